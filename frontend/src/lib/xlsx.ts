/**
 * Spreadsheets in the browser: exceljs loaded on demand (only its types are imported here, so the
 * library stays out of the first bundle), a workbook saved as a download, and the import
 * templates (a header row and example rows). Grid exports, import templates and sheet readers
 * all come through here.
 */
import type { Workbook } from 'exceljs';

export type { Workbook, Worksheet } from 'exceljs';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A new, empty workbook (exceljs is fetched the first time). */
export async function newWorkbook(): Promise<Workbook> {
  // The package is CommonJS: depending on the bundler its classes sit on the module or on `default`.
  const mod = (await import('exceljs')) as unknown as { Workbook?: new () => Workbook; default?: { Workbook: new () => Workbook } };
  const WorkbookClass = mod.Workbook ?? mod.default!.Workbook;
  return new WorkbookClass();
}

/** Hands a file to the browser as a download named `fileName`. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Writes the workbook and downloads it. */
export async function saveWorkbook(workbook: Workbook, fileName: string): Promise<void> {
  downloadBlob(new Blob([await workbook.xlsx.writeBuffer()], { type: XLSX_TYPE }), fileName);
}

/** An import template: the header row in bold, then the example rows, on one sheet (named `import` unless given). */
export async function downloadTemplate(
  fileName: string,
  headers: readonly string[],
  examples: readonly (readonly (string | number)[])[],
  sheetName = 'import',
): Promise<void> {
  const wb = await newWorkbook();
  const ws = wb.addWorksheet(sheetName);
  ws.addRow([...headers]).font = { bold: true };
  for (const row of examples) ws.addRow([...row]);
  headers.forEach((_, i) => (ws.getColumn(i + 1).width = 18));
  await saveWorkbook(wb, fileName);
}
