/**
 * The manual account entry form (CustomerCreateAccount), pure: what the person picks (kind,
 * direction, a positive amount) turned into the API body (a signed amount for opening balances
 * and adjustments) by a schema that checks the currency's decimals, then pipes the body into the
 * contract's own schema (recordAccountEntryBody) for its rules and messages.
 */
import { recordAccountEntryBody, type RecordAccountEntryBody } from '@tradedesk/contracts/customers/customer-accounts';
import type { PaymentMethod } from '@tradedesk/contracts/sales/sale-order';
import { z } from 'zod';
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

/** The form as typed -> the record body (only the fields of its kind), or the field that is wrong. */
export const customerEntryForm = (commandId: string) =>
  z
    .custom<EntryFormState>((v) => typeof v === 'object' && v !== null)
    .transform((f, ctx): z.input<typeof recordAccountEntryBody> => {
      const amount = f.amount.trim();
      const decimals = amountDecimals(f.currency);
      const places = amount.includes('.') ? amount.split('.')[1]!.length : 0;
      if (/^\d+(\.\d+)?$/.test(amount) && places > decimals) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: decimals === 0 ? 'no decimals in this currency' : `at most ${decimals} decimals` });
        return z.NEVER;
      }
      const signed = hasDirection(f.kind) && f.direction === 'credit' ? `-${amount}` : amount;
      const common = { commandId, amount: signed, currency: f.currency.trim().toUpperCase() || undefined, memo: f.memo };
      if (f.kind === 'payment') return { ...common, kind: f.kind, method: f.method, reference: f.reference, ...(f.dueDate ? { dueDate: f.dueDate } : {}) };
      if (f.kind === 'refund') return { ...common, kind: f.kind, method: f.method, reference: f.reference };
      if (f.kind === 'adjustment') return { ...common, kind: f.kind, reason: f.reason };
      return { ...common, kind: f.kind };
    })
    .pipe(recordAccountEntryBody);
