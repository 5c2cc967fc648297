import { z } from 'zod';
import { base64File, UPLOAD_LIMITS } from '../platform/uploads.js';
import { PACK_UNITS, type PackUnit, type StockMoved } from './stock.js';

/**
 * Stock checks (count orders): an order snapshots the book quantity of its products when it is
 * opened, people record what they counted (any unit, kept in base units), and posting writes the
 * difference between counted and book quantity AT POSTING as 'count-adjustment' movements.
 * Products of the order that were not counted are not changed. A product counted twice is a
 * duplicate to resolve, never summed silently.
 */

/** The book (expected) quantity of one product when the order was opened, in base units. */
export interface CountExpectedLine {
  productId: string;
  bookQuantity: string;
}

/** One counted entry: what was counted, in the unit used and in base units. */
export interface CountedLine {
  line: number;
  productId: string;
  unit: PackUnit;
  /** In `unit` (decimal string, may be 0). */
  unitQuantity: string;
  /** In base units (decimal string). */
  quantity: string;
  countedAt: string;
}

/** What posting found for one counted product, in base units. */
export interface CountPostedLine {
  productId: string;
  bookQuantity: string;
  countedQuantity: string;
  difference: string;
}

export interface StockCountOpened {
  type: 'StockCountOpened';
  data: { countId: string; number: string; warehouseId: string; zoneId: string | null; note: string; expected: CountExpectedLine[] };
}
/** The counted lines of the order, replacing those recorded before. */
export interface StockCountLinesRecorded {
  type: 'StockCountLinesRecorded';
  data: { countId: string; lines: CountedLine[] };
}
export interface StockCountPosted {
  type: 'StockCountPosted';
  data: { countId: string; number: string; warehouseId: string; lines: CountPostedLine[] };
}
export type StockCountEvent = StockCountOpened | StockCountLinesRecorded | StockCountPosted | StockMoved;

export const STOCK_COUNT_EVENT_TYPES = ['StockCountOpened', 'StockCountLinesRecorded', 'StockCountPosted'] as const;
export const STOCK_COUNTS_READ_MODEL = 'stock-counts';
export const COUNT_NUMBER_PREFIX = 'CK';
export const countStreamId = (id: string) => `count-${id}`;

// ---- answers (the server's readers and the browser share these shapes)

/** A row of GET /be/api/stock/counts. */
export interface CountListRow {
  id: string;
  number: string;
  warehouseId: string;
  warehouseCode: string | null;
  warehouseName: string | null;
  zoneId: string | null;
  zoneCode: string | null;
  note: string;
  status: 'draft' | 'posted';
  countedLines: number;
  expectedProducts: number;
  createdBy: string;
  createdByName: string | null;
  createdAt: string;
  postedAt: string | null;
  /** The stream version the row reflects: what an edit sends as `version`. */
  version: number;
}

/** One product of a count order, GET /be/api/stock/counts/:id. */
export interface CountDetailLine {
  productId: string;
  code: string | null;
  name: string | null;
  unitLabel: string;
  /** Book quantity: at opening while draft, at posting once posted (base units). */
  bookQuantity: string;
  /** Sum of the counted entries (base units); null when not counted. */
  countedQuantity: string | null;
  difference: string | null;
  /** How many times the product was counted (> 1: a duplicate to resolve). */
  entries: number;
  expected: boolean;
  uncounted: boolean;
}

export interface CountDetail extends CountListRow {
  zoneName: string | null;
  postedBy: string | null;
  postedByName: string | null;
  lines: CountDetailLine[];
  /** Every counted entry, in the order recorded. */
  countedEntries: CountedLine[];
}

/** GET /be/api/stock/counts/:id/duplicates: a product counted more than once, with each entry. */
export interface CountDuplicateRow {
  productId: string;
  code: string | null;
  name: string | null;
  entries: CountedLine[];
}

/** GET /be/api/stock/counts/:id/uncounted: a product of the order not counted yet. */
export interface CountUncountedRow {
  productId: string;
  code: string | null;
  name: string | null;
  bookQuantity: string;
}

// ---- API
const id = z.string().trim().min(1).max(64);
const countedDecimal = z.string().trim().regex(/^\d{1,12}(\.\d{1,6})?$/, 'a decimal number like 12 or 2.5 (0 when nothing was found)');

export const openCountBody = z
  .object({
    commandId: z.uuid().optional(),
    warehouseId: id,
    zoneId: id.optional(),
    note: z.string().trim().max(500).default(''),
    /** Empty or missing: every product with stock in the warehouse. */
    productIds: z.array(id).max(10000).default([]),
  })
  .strict();
export type OpenCountBody = z.infer<typeof openCountBody>;

export const countLineBody = z
  .object({
    productId: id,
    unit: z.enum(PACK_UNITS).default('unit'),
    quantity: countedDecimal,
    countedAt: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();

export const recordCountLinesBody = z
  .object({
    commandId: z.uuid().optional(),
    version: z.number().int().min(1),
    lines: z.array(countLineBody).max(10000),
  })
  .strict();
export type RecordCountLinesBody = z.infer<typeof recordCountLinesBody>;

export const postCountBody = z
  .object({
    commandId: z.uuid().optional(),
    version: z.number().int().min(1),
  })
  .strict();
export type PostCountBody = z.infer<typeof postCountBody>;

export const countListQuery = z
  .object({
    warehouseId: id.optional(),
    status: z.enum(['draft', 'posted']).optional(),
    limit: z.coerce.number().int().min(1).max(1000).default(200),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();
export type CountListQuery = z.infer<typeof countListQuery>;

/**
 * Counted lines from a spreadsheet (.xlsx, base64): a header row with `code` or `barcode`, `unit`
 * (unit, box, bigBag, bag; a packing barcode selects its unit) and `quantity`. The rows are added
 * to the lines counted before; one bad row refuses the whole file with a row-by-row report.
 */
export const importCountLinesBody = z
  .object({
    commandId: z.uuid().optional(),
    version: z.number().int().min(1),
    file: base64File(UPLOAD_LIMITS.countLinesImport),
  })
  .strict();
export type ImportCountLinesBody = z.infer<typeof importCountLinesBody>;

/**
 * Batch import: one spreadsheet counts several warehouses at once. Header row: `warehouse` (its
 * code), `code` or `barcode`, `unit` (optional; a packing barcode selects its unit), `quantity`.
 * Rows are grouped by warehouse and one count order is opened per warehouse with its rows
 * recorded as counted lines (drafts, to review and post). All or nothing: one bad row refuses the
 * file with a row-by-row report (the queue job's result: status 400, import_refused).
 */
export const batchImportCountsBody = z
  .object({
    commandId: z.uuid().optional(),
    note: z.string().trim().max(500).default(''),
    /**
     * What each count expects: 'listed' = the products of its rows; 'stock' = every product with
     * stock in the warehouse, so that what the sheet left out shows as uncounted.
     */
    expect: z.enum(['listed', 'stock']).default('listed'),
    file: base64File(UPLOAD_LIMITS.countBatchImport),
  })
  .strict();
export type BatchImportCountsBody = z.infer<typeof batchImportCountsBody>;

/** What a batch import opened: one count order per warehouse, in the order the sheet named them. */
export interface BatchImportCountsResult {
  counts: { id: string; number: string; warehouseId: string; warehouseCode: string; lines: number }[];
  /** Rows of the sheet (below the header). */
  total: number;
  globalPosition: string;
  duplicate: boolean;
}
