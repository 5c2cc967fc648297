import { Inject, Injectable } from '@nestjs/common';
import type { BatchImportCountsBody, OpenCountBody } from '@tradedesk/contracts/inventory/count';
import { warehousesByCode } from '@tradedesk/projections/catalog/warehouses/warehouses-by-code.query';
import { bookQuantities } from '@tradedesk/projections/inventory/stock-on-hand/stock-on-hand.query';
import type { Database, Sql } from '@tradedesk/projections/platform/sql';
import { Decimal } from 'decimal.js';
import { DATABASE } from '../../platform/tokens.js';
import { StockFactsLoader } from '../stock-facts.loader.js';
import type { StockFacts } from '../stock-lines.js';
import { type BatchSheetRow, batchWarehouses, type DecideCountBatch } from './batch-import-counts/batch-import-counts.decide.js';
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
   * BatchImportCounts: the sheet read and each row resolved (product by code or barcode, unit,
   * quantity), the warehouses its codes name, the catalogue facts of those warehouses and the
   * counted products; and, for a sheet read and resolved without problems, the book of each
   * warehouse its counted rows name (of their products, or of everything with stock). The
   * warehouse and count rules of each row are the decision's (decideCountBatch).
   */
  async forBatchSheet(body: Pick<BatchImportCountsBody, 'file' | 'expect'>): Promise<
    Pick<DecideCountBatch, 'rows' | 'warehouses' | 'rowErrors' | 'facts'> & {
      total: number;
      /** The warehouses a count order is planned for (batchWarehouses). */
      warehouseIds: string[];
      warehouseCodes: Map<string, string>;
      books: Map<string, Map<string, string>>;
    }
  > {
    const sheet = await readCountSheet(body.file, true);
    const resolved = await resolveSheetRows(this.db, sheet.rows);
    const rowErrors: CountImportRowError[] = [...sheet.errors, ...resolved.errors];
    const lineOf = new Map(resolved.lines.map((l) => [l.row, l.line]));
    const rows: BatchSheetRow[] = sheet.rows.map(({ row, cells }) => ({ row, warehouse: cells.warehouse, line: lineOf.get(row) ?? null }));
    const found = await warehousesByCode(this.db, [...new Set(rows.map((r) => r.warehouse).filter((c): c is string => !!c))]);
    const warehouses = new Map([...found].map(([code, w]) => [code, { id: w.id, code: w.code, status: w.status }]));
    const warehouseIds = batchWarehouses(rows, warehouses);
    const { facts } = await this.stock.load(warehouseIds, resolved.lines.map((l) => l.line.productId));
    const books = new Map<string, Map<string, string>>();
    // A sheet that could not be read or resolved opens nothing: no book to read.
    if (rowErrors.length === 0) {
      for (const w of warehouseIds) {
        const listed = [...new Set(rows.filter((r) => r.line && r.warehouse && warehouses.get(r.warehouse.toLowerCase())?.id === w).map((r) => r.line!.productId))];
        books.set(w, await bookQuantities(this.db, w, body.expect === 'listed' ? listed : null));
      }
    }
    const warehouseCodes = new Map([...warehouses.values()].map((w) => [w.id, w.code]));
    return { rows, warehouses, rowErrors, facts, total: sheet.rows.length, warehouseIds, warehouseCodes, books };
  }

  /** The code of a warehouse (the answer of a batch seen before). */
  async warehouseCode(warehouseId: string): Promise<string> {
    return (await this.stock.load([warehouseId], [])).facts.warehouses.get(warehouseId)?.code ?? '';
  }
}
