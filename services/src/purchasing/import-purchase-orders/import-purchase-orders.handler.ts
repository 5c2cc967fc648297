import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { NewEvent } from '@tradedesk/contracts/platform/events';
import { PURCHASE_NUMBER_PREFIX, type PurchaseImportReport, type PurchaseOrderDrafted, purchaseOrderStreamId } from '@tradedesk/contracts/purchasing/purchase-order';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { NumberedDocumentWriter } from '../../platform/documents/numbered-document.writer.js';
import { DomainError } from '../../platform/event-store/errors.js';
import { PurchaseFactsLoader } from '../purchase-facts.loader.js';
import { purchaseOrderDecider } from '../purchase-order.decider.js';
import { evolvePurchaseOrder } from '../purchase-order.state.js';
import { ImportPurchaseOrdersCommand } from './import-purchase-orders.command.js';
import { decideImportPurchaseOrders, refusedReport } from './import-purchase-orders.decide.js';

/**
 * Purchase order import: the sheet read and what it names loaded
 * (PurchaseFactsLoader.forPurchaseSheet), the rows decided, then every order drafted (and
 * committed when asked) through the purchase-order decider, numbered from the day's PO counter,
 * in ONE transaction: all or nothing. A refusal is the report.
 */
@CommandHandler(ImportPurchaseOrdersCommand)
export class ImportPurchaseOrdersHandler implements ICommandHandler<ImportPurchaseOrdersCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: PurchaseFactsLoader,
    private readonly writer: NumberedDocumentWriter,
  ) {}

  async execute({ file, commit, env, progress }: ImportPurchaseOrdersCommand): Promise<PurchaseImportReport> {
    const prior = await this.runtime.prior(env);
    if (prior) return this.replayed(prior.map((p) => p.streamId).filter((s) => s.startsWith(purchaseOrderStreamId(''))), commit);
    const sheet = await this.facts.forPurchaseSheet(file, commit);
    await progress(10);
    const total = sheet.rows.length;
    const { errors, orders } = decideImportPurchaseOrders(sheet);
    await progress(40);
    if (errors.length) return refusedReport(total, errors, commit);
    const ids = orders.map(() => this.runtime.newId());
    const ctx = this.runtime.context(env);
    try {
      const results = await this.writer.createMany(
        PURCHASE_NUMBER_PREFIX,
        ids.map((id) => ({ streamId: purchaseOrderStreamId(id), id })),
        env,
        async (numbers) =>
          Promise.all(
            orders.map(async (o, i) => {
              const facts = await this.facts.forImportedOrder(o);
              const drafted = purchaseOrderDecider.decide(
                { type: 'DraftPurchaseOrder', purchaseOrderId: ids[i]!, number: numbers[i]!, supplierId: o.supplierId, warehouseId: o.warehouseId, currency: o.currency, expectedDate: o.expectedDate, note: o.note, lines: o.lines, facts },
                purchaseOrderDecider.initialState(),
                ctx,
              );
              if (!commit) return drafted as NewEvent[];
              const state = drafted.reduce(evolvePurchaseOrder, purchaseOrderDecider.initialState());
              return [...drafted, ...purchaseOrderDecider.decide({ type: 'CommitPurchaseOrder', rate: o.rate, facts }, state, ctx)] as NewEvent[];
            }),
          ),
      );
      await progress(100);
      return {
        total,
        imported: total,
        refused: 0,
        errors: [],
        orders: orders.map((o, i) => ({ id: results[i]!.id, number: results[i]!.number, ref: o.ref, rows: o.rows })),
        committed: commit,
        duplicate: results.some((r) => r.duplicate),
      };
    } catch (e) {
      // A rule the rows passed but the decider refused (the catalogue changed meanwhile): nothing was written.
      if (e instanceof DomainError) return refusedReport(total, [{ row: 0, field: 'file', message: e.message }], commit);
      throw e;
    }
  }

  /** The report of an import already applied under this command id (nothing is appended again). */
  private async replayed(streamIds: string[], commit: boolean): Promise<PurchaseImportReport> {
    const orders: PurchaseImportReport['orders'] = [];
    let lines = 0;
    for (const s of streamIds) {
      const first = (await this.runtime.store.readStream(s, { toVersion: 1 })).events[0];
      if (first?.type !== 'PurchaseOrderDrafted') continue;
      const d = first.data as PurchaseOrderDrafted['data'];
      lines += d.lines.length;
      orders.push({ id: d.purchaseOrderId, number: d.number, ref: '', rows: [] });
    }
    return { total: lines, imported: lines, refused: 0, errors: [], orders, committed: commit, duplicate: true };
  }
}
