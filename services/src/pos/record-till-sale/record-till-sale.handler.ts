import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { posSaleStreamId } from '@tradedesk/contracts/pos/pos-sales';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { ProjectionRefusal } from '@tradedesk/projections/platform/projector';
import { answer, withPosUniques } from '../pos-errors.js';
import { posSaleDecider } from '../pos-sale.decider.js';
import { PosFactsLoader } from '../pos-facts.loader.js';
import { RecordTillSaleCommand } from './record-till-sale.command.js';

@CommandHandler(RecordTillSaleCommand)
export class RecordTillSaleHandler implements ICommandHandler<RecordTillSaleCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: PosFactsLoader,
  ) {}

  /** The sale's id is its stream and its command id: a retried sale answers the first one (duplicate: true), never a second sale. */
  async execute(command: RecordTillSaleCommand) {
    try {
      return await this.record(command);
    } catch (e) {
      // The named session was closed between the decision and the append (the inline projection
      // refused the sale as an in-session one): decided again, it is a late line of that session.
      if (command.body.sessionId && e instanceof ProjectionRefusal && e.reason === 'cash_session_closed') return this.record(command);
      throw e;
    }
  }

  /** A receipt number another sale of the register has: 409 receipt_number_taken (the inline read model's unique index). */
  private async record({ body: b, till, env }: RecordTillSaleCommand) {
    // The cashier who rang it up is the events' "who" (and keys the command id), whoever sends it.
    const seller = await this.facts.forTillSaleSeller(till, b.cashierSession);
    const r = await withPosUniques(() =>
      this.runtime.run(
        posSaleDecider,
        posSaleStreamId(b.saleId),
        async () => ({
          type: 'RecordTillSale' as const,
          saleId: b.saleId,
          registerId: till.registerId,
          deviceId: till.deviceId,
          soldAt: b.soldAt,
          sessionId: b.sessionId,
          customerId: b.customerId,
          lines: b.lines,
          payments: b.payments,
          seller,
          receiptNo: b.receiptNo,
          discountApprovalId: b.discountApprovalId,
          offline: b.offline,
          facts: await this.facts.forRecordTillSale(till.registerId, till.deviceId, b),
        }),
        seller ? { ...env, userId: seller.employeeId } : env,
      ),
    );
    return answer(b.saleId, r);
  }
}
