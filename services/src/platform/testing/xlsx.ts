import ExcelJS from 'exceljs';

/** A one-sheet .xlsx as base64, the way the import endpoints take files (tests build their files with it). */
export async function xlsxBase64(rows: (string | number | boolean | null)[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}
