import { z } from 'zod';
import { base64File, UPLOAD_LIMITS } from '../platform/uploads.js';

/**
 * /finance/Excel-import: income and expense entries from an .xlsx or .csv, read by a queue job,
 * all or nothing with a row report (docs/finance-accounts.md "Import"). Each row names its
 * account by name, its class by path ("Rent / Shop") or name, and the party by its code.
 */
/** The queue job that reads the sheet. */
export const FINANCE_ENTRY_IMPORT_JOB = 'finance.import-entries';

export const ENTRY_IMPORT_COLUMNS = {
  direction: ['direction', 'type', 'incomeorexpense'],
  account: ['account', 'accountname'],
  class: ['class', 'classname', 'classpath'],
  amount: ['amount'],
  date: ['date', 'businessday'],
  partyType: ['partytype'],
  partyCode: ['party', 'partycode'],
  memo: ['memo', 'note'],
  attachment: ['attachment', 'attachmentreference'],
} as const;
export type EntryImportColumn = keyof typeof ENTRY_IMPORT_COLUMNS;
export const ENTRY_IMPORT_TEMPLATE_HEADERS: Record<EntryImportColumn, string> = {
  direction: 'direction',
  account: 'account',
  class: 'class',
  amount: 'amount',
  date: 'date',
  partyType: 'party type',
  partyCode: 'party code',
  memo: 'memo',
  attachment: 'attachment',
};

/** POST /be/api/finance/entries/import as JSON (the sheet may also come as the raw body with ?commandId=). */
export const importFinanceEntriesBody = z.object({ commandId: z.uuid().optional(), file: base64File(UPLOAD_LIMITS.financeEntryImport) }).strict();
export type ImportFinanceEntriesBody = z.infer<typeof importFinanceEntriesBody>;
export const importFinanceEntriesQuery = z.object({ commandId: z.uuid().optional() }).strict();

export interface EntryImportRowError {
  /** The sheet's row number (1 = the header row; 0 = the file itself). */
  row: number;
  field: string;
  message: string;
}
export interface EntryImportReport {
  /** Rows below the header (blank rows not counted). */
  total: number;
  /** Rows posted (all of them, or 0). */
  imported: number;
  refused: number;
  errors: EntryImportRowError[];
  /** The entries posted, in the sheet's order. */
  ids: string[];
  /** True when the same commandId had already been imported: nothing was appended again. */
  duplicate: boolean;
}
