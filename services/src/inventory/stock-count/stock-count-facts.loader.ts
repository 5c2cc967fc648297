import { Inject, Injectable } from '@nestjs/common';
import type { BatchImportCountsBody, OpenCountBody } from '@tradedesk/contracts/inventory/count';
import { warehousesByCode } from '@tradedesk/projections/catalog/warehouses/warehouses-by-code.query';
import { bookQuantities } from '@tradedesk/projections/inventory/stock-on-hand/stock-on-hand.query';
import type { Database, Sql } from '@tradedesk/projections/platform/sql';
import { Decimal } from 'decimal.js';
import { DATABASE } from '../../platform/tokens.js';
import { StockFactsLoader } from '../stock-facts.loader.js';
import type { StockFacts } from '../stock-lines.js';
import { type BatchCountRow, batchWarehouses } from './batch-import-counts/batch-import-counts.decide.js';
import { checkCountedRows, type CountImportRowError, readCountSheet, resolveSheetRows } from './count-sheet.js';
import type { ImportCountLines } from './import-count-lines/import-count-lines.decide.js';
import type { StockCountState } from './stock-count.state.js';

/** The book a posting was decided on: compared again, locked, inside the append's transaction. */
export interface PostingBook {
  warehouseId: string;
  productIds: string[];
  book: Map<string, string>;
}

const NO_FACTS = (): StockFacts => ({ products: new Map(), warehouses: new Map(), averageCosts: new Map() });

/**
 * Looks up what count-order decisions need besides the order: book quantities, the catalogue
 * facts of the counted products, and the rows of an imported sheet. One method per command.
 */
@Injectable()
export class StockCountFactsLoader {
  constructor(
    private readonly stock: StockFactsLoader,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  /** OpenCount: the book of the listed products (of every product with stock when none is listed), the warehouse, the products. */
  async forOpenCount(body: Pick<OpenCountBody, 'warehouseId' | 'productIds'>): Promise<{ book: Map<string, string>; facts: StockFacts }> {
    const book = await bookQuantities(this.db, body.warehouseId, body.productIds.length > 0 ? body.productIds : null);
    const { facts } = await this.stock.load([body.warehouseId], body.productIds);
    return { book, facts };
  }

  /** RecordCountLines: the order's warehouse and the counted products. */
  async forCountLines(count: StockCountState, lines: { productId: string }[]): Promise<StockFacts> {
    return (await this.stock.load(count.warehouseId ? [count.warehouseId] : [], lines.map((l) => l.productId))).facts;
  }

  /**
   * ImportCountLines: the sheet read and resolved row by row (product by code or barcode, unit,
   * quantity, the unit's packing), every problem named by row and field. An unknown order is
   * refused as it is: its sheet is not read.
   */
  async forImportedSheet(count: StockCountState, file: string): Promise<Pick<ImportCountLines, 'lines' | 'rowErrors' | 'rows' | 'facts'>> {
    if (!count.opened) return { lines: [], rowErrors: [], rows: 0, facts: NO_FACTS() };
    const sheet = await readCountSheet(file);
    const resolved = await resolveSheetRows(this.db, sheet.rows);
    const rowErrors = [...sheet.errors, ...resolved.errors];
    const { facts } = await this.stock.load([count.warehouseId], resolved.lines.map((r) => r.line.productId));
    rowErrors.push(...(await checkCountedRows(facts, resolved.lines.map((r) => ({ ...r, warehouseId: count.warehouseId })))));
    return { lines: resolved.lines.map((r) => r.line), rowErrors, rows: sheet.rows.length, facts };
  }

  /** PostCount: the book of the counted products now, and their costs. */
  async forPosting(count: StockCountState): Promise<PostingBook & { facts: StockFacts }> {
    const productIds = [...new Set(count.lines.map((l) => l.productId))];
    const book = await bookQuantities(this.db, count.warehouseId, productIds);
    const { facts } = await this.stock.load(count.warehouseId ? [count.warehouseId] : [], productIds);
    return { warehouseId: count.warehouseId, productIds, book, facts };
  }

  /** Whether stock of the counted products is still what the posting was decided on (locks their rows in `tx`). */
  async bookUnchanged(tx: Sql, posting: PostingBook): Promise<boolean> {
    const now = await bookQuantities(tx, posting.warehouseId, posting.productIds, true);
    return posting.productIds.every((p) => new Decimal(now.get(p) ?? '0').equals(posting.book.get(p) ?? '0'));
  }

  /**
   * BatchImportCounts: the sheet read and resolved row by row, each row's warehouse by code, the
   * catalogue facts, every problem named by row and field; and, for a sheet without problems, the
   * book of each warehouse (of its rows' products, or of everything with stock).
   */
  async forBatchSheet(body: Pick<BatchImportCountsBody, 'file' | 'expect'>): Promise<{
    rows: BatchCountRow[];
    rowErrors: CountImportRowError[];
    total: number;
    warehouseIds: string[];
    warehouseCodes: Map<string, string>;
    books: Map<string, Map<string, string>>;
    facts: StockFacts;
  }> {
    const sheet = await readCountSheet(body.file, true);
    const resolved = await resolveSheetRows(this.db, sheet.rows);
    const rowErrors: CountImportRowError[] = [...sheet.errors, ...resolved.errors];
    const warehouses = await warehousesByCode(this.db, [...new Set(sheet.rows.map((r) => r.cells.warehouse).filter((c): c is string => !!c))]);
    const warehouseOf = new Map<number, { id: string; code: string }>();
    for (const { row, cells } of sheet.rows) {
      const code = cells.warehouse;
      const w = code ? warehouses.get(code.toLowerCase()) : undefined;
      if (!code) rowErrors.push({ row, field: 'warehouse', message: 'give the warehouse code' });
      else if (!w) rowErrors.push({ row, field: 'warehouse', message: `no warehouse with code ${code}` });
      else if (w.status !== 'active') rowErrors.push({ row, field: 'warehouse', message: `warehouse ${w.code} is disabled` });
      else warehouseOf.set(row, w);
    }
    const rows: BatchCountRow[] = resolved.lines.filter((l) => warehouseOf.has(l.row)).map((l) => ({ ...l, warehouseId: warehouseOf.get(l.row)!.id }));
    const warehouseIds = batchWarehouses(rows);
    const { facts } = await this.stock.load(warehouseIds, rows.map((r) => r.line.productId));
    rowErrors.push(...(await checkCountedRows(facts, rows)));
    const books = new Map<string, Map<string, string>>();
    // A refused sheet opens nothing: no book to read.
    if (rowErrors.length === 0) {
      for (const w of warehouseIds) {
        const listed = [...new Set(rows.filter((r) => r.warehouseId === w).map((r) => r.line.productId))];
        books.set(w, await bookQuantities(this.db, w, body.expect === 'listed' ? listed : null));
      }
    }
    const warehouseCodes = new Map([...warehouseOf.values()].map((w) => [w.id, w.code]));
    return { rows, rowErrors, total: sheet.rows.length, warehouseIds, warehouseCodes, books, facts };
  }

  /** The code of a warehouse (the answer of a batch seen before). */
  async warehouseCode(warehouseId: string): Promise<string> {
    return (await this.stock.load([warehouseId], [])).facts.warehouses.get(warehouseId)?.code ?? '';
  }
}
