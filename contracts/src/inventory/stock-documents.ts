import { z } from 'zod';
import { base64File, UPLOAD_LIMITS } from '../platform/uploads.js';
import { DAMAGE_REASONS } from './stock.js';

/**
 * The list read model of the stock documents (transfers and write-offs): one row per document
 * and one per line, with who and when, for the transfer list, the "all transfer lines" screen,
 * the print page and the write-off list. Applied by the projection daemon (`?waitFor=`).
 */
export const STOCK_DOCUMENTS_READ_MODEL = 'stock-documents';
export const STOCK_DOCUMENT_EVENT_TYPES = ['TransferMade', 'DamageRecorded'] as const;
export const STOCK_DOCUMENT_TYPES = ['transfer', 'damage'] as const;
export type StockDocumentType = (typeof STOCK_DOCUMENT_TYPES)[number];

const id = z.string().trim().min(1).max(64);
const isoInstant = z.iso.datetime({ offset: true });
const paging = {
  limit: z.coerce.number().int().min(1).max(10000).default(200),
  offset: z.coerce.number().int().min(0).default(0),
};

/** GET /api/stock/transfers and /api/stock/damages. */
export const stockDocumentListQuery = z
  .object({
    /** Either side of a transfer, or the warehouse of a write-off. */
    warehouseId: id.optional(),
    fromWarehouseId: id.optional(),
    toWarehouseId: id.optional(),
    /** Documents with at least one line of this product. */
    productId: id.optional(),
    reason: z.enum(DAMAGE_REASONS).optional(),
    /** Part of the number or of the note. */
    search: z.string().trim().max(100).optional(),
    from: isoInstant.optional(),
    to: isoInstant.optional(),
    ...paging,
  })
  .strict();
export type StockDocumentListQuery = z.infer<typeof stockDocumentListQuery>;

/** GET /api/stock/transfers/lines: every line of every transfer. */
export const transferLineListQuery = z
  .object({
    productId: id.optional(),
    /** Either side. */
    warehouseId: id.optional(),
    fromWarehouseId: id.optional(),
    toWarehouseId: id.optional(),
    from: isoInstant.optional(),
    to: isoInstant.optional(),
    ...paging,
  })
  .strict();
export type TransferLineListQuery = z.infer<typeof transferLineListQuery>;

/** A row of the document lists. Warehouse of a write-off = `fromWarehouse`. */
export interface StockDocumentRow {
  id: string;
  type: StockDocumentType;
  number: string;
  fromWarehouseId: string;
  fromWarehouseCode: string | null;
  fromWarehouseName: string | null;
  toWarehouseId: string | null;
  toWarehouseCode: string | null;
  toWarehouseName: string | null;
  zoneId: string | null;
  reason: string | null;
  note: string;
  lineCount: number;
  /** Sum of the lines in base units (decimal string). */
  totalQuantity: string;
  /** Sum of quantity x unit cost (decimal string). */
  totalCost: string;
  userId: string;
  username: string | null;
  createdAt: string;
}

export interface StockDocumentLineRow {
  documentId: string;
  number: string;
  line: number;
  productId: string;
  code: string | null;
  name: string | null;
  unitLabel: string | null;
  unit: string;
  /** In `unit`. */
  unitQuantity: string;
  /** In base units. */
  quantity: string;
  /** Cost of one base unit at the source warehouse when it was made. */
  unitCost: string;
  cost: string;
}

export interface StockDocumentDetail extends StockDocumentRow {
  lines: StockDocumentLineRow[];
}

/** A row of GET /api/stock/transfers/lines: a line with its transfer's header. */
export interface TransferLineRow extends StockDocumentLineRow {
  fromWarehouseId: string;
  fromWarehouseName: string | null;
  toWarehouseId: string;
  toWarehouseName: string | null;
  note: string;
  username: string | null;
  createdAt: string;
}

// ---- batch import of transfers from a spreadsheet

/**
 * Transfers from a spreadsheet (.xlsx). The first sheet: a header row with `from` (the source
 * warehouse code), `to` (the destination warehouse code), `code` or `barcode`, `unit` (unit, box,
 * bigBag, bag; a packing barcode selects its unit), `quantity` and an optional `note`. Rows with
 * the same pair of warehouses become one transfer (lines in sheet order; the note of the first
 * row that has one). All or nothing: one refused row (or a transfer that would take stock below
 * zero when the company refuses negative stock) imports nothing, with a row-by-row report.
 *
 * POST /api/stock/transfers/import: the .xlsx bytes as the body (Content-Type spreadsheet or
 * octet-stream), or JSON {file: base64, commandId?}. Answer {jobId}; progress and, when done,
 * the report at GET /api/queue/status?id=<jobId>.
 */
export const TRANSFER_IMPORT_COLUMNS = {
  from: ['from', 'fromwarehouse', 'fromwarehousecode', 'source'],
  to: ['to', 'towarehouse', 'towarehousecode', 'destination'],
  code: ['code', 'productcode'],
  barcode: ['barcode'],
  unit: ['unit'],
  quantity: ['quantity', 'qty'],
  note: ['note', 'remark'],
} as const;
export type TransferImportColumn = keyof typeof TRANSFER_IMPORT_COLUMNS;
export const TRANSFER_IMPORT_TEMPLATE_HEADERS: Record<TransferImportColumn, string> = {
  from: 'from warehouse',
  to: 'to warehouse',
  code: 'code',
  barcode: 'barcode',
  unit: 'unit',
  quantity: 'quantity',
  note: 'note',
};
export const TRANSFER_IMPORT_JOB = 'inventory.import-transfers';

export const importTransfersBody = z
  .object({
    commandId: z.uuid().optional(),
    file: base64File(UPLOAD_LIMITS.transferImport),
  })
  .strict();
export type ImportTransfersBody = z.infer<typeof importTransfersBody>;
export const importTransfersQuery = z.object({ commandId: z.uuid().optional() }).strict();

export interface TransferImportRowError {
  /** The sheet's row number (1 = the header row; 0 = the file itself). */
  row: number;
  field: string;
  message: string;
}
export interface TransferImportReport {
  /** Rows below the header (blank rows not counted). */
  total: number;
  /** Rows imported (all of them, or 0). */
  imported: number;
  refused: number;
  errors: TransferImportRowError[];
  /** The transfers made, one per pair of warehouses. */
  transfers: { id: string; number: string; fromWarehouseCode: string; toWarehouseCode: string; rows: number[] }[];
  /** True when the same commandId had already been imported: nothing was appended again. */
  duplicate: boolean;
}
