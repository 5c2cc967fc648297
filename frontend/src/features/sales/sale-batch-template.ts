import type { TFunction } from 'i18next';
import { newWorkbook, saveWorkbook } from '../../lib/xlsx';

/**
 * The batch-input spreadsheet (POST sale/order/batch-import): its columns and the template offered
 * for download (the refusal report is read by the import kit, components/import). Pure except the
 * download.
 */
export const BATCH_COLUMNS = ['ref', 'customer', 'warehouse', 'code', 'barcode', 'unit', 'quantity', 'price', 'discount', 'gift', 'memo'] as const;
export type BatchColumn = (typeof BATCH_COLUMNS)[number];

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
  const wb = await newWorkbook();
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
  await saveWorkbook(wb, 'sale-orders-template.xlsx');
}
