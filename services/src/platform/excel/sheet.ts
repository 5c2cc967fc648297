import { ErrorCode } from '@tradedesk/contracts/platform/envelope';
import type { UploadLimit } from '@tradedesk/contracts/platform/uploads';
import { ApiException } from '../http/errors.js';
import { normHeader } from './cells.js';
import { type SheetFormat, SheetFileError, sheetFormat, sheetRows } from './upload-file.js';

/** A refused row of an import: the sheet's row number (1 = header, 0 = the file itself), field, why. */
export interface SheetRowError {
  row: number;
  field: string;
  message: string;
}

export interface SheetRow<C extends string> {
  row: number;
  cells: Partial<Record<C, string>>;
}

/**
 * The first sheet of an .xlsx or a .csv (bytes, or base64) as rows keyed by known columns,
 * streamed (docs/api.md, "Uploads"). `headers` maps accepted header spellings (compared without
 * case, spaces, _ - . and accents) to columns; `required` lists groups of columns of which at
 * least one must be present (['code', 'barcode'] = either; with its own message when the column
 * names alone would not say it). Unknown or repeated headers and missing columns are errors of
 * row 1; blank rows are skipped. A file past the route's `limit` (rows, columns, unzipped size) or
 * unreadable is one error of row 0 and no rows.
 */
export async function readSheet<C extends string>(
  file: string | Buffer,
  headers: Record<string, C> | Map<string, C>,
  required: (C[] | { columns: C[]; message: string })[],
  opts: {
    limit: UploadLimit;
    allowNoRows?: boolean;
    /** Columns the sheet may carry besides ours (a supplier's own sheet) are skipped, not refused. */
    ignoreUnknown?: boolean;
  },
): Promise<{ rows: SheetRow<C>[]; errors: SheetRowError[] }> {
  const bytes = typeof file === 'string' ? Buffer.from(file, 'base64') : file;
  // Accents are dropped too: "Código proveedor" is "codigoproveedor".
  const norm = (h: string) => normHeader(h.normalize('NFD').replace(/\p{M}/gu, ''));
  const known = new Map([...(headers instanceof Map ? headers : Object.entries(headers))].map(([h, c]) => [norm(h), c]));
  const errors: SheetRowError[] = [];
  const columns = new Map<number, C>();
  const rows: SheetRow<C>[] = [];
  let seen = false;
  const readHeader = (cells: string[]) => {
    cells.forEach((text, col) => {
      if (!text) return;
      const key = known.get(norm(text));
      if (!key && opts.ignoreUnknown) return;
      if (!key) errors.push({ row: 1, field: text, message: `unknown column "${text}"` });
      else if ([...columns.values()].includes(key)) errors.push({ row: 1, field: text, message: `column ${key} appears twice` });
      else columns.set(col, key);
    });
    const present = new Set(columns.values());
    for (const need of required) {
      const group = Array.isArray(need) ? need : need.columns;
      const message = Array.isArray(need) ? `the header row has no ${group.join(' or ')} column` : need.message;
      if (!group.some((c) => present.has(c))) errors.push({ row: 1, field: group[0], message });
    }
  };
  try {
    let format: SheetFormat;
    try {
      format = sheetFormat(bytes);
    } catch (e) {
      throw new SheetFileError((e as Error).message.replace(/^Invalid file: |\.$/g, ''));
    }
    for await (const r of sheetRows(bytes, opts.limit, format)) {
      if (!seen) {
        seen = true;
        // A sheet whose row 1 is blank has no header row.
        readHeader(r.row === 1 ? r.cells : []);
        if (errors.length) return { rows: [], errors };
        if (r.row === 1) continue;
      }
      const cells: Partial<Record<C, string>> = {};
      for (const [col, key] of columns) {
        const v = r.cells[col];
        if (v) cells[key] = v;
      }
      if (Object.keys(cells).length) rows.push({ row: r.row, cells });
    }
  } catch (e) {
    if (!(e instanceof SheetFileError)) throw e;
    return { rows: [], errors: [{ row: 0, field: 'file', message: e.message }] };
  }
  if (!seen) return { rows: [], errors: [{ row: 0, field: 'file', message: 'the first sheet is empty' }] };
  if (rows.length === 0 && !opts.allowNoRows) errors.push({ row: 0, field: 'file', message: 'the sheet has no rows below the header' });
  return { rows, errors };
}

/** 400 "nothing imported" with every refused row in `details` (path `row N.field`). */
export function importRefused(errors: SheetRowError[], totalRows: number): ApiException {
  errors.sort((a, b) => a.row - b.row);
  const rows = new Set(errors.filter((e) => e.row > 1).map((e) => e.row)).size;
  const what = rows ? `${rows} of ${totalRows} rows refused` : 'the file was refused';
  return new ApiException(
    400,
    ErrorCode.DomainRuleViolated,
    `Nothing imported: ${what}.`,
    errors.map((e) => ({ path: `row ${e.row}.${e.field}`, message: e.message })),
    'import_refused',
    rows ? { refused: rows, total: totalRows } : undefined,
  );
}
