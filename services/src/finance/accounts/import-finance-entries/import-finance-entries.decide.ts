import type { EntryImportReport, EntryImportRowError } from '@tradedesk/contracts/finance/entry-import';
import type { ClosedPeriods } from '../../../platform/closed-period.js';
import { ENTRY_DIRECTIONS, type EntryDirection, PARTY_TYPES, type PartyType } from '@tradedesk/contracts/finance/money-accounts';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { type EntryDraft, initialFinanceEntryState } from '../finance-entry.state.js';
import { decidePostFinanceEntry } from '../post-finance-entry/post-finance-entry.decide.js';
import type { EntrySheetRow } from './entry-sheet.js';

/** An entry sheet with what its rows name, looked up (FinanceAccountsFactsLoader.forEntrySheet). */
export interface EntrySheet {
  rows: EntrySheetRow[];
  /** What is wrong with the file itself or its header row. */
  errors: EntryImportRowError[];
  /** lower(account name) -> the account. */
  accounts: Map<string, { id: string; currency: string }>;
  /** lower(class path or name) -> the classes it may mean. */
  classes: Map<string, { id: string; direction: EntryDirection; path: string }[]>;
  /** `<type>:<lower(code)>` -> the customer's or supplier's id. */
  parties: Map<string, string>;
  utcOffsetHours: number;
  /** The closed days and months among the rows' dates (docs/finance-closing.md). */
  closed: ClosedPeriods;
}

/** A row the sheet's rules let through: the entry to post and its sheet row. */
export interface ImportedEntry extends EntryDraft {
  row: number;
}

/** Direction words a sheet may use, besides income and expense. */
const DIRECTIONS = new Map<string, EntryDirection>([
  ['income', 'income'],
  ['in', 'income'],
  ['+', 'income'],
  ['expense', 'expense'],
  ['out', 'expense'],
  ['-', 'expense'],
]);
/** Where a single entry's refusal lands in the sheet. */
const COLUMN_OF: Record<string, string> = { accountId: 'account', classId: 'class', partyId: 'party code', amount: 'amount', date: 'date' };

/**
 * The row rules of an entry import: a direction (income or expense), an account and a class that
 * exist (the class one of the direction; a name used twice must be given as its path), a party
 * given by type and code together and existing, then every rule of a single entry (amount, its
 * decimals, the date). Any refused row refuses the sheet: the errors name each row and column.
 */
export function decideImportFinanceEntries(sheet: EntrySheet, ctx: DecideContext): { errors: EntryImportRowError[]; entries: ImportedEntry[] } {
  if (sheet.errors.length) return { errors: sheet.errors, entries: [] };
  if (!sheet.rows.length) return { errors: [{ row: 0, field: 'file', message: 'the sheet has no entries below its header row' }], entries: [] };
  const errors: EntryImportRowError[] = [];
  const entries: ImportedEntry[] = [];
  for (const { row, cells } of sheet.rows) {
    const refuse = (field: string, message: string) => errors.push({ row, field, message });
    const text = (c: keyof typeof cells) => (cells[c] ?? '').trim();
    const direction = DIRECTIONS.get(text('direction').toLowerCase());
    if (!direction) {
      refuse('direction', `"${text('direction')}" is neither income nor expense`);
      continue;
    }
    const account = sheet.accounts.get(text('account').toLowerCase());
    if (!account) {
      refuse('account', text('account') ? `there is no account "${text('account')}"` : 'name the account');
      continue;
    }
    const candidates = (sheet.classes.get(text('class').toLowerCase()) ?? []).filter((k) => k.direction === direction);
    if (candidates.length !== 1) {
      refuse('class', candidates.length ? `"${text('class')}" names ${candidates.length} classes: give its path (${candidates.map((k) => k.path).join(', ')})` : `there is no ${direction} class "${text('class')}"`);
      continue;
    }
    const partyTypeText = text('partyType').toLowerCase();
    const partyCode = text('partyCode');
    if (partyTypeText && !(PARTY_TYPES as readonly string[]).includes(partyTypeText)) {
      refuse('party type', `"${text('partyType')}" is neither customer nor supplier`);
      continue;
    }
    if (Boolean(partyTypeText) !== Boolean(partyCode)) {
      refuse(partyCode ? 'party type' : 'party code', 'give the party type and the party code together');
      continue;
    }
    const partyType = (partyTypeText || null) as PartyType | null;
    const partyId = partyType ? (sheet.parties.get(`${partyType}:${partyCode.toLowerCase()}`) ?? null) : null;
    if (partyType && !partyId) {
      refuse('party code', `there is no ${partyType} with the code "${partyCode}"`);
      continue;
    }
    const date = text('date');
    const entry: ImportedEntry = {
      row,
      direction,
      accountId: account.id,
      classId: candidates[0]!.id,
      amount: text('amount'),
      ...(date ? { date } : {}),
      partyType,
      partyId,
      memo: text('memo').slice(0, 500),
      attachment: text('attachment').slice(0, 300),
      facts: { account: { currency: account.currency }, klass: { direction }, partyExists: true, utcOffsetHours: sheet.utcOffsetHours, closed: sheet.closed },
    };
    if (date && !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      refuse('date', `"${date}" is not a date as YYYY-MM-DD`);
      continue;
    }
    try {
      decidePostFinanceEntry({ ...entry, type: 'PostFinanceEntry', entryId: `row-${row}` }, initialFinanceEntryState(), ctx);
      entries.push(entry);
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      const field = typeof e.params?.field === 'string' ? (COLUMN_OF[e.params.field] ?? e.params.field) : 'row';
      refuse(field, e.message);
    }
  }
  return errors.length ? { errors, entries: [] } : { errors: [], entries };
}

/** The report of a refused sheet: nothing posted. */
export function refusedEntryReport(total: number, errors: EntryImportRowError[]): EntryImportReport {
  return { total, imported: 0, refused: new Set(errors.filter((e) => e.row > 1).map((e) => e.row)).size, errors: [...errors].sort((a, b) => a.row - b.row), ids: [], duplicate: false };
}
