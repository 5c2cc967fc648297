import { formatQuantity } from '@tradedesk/contracts/platform/money';
import { Readable } from 'node:stream';
import { setTimeout as pause } from 'node:timers/promises';
import { ErrorCode } from '@tradedesk/contracts/platform/envelope';
import { formatBytes, type UploadLimit } from '@tradedesk/contracts/platform/uploads';
import { parse as parseCsv } from 'csv-parse';
import type ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { ApiException } from '../http/errors.js';
import { cellText } from './cells.js';

/**
 * The bytes side of a spreadsheet upload: which format a file is, the cheap checks the request
 * makes before queueing it (no parsing there), and the streamed reading of its rows (in the job).
 * An .xlsx is read with exceljs's streaming WorkbookReader after its zip entries' real inflated
 * sizes were counted against the limit; a .csv with csv-parse. Both pause now and then as
 * they go, so an import never holds the API.
 */

export type SheetFormat = 'xlsx' | 'csv';

/** A file-level problem found while reading: becomes a row-0 error of the import's report. */
export class SheetFileError extends Error {
  constructor(
    message: string,
    /** True when a limit was passed (the request answers 413, a job reports it). */
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

const isZip = (b: Buffer) => b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/** Text, as far as its first bytes tell: no NUL and no control bytes other than tab/CR/LF/FF. */
function looksLikeText(b: Buffer): boolean {
  const head = b.subarray(0, 8192);
  for (const byte of head) if (byte === 0 || (byte < 0x20 && byte !== 9 && byte !== 10 && byte !== 13 && byte !== 12)) return false;
  return true;
}

/**
 * The format of an upload: a zip is an .xlsx; text (by Content-Type text/csv, a .csv name or its
 * content) is a CSV; anything else, and a file sent as an .xlsx that is no zip, is refused (400).
 */
export function sheetFormat(bytes: Buffer, hint: { contentType?: string; fileName?: string } = {}): SheetFormat {
  if (bytes.length === 0) throw new ApiException(400, ErrorCode.ValidationFailed, 'Invalid file: the file is empty.', [{ path: 'file', message: 'the file is empty' }]);
  if (isZip(bytes)) return 'xlsx';
  const declaredCsv = /^text\/(csv|plain)\b/i.test(hint.contentType ?? '') || /\.csv$/i.test(hint.fileName ?? '');
  // Sent as an .xlsx (its own Content-Type or name) but not a zip: a broken or renamed file, not a CSV.
  const declaredXlsx = /^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet\b/i.test(hint.contentType ?? '') || /\.xlsx$/i.test(hint.fileName ?? '');
  if (declaredXlsx && !declaredCsv) {
    throw new ApiException(400, ErrorCode.ValidationFailed, 'Invalid file: not an .xlsx spreadsheet.', [{ path: 'file', message: 'not an .xlsx spreadsheet' }]);
  }
  if (looksLikeText(bytes)) return 'csv';
  const message = declaredCsv ? 'not a text CSV file' : 'not an .xlsx spreadsheet or a CSV file';
  throw new ApiException(400, ErrorCode.ValidationFailed, `Invalid file: ${message}.`, [{ path: 'file', message }]);
}

type ZipFile = yauzl.ZipFile;
const openZip = (bytes: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (e, z) => (e ? reject(e) : resolve(z!))),
  );

/** Every entry of a zip, one at a time (the callback may read it). */
async function eachEntry(zip: ZipFile, fn: (entry: yauzl.Entry) => Promise<void>) {
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => fn(entry).then(() => zip.readEntry(), (e) => (zip.close(), reject(e))));
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
}

const MAX_ENTRIES = 10_000;
const tooMuchUnzipped = (limit: UploadLimit) =>
  new SheetFileError(`the spreadsheet unpacks to more than the ${formatBytes(limit.maxUncompressedBytes)} allowed (its sheets are too large or it is not a genuine .xlsx)`, true);

/**
 * The request's check of an .xlsx: its zip directory is readable and the uncompressed sizes it
 * declares stay within the limit. Reads the directory only (nothing is inflated).
 */
export async function checkXlsxDirectory(bytes: Buffer, limit: UploadLimit): Promise<void> {
  let zip: ZipFile;
  try {
    zip = await openZip(bytes);
  } catch (e) {
    throw new SheetFileError(`not a readable .xlsx file (${(e as Error).message})`);
  }
  let total = 0;
  let entries = 0;
  try {
    await eachEntry(zip, async (entry) => {
      total += entry.uncompressedSize;
      if (++entries > MAX_ENTRIES || total > limit.maxUncompressedBytes) throw tooMuchUnzipped(limit);
    });
  } finally {
    zip.close();
  }
}

/**
 * The job's check of an .xlsx: every entry inflated and counted (a zip whose directory lies about
 * its sizes is stopped here, by yauzl's size check or by the running total), never kept.
 */
async function countInflated(bytes: Buffer, limit: UploadLimit): Promise<void> {
  await checkXlsxDirectory(bytes, limit);
  const zip = await openZip(bytes);
  let total = 0;
  try {
    await eachEntry(zip, async (entry) => {
      if (/\/$/.test(entry.fileName)) return;
      const stream = await new Promise<Readable>((resolve, reject) => zip.openReadStream(entry, (e, s) => (e ? reject(e) : resolve(s!))));
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > limit.maxUncompressedBytes) {
          stream.destroy();
          throw tooMuchUnzipped(limit);
        }
      }
    });
  } catch (e) {
    if (e instanceof SheetFileError) throw e;
    throw new SheetFileError(`not a readable .xlsx file (${(e as Error).message})`);
  } finally {
    zip.close();
  }
}

