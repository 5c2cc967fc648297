import { ErrorCode } from '@tradedesk/contracts/platform/envelope';
import ExcelJS from 'exceljs';
import { ApiException } from '../http/errors.js';
import { cellText, normHeader } from './cells.js';

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
 * The first sheet of an .xlsx (base64) as rows keyed by known columns. `headers` maps accepted
 * header spellings (compared without case, spaces, _ - .) to columns; `required` lists groups
 * of columns of which at least one must be present (['code', 'barcode'] = either; with its own
 * message when the column names alone would not say it). Unknown or
 * repeated headers and missing columns are errors of row 1; blank rows are skipped.
 */
export async function readSheet<C extends string>(
  file: string | Buffer,
  headers: Record<string, C> | Map<string, C>,
  required: (C[] | { columns: C[]; message: string })[],
  opts: {
    allowNoRows?: boolean;
    /** Columns the sheet may carry besides ours (a supplier's own sheet) are skipped, not refused. */
    ignoreUnknown?: boolean;
  } = {},
): Promise<{ rows: SheetRow<C>[]; errors: SheetRowError[] }> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load((typeof file === 'string' ? Buffer.from(file, 'base64') : file) as any);
  } catch (e) {
    return { rows: [], errors: [{ row: 0, field: 'file', message: `not a readable .xlsx file (${(e as Error).message})` }] };
  }
  const ws = wb.worksheets[0];
  if (!ws || ws.rowCount === 0) return { rows: [], errors: [{ row: 0, field: 'file', message: 'the first sheet is empty' }] };
  // Accents are dropped too: "Código proveedor" is "codigoproveedor".
  const norm = (h: string) => normHeader(h.normalize('NFD').replace(/\p{M}/gu, ''));
  const known = new Map([...(headers instanceof Map ? headers : Object.entries(headers))].map(([h, c]) => [norm(h), c]));
  const errors: SheetRowError[] = [];
  const columns = new Map<number, C>();
  ws.getRow(1).eachCell((cell, col) => {
    const text = cellText(cell.value);
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
  if (errors.length) return { rows: [], errors };
  const rows: SheetRow<C>[] = [];
  ws.eachRow({ includeEmpty: false }, (r, n) => {
    if (n === 1) return;
    const cells: Partial<Record<C, string>> = {};
    for (const [col, key] of columns) {
      const v = cellText(r.getCell(col).value);
      if (v !== '') cells[key] = v;
    }
    if (Object.keys(cells).length) rows.push({ row: n, cells });
  });
  if (rows.length === 0 && !opts.allowNoRows) errors.push({ row: 0, field: 'file', message: 'the sheet has no rows below the header' });
  return { rows, errors };
}

/** 400 "nothing imported" with every refused row in `details` (path `row N.field`). */
export function importRefused(errors: SheetRowError[], totalRows: number): ApiException {
  errors.sort((a, b) => a.row - b.row);
  const rows = new Set(errors.filter((e) => e.row > 1).map((e) => e.row)).size;
  const what = rows ? `${rows} of ${totalRows} rows refused` : 'the file was refused';
  return new ApiException(400, ErrorCode.DomainRuleViolated, `Nothing imported: ${what}.`, errors.map((e) => ({ path: `row ${e.row}.${e.field}`, message: e.message })), 'import_refused');
}
