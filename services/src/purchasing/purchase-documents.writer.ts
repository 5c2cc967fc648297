import { Injectable } from '@nestjs/common';
import type { PurchaseOrderAnswer } from '@tradedesk/contracts/purchasing/purchase-order';
import { purchaseOrderStreamId } from '@tradedesk/contracts/purchasing/purchase-order';
import { type CommandEnvelope, CommandRuntime } from '../platform/cqrs/command-runtime.js';
import { NumberedDocumentWriter } from '../platform/documents/numbered-document.writer.js';
import { ConcurrencyError } from '../platform/event-store/errors.js';
import type { PurchaseOrderCommand } from './purchase-order.decider.js';
import { purchaseOrderDecider } from './purchase-order.decider.js';
import { PurchaseOrderReader } from './purchase-order.reader.js';
import type { PurchaseOrderState } from './purchase-order.state.js';

/**
 * Appends the numbered documents of a purchase order (receipts RC, returns PR) on the order's own
 * stream at the version the client saw: of two receipts raced on one order, one is appended and
 * the other answers 409. A retried command id answers its first result.
 */
@Injectable()
export class PurchaseDocumentsWriter {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly writer: NumberedDocumentWriter,
    private readonly reader: PurchaseOrderReader,
  ) {}

  async append(
    id: string,
    expectedVersion: number,
    prefix: string,
    count: number,
    env: CommandEnvelope,
    command: (state: PurchaseOrderState, numbers: string[]) => Promise<PurchaseOrderCommand>,
    documentsOf: (command: PurchaseOrderCommand) => { id: string; number: string }[],
  ): Promise<PurchaseOrderAnswer> {
    const streamId = purchaseOrderStreamId(id);
    // A retried command answers its first result, with the receipts or return it made then.
    const replay = async () => {
      const prior = await this.writer.prior(env, streamId);
      if (!prior) return null;
      const { events } = await this.runtime.store.readStream(streamId, { toVersion: prior.streamVersion });
      const documents = events
        .filter((e) => e.metadata.commandId === env.commandId && (e.type === 'PurchaseOrderReceived' || e.type === 'PurchaseGoodsReturned'))
        .map((e) => {
          const d = e.data as { receiptId?: string; receiptNumber?: string; returnId?: string; returnNumber?: string };
          return { id: (d.receiptId ?? d.returnId)!, number: (d.receiptNumber ?? d.returnNumber)! };
        });
      return this.reader.answer(id, prior.number, prior, documents);
    };
    const first = await replay();
    if (first) return first;
    const { state, version } = await this.reader.load(id);
    if (version !== expectedVersion) throw new ConcurrencyError(streamId, expectedVersion, version);
    let decided: PurchaseOrderCommand | null = null;
    try {
      const { results } = await this.writer.appendNumbered(prefix, count, env, async (numbers) => {
        decided = await command(state, numbers);
        return [{ streamId, expectedVersion: version, events: purchaseOrderDecider.decide(decided, state, this.runtime.context(env)) }];
      });
      const r = results.find((x) => x.streamId === streamId)!;
      if (r.duplicate) return (await replay()) ?? this.reader.answer(id, state.number, r);
      return this.reader.answer(id, state.number, r, decided ? documentsOf(decided) : []);
    } catch (e) {
      const raced = await this.runtime.priorAfter(e, env);
      if (raced) return (await replay())!;
      throw e;
    }
  }
}
