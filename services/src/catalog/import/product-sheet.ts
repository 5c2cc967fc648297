import { IMPORT_COLUMNS, type ImportColumn, type ImportRowError } from '@tradedesk/contracts/catalog/product-import';
import { UPLOAD_LIMITS } from '@tradedesk/contracts/platform/uploads';
import { readSheet, type SheetRow } from '../../platform/excel/sheet.js';

export type ProductSheetRow = SheetRow<ImportColumn>;

const HEADER_LOOKUP = new Map<string, ImportColumn>(Object.entries(IMPORT_COLUMNS).flatMap(([col, names]) => names.map((n) => [n, col as ImportColumn])));

/** The barcode columns of a product row: the base unit's and each packing's. */
export const BARCODE_COLUMNS = ['barcode', 'boxBarcode', 'bigBagBarcode', 'bagBarcode'] as const satisfies readonly ImportColumn[];

/** The first sheet of a product import (base64), streamed: its header row and its non-blank rows (code and name columns required), or what is wrong with the file. */
export function readProductSheet(file: string): Promise<{ rows: ProductSheetRow[]; errors: ImportRowError[] }> {
  return readSheet<ImportColumn>(file, HEADER_LOOKUP, [['code'], ['name']], { allowNoRows: true, limit: UPLOAD_LIMITS.productImport });
}
