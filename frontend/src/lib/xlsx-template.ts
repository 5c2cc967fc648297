/** An import template as a spreadsheet: the header row and example rows (exceljs, loaded on demand). */
interface TemplateBook {
  addWorksheet(name: string): { addRow(values: unknown[]): { font: unknown }; getColumn(n: number): { width: number } };
  xlsx: { writeBuffer(): Promise<ArrayBuffer> };
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function downloadTemplate(fileName: string, headers: readonly string[], examples: readonly (readonly (string | number)[])[]): Promise<void> {
  const mod = (await import('exceljs')) as unknown as { Workbook?: new () => TemplateBook; default?: { Workbook: new () => TemplateBook } };
  const Workbook = mod.Workbook ?? mod.default!.Workbook;
  const wb = new Workbook();
  const ws = wb.addWorksheet('import');
  ws.addRow([...headers]).font = { bold: true };
  for (const row of examples) ws.addRow([...row]);
  headers.forEach((_, i) => (ws.getColumn(i + 1).width = 18));
  const buffer = await wb.xlsx.writeBuffer();
  const url = URL.createObjectURL(new Blob([buffer], { type: XLSX_TYPE }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
