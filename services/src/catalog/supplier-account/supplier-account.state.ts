import { canonicalDecimal } from '@tradedesk/contracts/catalog/common';
import type { SupplierAccountEvent, SupplierAccountPosted, SupplierEntryKind } from '@tradedesk/contracts/catalog/supplier-accounts';
import { businessDayOf } from '@tradedesk/contracts/platform/company-time';
import { currencyDecimals } from '@tradedesk/contracts/platform/money';
import { Decimal } from 'decimal.js';
import { type ClosedPeriods, refuseClosedPeriod } from '../../platform/closed-period.js';
import type { DecideContext, EvolveEvent } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';

interface EntryState {
  kind: SupplierEntryKind;
  currency: string;
  amount: string;
  reversedBy: string | null;
  /** The money account a payment left (its reversal gives the money back to it). */
  accountId: string | null;
}

/** The payables ledger of one supplier as far as decisions need it: its entries and the documents posted. */
export interface SupplierAccountState {
  entries: Record<string, EntryState>;
  /** `<kind>:<source id>` of the documents already posted (a receipt posts once). */
  sources: string[];
}

/** What every posting needs looked up: the supplier exists, and the company's time zone (its business day). */
export interface AccountFacts {
  supplierExists: boolean;
  /** The company's offset from UTC in hours (SystemTimeZone). */
  utcOffsetHours: number;
  /** The closed days and months among the days the posting may be dated on (the closing guard). */
  closed: ClosedPeriods;
}

/** What every posting names: the supplier, the new entry's id, its date (the business day today when not given). */
export interface Posting {
  supplierId: string;
  entryId: string;
  date?: string;
  facts: AccountFacts;
}

export const initialSupplierAccountState = (): SupplierAccountState => ({ entries: {}, sources: [] });

export function evolveSupplierAccount(s: SupplierAccountState, e: EvolveEvent<SupplierAccountEvent>): SupplierAccountState {
  // One event type: a posting. Unknown types (none today) leave the state as it is.
  if (e.type !== 'SupplierAccountPosted') return s;
  const d: SupplierAccountPosted['data'] = e.data;
  const entries = { ...s.entries, [d.entryId]: { kind: d.kind, currency: d.currency, amount: d.amount, reversedBy: null, accountId: d.accountId ?? null } };
  if (d.reverses && entries[d.reverses]) entries[d.reverses] = { ...entries[d.reverses], reversedBy: d.entryId };
  return { entries, sources: d.source ? [...s.sources, `${d.kind}:${d.source.id}`] : s.sources };
}

/**
 * Every posting: the supplier exists, the date is not after today (the company's business day)
 * nor in a closed day or month,
 * the entry id is new. Answers what the posting's event starts with.
 */
export function requirePosting(c: Posting, s: SupplierAccountState, ctx: DecideContext) {
  if (!c.facts.supplierExists) throw new DomainError('supplier_not_found', `Supplier ${c.supplierId} does not exist.`, 404);
  const today = businessDayOf(ctx.now, c.facts.utcOffsetHours);
  const date = c.date ?? today;
  if (date > today) throw new DomainError('date_in_future', `The date ${date} is after today (${today}).`, 400, { field: 'date' });
  refuseClosedPeriod(c.facts.closed, date);
  if (s.entries[c.entryId]) throw new DomainError('entry_exists', `Entry ${c.entryId} exists already.`, 409);
  return { supplierId: c.supplierId, entryId: c.entryId, date };
}

/** The amount as a Decimal, within the currency's decimals (0 for CLP and HUF, 2 for USD...). */
export function amountOf(raw: string, currency: string): Decimal {
  let d: Decimal;
  try {
    d = new Decimal(raw.trim());
  } catch {
    throw new DomainError('invalid_amount', `${raw} is not a number.`, 400, { field: 'amount' });
  }
  if (!d.isFinite() || d.isZero()) throw new DomainError('invalid_amount', 'The amount must not be 0.', 400, { field: 'amount' });
  const places = currencyDecimals(currency);
  if (d.decimalPlaces() > places) {
    throw new DomainError('amount_decimals', `${currency} amounts have ${places === 0 ? 'no decimals' : `at most ${places} decimals`}: ${raw}.`, 400, { field: 'amount', currency, decimals: places, amount: raw });
  }
  return d;
}

export const signed = (d: Decimal) => (d.isNegative() ? `-${canonicalDecimal(d.abs().toFixed())}` : canonicalDecimal(d.toFixed()));

/** Entries of a currency that still count: neither reversed nor a reversal. */
export const liveIn = (s: SupplierAccountState, currency: string) => Object.values(s.entries).filter((e) => e.currency === currency && e.kind !== 'reversal' && e.reversedBy === null);
