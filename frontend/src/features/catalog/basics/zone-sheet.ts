import Papa from 'papaparse';
import { newWorkbook } from '../../../lib/xlsx';

/**
 * Zones from a spreadsheet, read in the browser (the import endpoint takes rows as JSON): an
 * .xlsx's first sheet or a .csv (papaparse; UTF-8, separator guessed), one header row (code, name, barcode; case, spaces and accents ignored, a few
 * Spanish and Chinese aliases), then one zone per row. Blank rows are skipped, every other row
 * goes to the server, which checks each and reports by row number.
 */
const ALIASES: Record<'code' | 'name' | 'barcode', string[]> = {
  code: ['code', 'zonecode', 'codigo', '编号', '库位编号'],
  name: ['name', 'zonename', 'nombre', '名称', '库位名称'],
  barcode: ['barcode', 'codigodebarras', '条码'],
};
const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_\-.]/g, '');

export interface ZoneSheet {
  rows: { code?: string; name?: string; barcode?: string }[];
  /** The sheet row number of each row sent (row 1 is the header). */
  sheetRows: number[];
  missing: string[];
}

/** A cell as text: numbers as written (no float noise for codes such as 100200300), rich text flattened. */
export function cellToText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'boolean') return String(v);
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  const o = v as { richText?: { text: string }[]; result?: unknown; text?: unknown };
  if (Array.isArray(o.richText)) return o.richText.map((r) => r.text).join('').trim();
  if ('result' in o) return cellToText(o.result);
  if ('text' in o) return String(o.text).trim();
  return String(v).trim();
}

/** Rows of cell values (the header first) -> zone rows for the import call. */
export function zonesFromValues(values: readonly (readonly unknown[])[]): ZoneSheet {
  const [header = [], ...body] = values;
  const columns = new Map<number, 'code' | 'name' | 'barcode'>();
  header.forEach((h, i) => {
    const key = (Object.keys(ALIASES) as ('code' | 'name' | 'barcode')[]).find((k) => ALIASES[k].includes(norm(cellToText(h))));
    if (key && ![...columns.values()].includes(key)) columns.set(i, key);
  });
  const found = new Set(columns.values());
  const missing = (['code', 'name'] as const).filter((k) => !found.has(k));
  const rows: ZoneSheet['rows'] = [];
  const sheetRows: number[] = [];
  body.forEach((cells, i) => {
    const row: ZoneSheet['rows'][number] = {};
    let any = false;
    for (const [col, key] of columns) {
      const text = cellToText(cells[col]);
      if (text) any = true;
      row[key] = text;
    }
    if (!any) return;
    rows.push(row);
    sheetRows.push(i + 2);
  });
  return { rows, sheetRows, missing };
}

/** A CSV text's rows of cells (a BOM dropped; the separator, of comma, semicolon or tab, guessed). */
export function csvValues(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimitersToGuess: [',', ';', '\t'], skipEmptyLines: false });
  return parsed.data;
}

const isCsv = (file: File) => /\.csv$/i.test(file.name) || /^text\/(csv|plain)\b/i.test(file.type);

/** Reads a .csv, or the first sheet of an .xlsx file, reporting progress (0..1) as the file is read. */
export async function readZoneSheet(file: File, onProgress: (share: number) => void): Promise<ZoneSheet> {
  onProgress(0);
  if (isCsv(file)) {
    const values = csvValues(await file.text());
    onProgress(1);
    return zonesFromValues(values);
  }
  const buffer = await file.arrayBuffer();
  onProgress(0.4);
  const wb = await newWorkbook();
  await wb.xlsx.load(buffer);
  onProgress(0.8);
  const ws = wb.worksheets[0];
  const values: unknown[][] = [];
  ws?.eachRow({ includeEmpty: true }, (row, n) => {
    // exceljs rows are 1-based with a hole at 0.
    values[n - 1] = (row.values as unknown[]).slice(1);
  });
  for (let i = 0; i < values.length; i++) values[i] ??= [];
  onProgress(1);
  return zonesFromValues(values);
}
