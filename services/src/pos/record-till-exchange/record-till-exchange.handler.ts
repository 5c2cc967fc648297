import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { posSaleStreamId } from '@tradedesk/contracts/pos/pos-sales';
import { appendOptions, CommandRuntime, metadataOf } from '../../platform/cqrs/command-runtime.js';
import { fold } from '../../platform/cqrs/decider.js';
import { ConcurrencyError, DomainError } from '../../platform/event-store/errors.js';
import { withPosUniques } from '../pos-errors.js';
import { PosFactsLoader } from '../pos-facts.loader.js';
import { posSaleDecider } from '../pos-sale.decider.js';
import { posSaleReturnsDecider } from '../record-till-return/pos-sale-returns.decider.js';
import { ReturnFactsLoader } from '../record-till-return/return-facts.loader.js';
import { RecordTillExchangeCommand } from './record-till-exchange.command.js';
import { decideRecordTillExchange } from './record-till-exchange.decide.js';

@CommandHandler(RecordTillExchangeCommand)
export class RecordTillExchangeHandler implements ICommandHandler<RecordTillExchangeCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: PosFactsLoader,
    private readonly returns: ReturnFactsLoader,
  ) {}

  /**
   * The return (on the sale's stream, at the version it was decided on) and the new sale (its own
   * new stream) in one append: both or neither. A version conflict (another return of the same
   * sale at once) decides both again, once. The exchange id is the command id: a retry answers the
   * first exchange (duplicate: true).
   */
  async execute({ body: b, till, env }: RecordTillExchangeCommand) {
    if (b.newSaleId === b.saleId) throw new DomainError('pos_sale_exists', `Sale ${b.newSaleId} is recorded already.`, 409, { field: 'newSaleId' });
    const saleStream = posSaleStreamId(b.saleId);
    const newStream = posSaleStreamId(b.newSaleId);
    const store = this.runtime.store;
    const reply = (r: { streamVersion: number; globalPosition: string }, duplicate: boolean) => ({ id: b.exchangeId, returnId: b.exchangeId, saleId: b.newSaleId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate });
    return withPosUniques(() =>
      this.runtime.once(
        env,
        async () => {
          const first = fold(posSaleReturnsDecider, (await store.readStream(saleStream)).events as any);
          const methods = first.sale ? first.sale.payments.map((p) => p.payMethodId) : [];
          // The new goods are priced for the old sale's customer, as the till prices a sale for them.
          const customerId = first.sale?.customerId ?? null;
          const at = this.runtime.clock().toISOString();
          const [returnFacts, saleFacts, seller] = await Promise.all([
            this.returns.forRecordTillReturn(till.registerId),
            this.facts.forRecordTillSale(till.registerId, till.deviceId, {
              saleId: b.newSaleId,
              soldAt: at,
              customerId,
              lines: b.newLines,
              payments: [...b.payments, ...methods.map((payMethodId) => ({ payMethodId, amount: '1' }))],
            }),
            this.facts.forTillSaleSeller(till, undefined),
          ]);
          for (let attempt = 0; ; attempt++) {
            const [original, fresh] = await Promise.all([store.readStream(saleStream), store.readStream(newStream)]);
            const decided = decideRecordTillExchange(
              {
                type: 'RecordTillExchange',
                exchangeId: b.exchangeId,
                saleId: b.saleId,
                newSaleId: b.newSaleId,
                registerId: till.registerId,
                deviceId: till.deviceId,
                reason: b.reason,
                at,
                lines: b.lines,
                newLines: b.newLines,
                payments: b.payments,
                refundRounding: b.refundRounding,
                receiptNo: b.receiptNo,
                seller,
                returnFacts,
                saleFacts,
              },
              fold(posSaleReturnsDecider, original.events as any),
              fold(posSaleDecider, fresh.events as any),
            );
            try {
              const results = await store.appendMany(
                [
                  { streamId: saleStream, expectedVersion: original.version, events: decided.returned },
                  { streamId: newStream, expectedVersion: fresh.version, events: decided.sold },
                ],
                metadataOf(env, this.runtime.newId),
                appendOptions(env, { inline: this.runtime.inlineHook }),
              );
              return reply(results.find((r) => r.streamId === newStream)!, false);
            } catch (e) {
              if (e instanceof ConcurrencyError && attempt === 0) continue;
              throw e;
            }
          }
        },
        (prior) => reply(prior.find((r) => r.streamId === newStream) ?? prior[0]!, true),
      ),
    );
  }
}
