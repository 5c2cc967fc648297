import { ENTRY_IMPORT_COLUMNS, type EntryImportColumn, type EntryImportRowError } from '@tradedesk/contracts/finance/entry-import';
import { UPLOAD_LIMITS } from '@tradedesk/contracts/platform/uploads';
import { readSheet, type SheetRow } from '../../../platform/excel/sheet.js';

export type EntrySheetRow = SheetRow<EntryImportColumn>;

const HEADERS = new Map<string, EntryImportColumn>(Object.entries(ENTRY_IMPORT_COLUMNS).flatMap(([col, names]) => names.map((n) => [n, col as EntryImportColumn])));

/** The first sheet of an entry import (base64), streamed: its rows by column, or what is wrong with the file. */
export function readEntrySheet(file: string): Promise<{ rows: EntrySheetRow[]; errors: EntryImportRowError[] }> {
  return readSheet<EntryImportColumn>(file, HEADERS, [['direction'], ['account'], ['class'], ['amount']], { limit: UPLOAD_LIMITS.financeEntryImport });
}
