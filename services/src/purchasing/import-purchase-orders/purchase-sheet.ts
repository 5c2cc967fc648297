import { PURCHASE_IMPORT_COLUMNS, type PurchaseImportColumn } from '@tradedesk/contracts/purchasing/purchase-order';
import { UPLOAD_LIMITS } from '@tradedesk/contracts/platform/uploads';
import { readSheet, type SheetRow, type SheetRowError } from '../../platform/excel/sheet.js';

export type PurchaseSheetRow = SheetRow<PurchaseImportColumn>;

const HEADERS = new Map<string, PurchaseImportColumn>(
  Object.entries(PURCHASE_IMPORT_COLUMNS).flatMap(([col, names]) => names.map((n) => [n, col as PurchaseImportColumn])),
);

/** The first sheet of a purchase order import (base64), streamed: its rows by column, or what is wrong with the file. */
export function readPurchaseSheet(file: string): Promise<{ rows: PurchaseSheetRow[]; errors: SheetRowError[] }> {
  return readSheet<PurchaseImportColumn>(file, HEADERS, [['ref'], ['supplier'], ['warehouse'], ['currency'], ['code'], ['quantity']], { limit: UPLOAD_LIMITS.purchaseImport });
}
