import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UPLOAD_LIMITS } from '@tradedesk/contracts/platform/uploads';
import { SALE_NUMBER_PREFIX, type SaleImportAnswer, type SaleOrderEvent, type SaleOrdersImported, saleImportStreamId, saleOrderStreamId } from '@tradedesk/contracts/sales/sale-order';
import { type CommandEnvelope, CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { NumberedDocumentWriter } from '../../platform/documents/numbered-document.writer.js';
import { DomainError } from '../../platform/event-store/errors.js';
import { importRefused, readSheet, type SheetRowError } from '../../platform/excel/sheet.js';
import type { SaleFacts } from '../sale-facts.js';
import { SaleFactsLoader } from '../sale-facts.loader.js';
import { saleOrderDecider } from '../sale-order.decider.js';
import { fieldOf, ORDER_HEADERS, rowMessage } from '../sale-sheet.js';
import { ImportSaleOrdersCommand } from './import-sale-orders.command.js';
import { namesOf, ordersOfSheet, type SheetOrder } from './order-sheet.js';

/**
 * Batch import: one spreadsheet, several orders (rows grouped by `ref`), all or nothing. Every
 * row is checked and every refused row reported before anything is written; then the orders,
 * their numbers and the import record are appended in one transaction (committing them when
 * asked, under the negative-stock rule: one order short of stock refuses the whole file).
 */
@CommandHandler(ImportSaleOrdersCommand)
export class ImportSaleOrdersHandler implements ICommandHandler<ImportSaleOrdersCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: SaleFactsLoader,
    private readonly writer: NumberedDocumentWriter,
  ) {}

  async execute({ body, env }: ImportSaleOrdersCommand): Promise<SaleImportAnswer> {
    // A retried request answers the import it made (the import's id is its command id).
    const prior = env.commandId ? await this.writer.prior(env, saleImportStreamId(env.commandId), (s) => s.slice(saleImportStreamId('').length)) : null;
    if (prior) return { importId: prior.id, orders: [], duplicate: true, globalPosition: prior.globalPosition };
    const sheet = await readSheet(body.file, ORDER_HEADERS, [['ref'], ['warehouse'], ['code', 'barcode']], { limit: UPLOAD_LIMITS.saleBatchImport });
    if (sheet.errors.length) throw importRefused(sheet.errors, sheet.rows.length);
    const known = await this.facts.forImport(namesOf(sheet.rows));
    const { orders, errors } = ordersOfSheet(sheet.rows, { ...known, productCodes: known.facts.catalog.codes });
    if (errors.length) throw importRefused(errors, sheet.rows.length);

    const importId = env.commandId ?? this.runtime.newId();
    const planned = orders.map((o) => ({ ...o, orderId: this.runtime.newId() }));
    const lines = planned.reduce((n, o) => n + o.lines.length, 0);
    const { results, numbers } = await this.writer.appendNumbered(SALE_NUMBER_PREFIX.sale, planned.length, env, async (nums) => {
      const decided = this.decideAll(planned, nums, importId, body.commit, known.facts, env, sheet.rows.length);
      const imported: SaleOrdersImported = { type: 'SaleOrdersImported', data: { importId, fileName: body.fileName, orderIds: planned.map((o) => o.orderId), numbers: nums, lines, committed: body.commit } };
      return [
        ...planned.map((o, i) => ({ streamId: saleOrderStreamId(o.orderId), expectedVersion: 'no_stream' as const, events: decided[i] })),
        { streamId: saleImportStreamId(importId), expectedVersion: 'no_stream' as const, events: [imported] },
      ];
    });
    return { importId, orders: planned.map((o, i) => ({ id: o.orderId, number: numbers[i], ref: o.ref })), duplicate: false, globalPosition: results.at(-1)!.globalPosition };
  }

  /** Every order decided before anything is written; the refusals of all of them are reported at once, by row. */
  private decideAll(orders: (SheetOrder & { orderId: string })[], numbers: string[], importId: string, commit: boolean, facts: SaleFacts, env: CommandEnvelope, rowCount: number): SaleOrderEvent[][] {
    const ctx = this.runtime.context(env);
    const errors: SheetRowError[] = [];
    const decided = orders.map((o, i) => {
      try {
        return saleOrderDecider.decide(
          { type: 'ImportSaleOrder', orderId: o.orderId, number: numbers[i], importId, warehouseId: o.warehouseId!, customerId: o.customerId, lines: o.lines, commit, facts },
          saleOrderDecider.initialState(),
          ctx,
        );
      } catch (e) {
        if (!(e instanceof DomainError)) throw e;
        const line = Number((e.params as { line?: number }).line ?? 1);
        errors.push({ row: o.rows[line - 1]?.row ?? o.rows[0].row, field: fieldOf(e.code), message: rowMessage(e.message) });
        return [];
      }
    });
    if (errors.length) throw importRefused(errors, rowCount);
    return decided;
  }
}
