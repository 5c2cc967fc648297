/**
 * The manual account entry form (CustomerCreateAccount), pure: what the person picks (kind,
 * direction, a positive amount) turned into the API body (a signed amount for opening balances
 * and adjustments), checked with the contract's schema and the currency's decimals.
 */
import { recordAccountEntryBody, type RecordAccountEntryBody } from '@tradedesk/contracts/customers/customer-accounts';
import type { PaymentMethod } from '@tradedesk/contracts/sales/sale-order';
import { amountDecimals } from './format';

export type EntryKind = RecordAccountEntryBody['kind'];
/** owes: the customer owes more (debit); credit: it owes less, or has credit with us. */
export type Direction = 'owes' | 'credit';

export interface EntryFormState {
  kind: EntryKind;
  direction: Direction;
  amount: string;
  currency: string;
  method: PaymentMethod;
  reference: string;
  dueDate: string;
  reason: string;
  memo: string;
}

export const emptyEntryForm = (currency: string): EntryFormState => ({
  kind: 'payment',
  direction: 'owes',
  amount: '',
  currency,
  method: 'cash',
  reference: '',
  dueDate: '',
  reason: '',
  memo: '',
});

/** The kinds whose amount goes either way (the person chooses the direction). */
export const hasDirection = (kind: EntryKind) => kind === 'opening' || kind === 'adjustment';

export function entryBody(f: EntryFormState, commandId: string): { ok: true; body: RecordAccountEntryBody } | { ok: false; errors: Record<string, string> } {
  const amount = f.amount.trim();
  const decimals = amountDecimals(f.currency);
  const places = amount.includes('.') ? amount.split('.')[1]!.length : 0;
  if (/^\d+(\.\d+)?$/.test(amount) && places > decimals) return { ok: false, errors: { amount: decimals === 0 ? 'no decimals in this currency' : `at most ${decimals} decimals` } };
  const signed = hasDirection(f.kind) && f.direction === 'credit' ? `-${amount}` : amount;
  const common = { commandId, amount: signed, currency: f.currency.trim().toUpperCase() || undefined, memo: f.memo };
  const raw =
    f.kind === 'payment'
      ? { ...common, kind: f.kind, method: f.method, reference: f.reference, ...(f.dueDate ? { dueDate: f.dueDate } : {}) }
      : f.kind === 'refund'
        ? { ...common, kind: f.kind, method: f.method, reference: f.reference }
        : f.kind === 'adjustment'
          ? { ...common, kind: f.kind, reason: f.reason }
          : { ...common, kind: f.kind };
  const r = recordAccountEntryBody.safeParse(raw);
  if (r.success) return { ok: true, body: r.data };
  const errors: Record<string, string> = {};
  for (const i of r.error.issues) {
    const key = i.path.length ? String(i.path[0]) : '';
    if (!(key in errors)) errors[key] = i.message;
  }
  return { ok: false, errors };
}
