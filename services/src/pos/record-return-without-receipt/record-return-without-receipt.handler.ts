import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { cashierStreamId, PIN_MAX_FAILURES } from '@tradedesk/contracts/pos/pos';
import { posReturnStreamId } from '@tradedesk/contracts/pos/pos-returns';
import { appendOptions, CommandRuntime, metadataOf } from '../../platform/cqrs/command-runtime.js';
import { fold } from '../../platform/cqrs/decider.js';
import { ConcurrencyError, DomainError } from '../../platform/event-store/errors.js';
import { verifyPassword } from '../../platform/secrets.js';
import { cashierDecider } from '../cashier.decider.js';
import { answer } from '../pos-errors.js';
import { PosFactsLoader } from '../pos-facts.loader.js';
import { ReturnFactsLoader } from '../record-till-return/return-facts.loader.js';
import { noReceiptReturnDecider } from './no-receipt-return.decider.js';
import { RecordReturnWithoutReceiptCommand } from './record-return-without-receipt.command.js';
import type { PosReturnWithoutReceipt } from '@tradedesk/contracts/pos/pos-returns';
import type { RecordReturnWithoutReceipt } from './record-return-without-receipt.decide.js';

@CommandHandler(RecordReturnWithoutReceiptCommand)
export class RecordReturnWithoutReceiptHandler implements ICommandHandler<RecordReturnWithoutReceiptCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: PosFactsLoader,
    private readonly returns: ReturnFactsLoader,
  ) {}

  /**
   * Once per return id (a retry answers the first return, duplicate: true, and tries no PIN):
   * 1. the return's own rules are decided first, so a refused return records nothing and does not
   *    spend one of the supervisor's PIN attempts;
   * 2. the supervisor's PIN is checked as a discount approval's is (an attempt takes a slot on their
   *    stream, the argon2id hash is checked; a wrong PIN records CashierPinRefused and answers 400
   *    supervisor_pin_wrong, the fifth in a row 429 cashier_locked);
   * 3. the supervisor's ReturnApproved and the return (PosReturnWithoutReceipt + StockMoved) are
   *    appended together, in one transaction, each stream at the version it was decided on.
   */
  async execute({ body: b, till, env }: RecordReturnWithoutReceiptCommand) {
    const stream = posReturnStreamId(b.returnId);
    const store = this.runtime.store;
    return this.runtime.once(
      env,
      async () => {
        const cashierId = till.cashier!.employeeId;
        const [base, more] = await Promise.all([this.returns.forRecordTillReturn(till.registerId), this.facts.forReturnWithoutReceipt(till.registerId, b)]);
        const command: RecordReturnWithoutReceipt = {
          type: 'RecordReturnWithoutReceipt',
          returnId: b.returnId,
          registerId: till.registerId,
          deviceId: till.deviceId,
          cashierId,
          supervisorId: b.supervisorId,
          reason: b.reason,
          returnedAt: this.runtime.clock().toISOString(),
          lines: b.lines,
          refunds: b.refunds,
          facts: { ...base, ...more },
        };
        const ctx = this.runtime.context(env);
        const decideReturn = async () => {
          const { version, events } = await store.readStream(stream);
          return { version, events: noReceiptReturnDecider.decide(command, fold(noReceiptReturnDecider, events as any), ctx) };
        };
        await decideReturn();

        const where = { employeeId: b.supervisorId, deviceId: till.deviceId, registerId: till.registerId };
        const supervisorStream = cashierStreamId(b.supervisorId);
        const asSupervisor = { ...env, userId: b.supervisorId, commandId: undefined };
        const attempt = await this.runtime.run(cashierDecider, supervisorStream, { type: 'ApproveReturn', phase: 'attempt', ...where }, asSupervisor);
        const pinOk = await verifyPassword(attempt.state.pinHash ?? '', b.pin);
        if (!pinOk) {
          const refused = await this.runtime.run(cashierDecider, supervisorStream, { type: 'ApproveReturn', phase: 'outcome', ...where, pinOk: false, returnId: b.returnId, cashierId, currency: '', amount: '0' }, asSupervisor);
          const failures = refused.state.failures;
          if (failures >= PIN_MAX_FAILURES) throw new DomainError('cashier_locked', `The PIN was wrong ${PIN_MAX_FAILURES} times: an administrator has to set a new PIN.`, 429, { failures });
          throw new DomainError('supervisor_pin_wrong', `The supervisor's PIN is wrong: ${PIN_MAX_FAILURES - failures} attempts left.`, 400, { field: 'pin', left: PIN_MAX_FAILURES - failures });
        }

        for (let i = 0; ; i++) {
          const [ret, sup] = await Promise.all([decideReturn(), store.readStream(supervisorStream)]);
          const recorded = ret.events[0] as PosReturnWithoutReceipt;
          const approval = cashierDecider.decide(
            { type: 'ApproveReturn', phase: 'outcome', ...where, pinOk: true, returnId: b.returnId, cashierId, currency: recorded.data.currency, amount: recorded.data.amount },
            fold(cashierDecider, sup.events as any),
            ctx,
          );
          try {
            const results = await store.appendMany(
              [
                { streamId: stream, expectedVersion: ret.version, events: ret.events },
                { streamId: supervisorStream, expectedVersion: sup.version, events: approval },
              ],
              metadataOf(env, this.runtime.newId),
              appendOptions(env, { inline: this.runtime.inlineHook }),
            );
            return answer(b.returnId, results.find((r) => r.streamId === stream)!);
          } catch (e) {
            // Another PIN attempt of the supervisor landed meanwhile: decide both again, once.
            if (e instanceof ConcurrencyError && i === 0) continue;
            throw e;
          }
        }
      },
      (prior) => answer(b.returnId, { ...(prior.find((r) => r.streamId === stream) ?? prior[0]!), duplicate: true }),
    );
  }
}
