import { TRANSFER_IMPORT_COLUMNS, type TransferImportColumn, type TransferImportRowError } from '@tradedesk/contracts/inventory/stock-documents';
import { UPLOAD_LIMITS } from '@tradedesk/contracts/platform/uploads';
import { readSheet, type SheetRow } from '../../platform/excel/sheet.js';

export type TransferSheetRow = SheetRow<TransferImportColumn>;

const HEADERS = new Map<string, TransferImportColumn>(
  Object.entries(TRANSFER_IMPORT_COLUMNS).flatMap(([col, names]) => names.map((n) => [n, col as TransferImportColumn])),
);

/** The first sheet of a transfer import (base64), streamed: its rows by column, or what is wrong with the file. */
export function readTransferSheet(file: string): Promise<{ rows: TransferSheetRow[]; errors: TransferImportRowError[] }> {
  return readSheet<TransferImportColumn>(file, HEADERS, [['from'], ['to'], ['quantity'], ['code', 'barcode']], { limit: UPLOAD_LIMITS.transferImport });
}
