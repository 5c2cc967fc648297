import { z } from 'zod';
import type { ApiError } from './envelope.js';

/**
 * What one upload route takes. The same numbers drive the raw-body reader, that route's JSON body
 * limit (a base64 file inside JSON), the zod schema of its `file` field, the OpenAPI description
 * and the sheet reader of the job (docs/api.md, "Uploads").
 */
export interface UploadLimit {
  /** The file's own size (raw bytes, or decoded from base64). */
  maxBytes: number;
  /** Data rows below the header. */
  maxRows: number;
  /** Columns of the header row. */
  maxColumns: number;
  /** Sum of the uncompressed sizes of an .xlsx's zip entries: a zip bomb stops here. */
  maxUncompressedBytes: number;
}

const MB = 1024 * 1024;
const sheet = (maxBytes: number, maxRows: number): UploadLimit => ({ maxBytes, maxRows, maxColumns: 64, maxUncompressedBytes: Math.max(64 * MB, maxBytes * 12) });

/**
 * One entry per upload route; every one is read by a queue job. Imports of master data and
 * transfers take large files; the calls a clerk waits on with the screen open (counts, sale lines
 * and orders, price-list compare) take smaller ones, so their job ends soon.
 */
export const UPLOAD_LIMITS = {
  productImport: sheet(32 * MB, 200_000),
  customerImport: sheet(16 * MB, 100_000),
  transferImport: sheet(16 * MB, 50_000),
  countLinesImport: sheet(4 * MB, 20_000),
  countBatchImport: sheet(4 * MB, 20_000),
  saleBatchImport: sheet(4 * MB, 20_000),
  saleLinesParse: sheet(2 * MB, 5_000),
  priceListCompare: sheet(8 * MB, 50_000),
  purchaseImport: sheet(8 * MB, 20_000),
  waybillImport: sheet(4 * MB, 10_000),
  financeEntryImport: sheet(8 * MB, 20_000),
  invoiceClientImport: sheet(4 * MB, 10_000),
} as const satisfies Record<string, UploadLimit>;

/** Content types a spreadsheet upload may arrive under as raw bytes (not JSON). */
export const SHEET_CONTENT_TYPES = ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv', 'application/octet-stream'] as const;
/** What the browser's file pickers offer. */
export const SHEET_ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/** Characters of the base64 text of a file of `bytes` bytes. */
export const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

/** Bytes of the file a base64 text stands for (padding and whitespace not counted). */
export function base64Bytes(text: string): number {
  const clean = text.replace(/[\s=]/g, '').length;
  return Math.floor((clean * 3) / 4);
}

export const formatBytes = (bytes: number) => (bytes >= MB ? `${+(bytes / MB).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);

/** The `file` field of a JSON upload (base64): at most the route's limit. */
export const base64File = (limit: UploadLimit) =>
  z
    .base64('the file must be base64')
    .min(4, 'the file is empty')
    .max(base64Length(limit.maxBytes), `the file is larger than the ${formatBytes(limit.maxBytes)} allowed`);

/**
 * The result of a queued sheet call (counts, sale orders and lines, price-list compare), read from
 * GET /api/queue/status?id= once the job completed: what the call used to answer (`data`), or the
 * refusal it used to answer (status 400 `import_refused` with its row report in `error.details`,
 * 404, 409...), in which case nothing was changed. The request itself answers 202 {jobId}.
 */
export type SheetJobResult<T> = { ok: true; data: T } | { ok: false; status: number; error: ApiError };
