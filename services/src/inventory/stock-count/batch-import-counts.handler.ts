import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type BatchImportCountsResult, COUNT_NUMBER_PREFIX, countStreamId, type StockCountOpened, type StockCountLinesRecorded } from '@tradedesk/contracts/inventory/count';
import { warehousesByCode } from '@tradedesk/projections/catalog/warehouses/warehouses-by-code.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { NumberedDocumentWriter } from '../../platform/documents/numbered-document.writer.js';
import { DATABASE } from '../../platform/tokens.js';
import { StockFactsLoader } from '../stock-facts.js';
import { type BatchCountRow, batchWarehouses, decideCountBatch } from './batch-count.js';
import { type CountImportRowError, checkCountedRows, importRefused, readCountSheet, resolveSheetRows } from './count-sheet.js';
import { BatchImportCountsCommand } from './stock-count.commands.js';
import { bookQuantities } from './stock-count.handlers.js';

/**
 * Batch count import: every row is checked (warehouse by code, product by code or barcode, unit,
 * quantity, the unit's packing); one bad row refuses the file with a report naming each bad row
 * and field. Otherwise one count order per warehouse is appended, numbered from the day's counter,
 * all in ONE transaction: every order or none (numbers from the platform's document writer).
 */
@CommandHandler(BatchImportCountsCommand)
export class BatchImportCountsHandler implements ICommandHandler<BatchImportCountsCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: StockFactsLoader,
    private readonly writer: NumberedDocumentWriter,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async execute({ body, env }: BatchImportCountsCommand): Promise<BatchImportCountsResult> {
    const commandEnv = { ...env, commandId: body.commandId ?? env.commandId };
    const prior = await this.runtime.prior(commandEnv);
    if (prior) return this.replayed(prior.filter((r) => r.streamId.startsWith('count-')), prior.at(-1)!.globalPosition);
    const sheet = await readCountSheet(body.file, true);
    const resolved = await resolveSheetRows(this.db, sheet.rows);
    const errors: CountImportRowError[] = [...sheet.errors, ...resolved.errors];
    const warehouses = await warehousesByCode(this.db, [...new Set(sheet.rows.map((r) => r.cells.warehouse).filter((c): c is string => !!c))]);
    const warehouseOf = new Map<number, { id: string; code: string }>();
    for (const { row, cells } of sheet.rows) {
      const code = cells.warehouse;
      const w = code ? warehouses.get(code.toLowerCase()) : undefined;
      if (!code) errors.push({ row, field: 'warehouse', message: 'give the warehouse code' });
      else if (!w) errors.push({ row, field: 'warehouse', message: `no warehouse with code ${code}` });
      else if (w.status !== 'active') errors.push({ row, field: 'warehouse', message: `warehouse ${w.code} is disabled` });
      else warehouseOf.set(row, w);
    }
    const rows: BatchCountRow[] = resolved.lines.filter((l) => warehouseOf.has(l.row)).map((l) => ({ ...l, warehouseId: warehouseOf.get(l.row)!.id }));
    const warehouseIds = batchWarehouses(rows);
    const { facts } = await this.facts.load(warehouseIds, rows.map((r) => r.line.productId));
    errors.push(...(await checkCountedRows(facts, rows, this.runtime.clock())));
    if (errors.length) throw importRefused(errors, sheet.rows.length);

    const books = new Map<string, Map<string, string>>();
    for (const w of warehouseIds) {
      const listed = [...new Set(rows.filter((r) => r.warehouseId === w).map((r) => r.line.productId))];
      books.set(w, await bookQuantities(this.db, w, body.expect === 'listed' ? listed : null));
    }
    const ids = new Map(warehouseIds.map((w) => [w, this.runtime.newId()]));
    let decided: ReturnType<typeof decideCountBatch> = [];
    const { results } = await this.writer.appendNumbered(COUNT_NUMBER_PREFIX, warehouseIds.length, commandEnv, async (numbers) => {
      decided = decideCountBatch(
        {
          note: body.note,
          expect: body.expect,
          rows,
          counts: warehouseIds.map((w, i) => ({ warehouseId: w, countId: ids.get(w)!, number: numbers[i]!, book: books.get(w)! })),
          facts,
        },
        this.runtime.context(commandEnv),
      );
      return decided.map((d) => ({ streamId: countStreamId(d.countId), expectedVersion: 'no_stream' as const, events: d.events }));
    });
    if (results[0]?.duplicate) return this.replayed(results.filter((r) => r.streamId.startsWith('count-')), results.at(-1)!.globalPosition);
    const codeOf = new Map([...warehouseOf.values()].map((w) => [w.id, w.code]));
    return {
      counts: decided.map((d) => ({ id: d.countId, number: d.number, warehouseId: d.warehouseId, warehouseCode: codeOf.get(d.warehouseId) ?? '', lines: d.lines })),
      total: sheet.rows.length,
      globalPosition: results.at(-1)!.globalPosition,
      duplicate: false,
    };
  }

  /** The answer of a batch seen before (same command id): its orders as they were opened. */
  private async replayed(streams: { streamId: string }[], globalPosition: string): Promise<BatchImportCountsResult> {
    const counts: BatchImportCountsResult['counts'] = [];
    for (const { streamId } of streams) {
      const { events } = await this.runtime.store.readStream(streamId, { toVersion: 2 });
      const opened = events.find((e) => e.type === 'StockCountOpened') as unknown as StockCountOpened | undefined;
      const recorded = events.find((e) => e.type === 'StockCountLinesRecorded') as unknown as StockCountLinesRecorded | undefined;
      if (!opened) continue;
      const w = await this.facts.load([opened.data.warehouseId], []);
      counts.push({
        id: opened.data.countId,
        number: opened.data.number,
        warehouseId: opened.data.warehouseId,
        warehouseCode: w.facts.warehouses.get(opened.data.warehouseId)?.code ?? '',
        lines: recorded?.data.lines.length ?? 0,
      });
    }
    const total = counts.reduce((n, c) => n + c.lines, 0);
    return { counts, total, globalPosition, duplicate: true };
  }
}
