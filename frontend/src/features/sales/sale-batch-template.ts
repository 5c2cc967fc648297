import type { TFunction } from 'i18next';

/**
 * The batch-input spreadsheet (POST sale/order/batch-import): its columns, the template offered
 * for download, and the refusal report read back from the server's error details. Pure except
 * the download.
 */
export const BATCH_COLUMNS = ['ref', 'customer', 'warehouse', 'code', 'barcode', 'unit', 'quantity', 'price', 'discount', 'gift', 'memo'] as const;
export type BatchColumn = (typeof BATCH_COLUMNS)[number];

export interface RefusedRow {
  /** Sheet row (1 = the header row, 0 = the file itself). */
  row: number;
  field: string;
  message: string;
}

/** The server names each refusal 'row <n>.<field>'. */
export function refusedRows(details: { path: string; message: string }[] | undefined): RefusedRow[] {
  return (details ?? []).map((d) => {
    const m = /^row (\d+)\.(.*)$/.exec(d.path);
    return m ? { row: Number(m[1]), field: m[2]!, message: d.message } : { row: 0, field: d.path, message: d.message };
  });
}

/** Rows of the help sheet: each column, whether it is required, and what goes in it. */
export function templateHelp(t: TFunction): string[][] {
  return BATCH_COLUMNS.map((c) => [c, t(`saleImport.columns.${c}`)]);
}

/**
 * Downloads sale-orders-template.xlsx: the first sheet (the one imported) has only the header
 * row; a second sheet explains the columns with an example, so no example row is imported by
 * mistake.
 */
export async function downloadBatchTemplate(t: TFunction): Promise<void> {
  const mod = (await import('exceljs')) as unknown as { Workbook?: new () => Workbook; default?: { Workbook: new () => Workbook } };
  const WorkbookCtor = mod.Workbook ?? mod.default!.Workbook;
  const wb = new WorkbookCtor();
  const orders = wb.addWorksheet('orders');
  orders.addRow([...BATCH_COLUMNS]);
  orders.getRow(1).font = { bold: true };
  const help = wb.addWorksheet(t('saleImport.helpSheet').slice(0, 31));
  help.addRow([t('saleImport.helpColumn'), t('saleImport.helpMeaning')]);
  help.getRow(1).font = { bold: true };
  for (const row of templateHelp(t)) help.addRow(row);
  help.addRow([]);
  help.addRow([t('saleImport.helpExample')]);
  help.addRow([...BATCH_COLUMNS]);
  help.addRow(['A-1', 'C001', 'CENTRAL', 'COLA-350', '', 'box', 2, '', '', '', '']);
  help.addRow(['A-1', '', '', '', '7802000000035', '', 12, 390, 5, 'no', '']);
  help.addRow(['B-7', 'C002', 'TIENDA', 'AGUA-500', '', 'unit', 6, '', '', 'yes', '']);
  const buffer = await wb.xlsx.writeBuffer();
  const url = URL.createObjectURL(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'sale-orders-template.xlsx';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

interface Workbook {
  addWorksheet(name: string): Sheet;
  xlsx: { writeBuffer(): Promise<ArrayBuffer> };
}
interface Sheet {
  addRow(values: unknown[]): unknown;
  getRow(n: number): { font: unknown };
}
