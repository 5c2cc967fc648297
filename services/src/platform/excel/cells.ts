import type ExcelJS from 'exceljs';
import { Decimal } from 'decimal.js';

/** A header as matched against known column names: case, spaces, _ - . ignored. */
export const normHeader = (h: string) => h.toLowerCase().replace(/[\s_\-.]/g, '');

/**
 * A cell as text, for imports: numbers without float noise (15 significant digits, as Excel keeps
 * them), rich text and formula results flattened, dates as ISO strings.
 */
export function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? new Decimal(v).toSignificantDigits(15).toFixed() : '';
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'boolean') return String(v);
  if (v instanceof Date) return v.toISOString();
  const o = v as any;
  if (Array.isArray(o.richText)) return o.richText.map((r: any) => r.text).join('').trim();
  if ('result' in o) return cellText(o.result);
  if ('text' in o) return String(o.text).trim();
  return String(v).trim();
}
