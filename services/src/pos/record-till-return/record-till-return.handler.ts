import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { posSaleStreamId } from '@tradedesk/contracts/pos/pos-sales';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { answer } from '../pos-errors.js';
import { ReturnFactsLoader } from './return-facts.loader.js';
import { posSaleReturnsDecider } from './pos-sale-returns.decider.js';
import { RecordTillReturnCommand } from './record-till-return.command.js';

@CommandHandler(RecordTillReturnCommand)
export class RecordTillReturnHandler implements ICommandHandler<RecordTillReturnCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: ReturnFactsLoader,
  ) {}

  /**
   * Appended to the sale's stream at the version it was decided on: two returns of the same line
   * at once, the second is decided again on the first's result (and refused when too little is
   * left). The return id is the command id: a retry answers the first return (duplicate: true).
   */
  async execute({ body: b, till, env }: RecordTillReturnCommand) {
    const r = await this.runtime.run(
      posSaleReturnsDecider,
      posSaleStreamId(b.saleId),
      async () => ({
        type: 'RecordTillReturn' as const,
        returnId: b.returnId,
        saleId: b.saleId,
        registerId: till.registerId,
        deviceId: till.deviceId,
        reason: b.reason,
        returnedAt: this.runtime.clock().toISOString(),
        lines: b.lines,
        refunds: b.refunds,
        facts: await this.facts.forRecordTillReturn(till.registerId),
      }),
      env,
    );
    return answer(b.returnId, r);
  }
}
