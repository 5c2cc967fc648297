/**
 * How grid values become Excel cells (pure, unit-tested). Money and quantities travel as decimal
 * strings; they become numbers only when a double holds them exactly (15 significant digits),
 * with a number format keeping their decimals; otherwise they stay text so no digit is lost.
 */
export type ExportKind = 'text' | 'number' | 'decimal' | 'date' | 'datetime' | 'boolean';

export interface ExcelCell {
  value: string | number | boolean | Date | null;
  numFmt?: string;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

export function decimalCell(raw: string): ExcelCell {
  const text = raw.trim();
  if (!DECIMAL.test(text)) return { value: raw };
  const digits = text.replace(/^-/, '').replace('.', '').replace(/^0+(?=\d)/, '');
  if (digits.length > 15) return { value: text };
  const decimals = text.includes('.') ? text.split('.')[1]!.length : 0;
  return { value: Number(text), numFmt: decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0' };
}

export function toExcelCell(value: unknown, kind: ExportKind = 'text', yesNo: (v: boolean) => string = String): ExcelCell {
  if (value === null || value === undefined || value === '') return { value: null };
  switch (kind) {
    case 'number':
      return typeof value === 'number' ? { value } : decimalCell(String(value));
    case 'decimal':
      return decimalCell(typeof value === 'number' ? String(value) : String(value));
    case 'date':
    case 'datetime': {
      const d = value instanceof Date ? value : new Date(typeof value === 'number' && value < 1e11 ? value * 1000 : (value as string));
      if (Number.isNaN(d.getTime())) return { value: String(value) };
      return { value: d, numFmt: kind === 'date' ? 'yyyy-mm-dd' : 'yyyy-mm-dd hh:mm' };
    }
    case 'boolean':
      return { value: yesNo(Boolean(value)) };
    default:
      if (Array.isArray(value)) return { value: value.join(', ') };
      return { value: typeof value === 'object' ? JSON.stringify(value) : String(value) };
  }
}

/** What a column gives the export: its header, how wide, how its values become cells. */
export interface ExportColumn<T> {
  id: string;
  header: string;
  kind?: ExportKind;
  /** Grid width in pixels; the sheet column gets about a seventh of it in characters. */
  width?: number;
  value: (row: T) => unknown;
  /** Value written to Excel when it differs from `value` (e.g. names instead of ids). */
  exportValue?: (row: T) => unknown;
}

export interface ExportSheet {
  columns: { header: string; key: string; width: number }[];
  rows: ExcelCell[][];
}

/** The sheet of a list as it is shown: the columns in their order, one row of cells per row. */
export function exportSheet<T>(columns: readonly ExportColumn<T>[], rows: readonly T[], yesNo: (v: boolean) => string = String): ExportSheet {
  return {
    columns: columns.map((c) => ({ header: c.header, key: c.id, width: Math.max(10, Math.min(60, Math.round((c.width ?? 140) / 7))) })),
    rows: rows.map((row) => columns.map((c) => toExcelCell((c.exportValue ?? c.value)(row), c.kind, yesNo))),
  };
}

/** A worksheet name Excel accepts: at most 31 characters, none of \ / ? * [ ] :. */
export const sheetName = (title: string) => title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' ') || 'Sheet1';

/** A file name safe on every system: "<title> 2024-05-01.xlsx". */
export function exportFileName(title: string, now: Date): string {
  const safe = title.replace(/[\\/:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim() || 'export';
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return `${safe} ${day}.xlsx`;
}