/** A row of the first sheet: its number (1 = header) and its cells as text, by column (1-based). */
export interface RawRow {
  row: number;
  cells: string[];
}

/** A Readable over a buffer in small slices, so the unzip and parse steps interleave with other work. */
const sliced = (bytes: Buffer) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < bytes.length; i += 64 * 1024) yield bytes.subarray(i, i + 64 * 1024);
    })(),
  );

async function* xlsxRows(bytes: Buffer, limit: UploadLimit): AsyncGenerator<RawRow> {
  await countInflated(bytes, limit);
  // Loaded on the first sheet read: most processes never parse one, and exceljs is ~30 MB resident.
  const { default: Excel } = await import('exceljs');
  const reader = new Excel.stream.xlsx.WorkbookReader(sliced(bytes), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  // exceljs reads xl/workbook.xml (sheet names) as it meets it; files written by exceljs store it
  // last, and its streaming unzip does not always deliver that last entry before the worksheets
  // kept aside are read, which then fail on `this.model.sheets` (exceljs#3064). The rows do not
  // need sheet names: an empty model until workbook.xml arrives keeps the read going.
  (reader as unknown as { model?: { sheets: unknown[] } }).model = { sheets: [] };
  try {
    for await (const sheet of reader as AsyncIterable<AsyncIterable<ExcelJS.Row>>) {
      for await (const r of sheet) {
        const cells: string[] = [];
        const values = r.values as ExcelJS.CellValue[];
        const last = Math.min(values.length - 1, limit.maxColumns + 1);
        for (let c = 1; c <= last; c++) cells[c] = cellText(values[c] ?? null);
        yield { row: r.number, cells };
      }
      return; // the first sheet only
    }
  } catch (e) {
    if (e instanceof SheetFileError) throw e;
    throw new SheetFileError(`not a readable .xlsx file (${(e as Error).message})`);
  }
}

/** The separator a CSV's header line uses most: semicolon (European exports), comma or tab. */
function csvDelimiter(bytes: Buffer): string {
  const head = bytes.subarray(0, 64 * 1024).toString('utf8');
  const line = head.split(/\r?\n/, 1)[0] ?? '';
  const counts = [';', ',', '\t'].map((d) => [d, line.split(d).length - 1] as const);
  const [best] = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  return counts.every(([, n]) => n === 0) ? ',' : best;
}

async function* csvRows(bytes: Buffer, limit: UploadLimit): AsyncGenerator<RawRow> {
  const parser = sliced(bytes).pipe(
    parseCsv({
      bom: true,
      delimiter: csvDelimiter(bytes),
      relax_column_count: true,
      skip_empty_lines: false,
      // One field may not be a whole file (an unclosed quote otherwise swallows everything).
      max_record_size: 1024 * 1024,
    }),
  );
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row++;
      const cells: string[] = [];
      for (let c = 0; c < Math.min(record.length, limit.maxColumns + 1); c++) {
        const text = record[c].trim();
        if (text.includes('\uFFFD')) throw new SheetFileError('the CSV file is not UTF-8 text (save it as "CSV UTF-8")');
        cells[c + 1] = text;
      }
      yield { row, cells };
    }
  } catch (e) {
    if (e instanceof SheetFileError) throw e;
    throw new SheetFileError(`not a readable CSV file (${(e as Error).message.replace(/^Invalid Record Length: /, '')})`);
  } finally {
    parser.destroy();
  }
}

/**
 * The first sheet's rows, streamed, with the file's size checks; stops with a SheetFileError at
 * the first row past `maxRows` (counting the rows below the header) or a header wider than
 * `maxColumns`. Pauses now and then (pacer).
 */
export async function* sheetRows(bytes: Buffer, limit: UploadLimit, format = sheetFormat(bytes)): AsyncGenerator<RawRow> {
  const pace = pacer();
  for await (const r of format === 'xlsx' ? xlsxRows(bytes, limit) : csvRows(bytes, limit)) {
    if (r.row === 1 && r.cells.length - 1 > limit.maxColumns) throw new SheetFileError(`the header row has more than the ${limit.maxColumns} columns allowed`, true);
    if (r.row - 1 > limit.maxRows) throw new SheetFileError(`the file has more than the ${formatQuantity(String(limit.maxRows), 'en')} rows allowed; nothing was imported`, true);
    yield r;
    await pace();
  }
}

/**
 * A loop helper for long work over many rows: after `workMs` of work, a pause of `restMs`. One
 * turn of the event loop is not enough: a request needs several (socket, middleware, a query),
 * each waiting behind a slice, so the pause lets them all through (health stays well under 200 ms
 * while a 100k-row import runs, uploads.api.int.spec.ts).
 */
export function pacer(workMs = 5, restMs = 5): () => Promise<void> | undefined {
  let last = Date.now();
  return () => {
    if (Date.now() - last <= workMs) return undefined;
    return pause(restMs).then(() => void (last = Date.now()));
  };
}
