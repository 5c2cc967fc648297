import { canonicalDecimal } from '@tradedesk/contracts/catalog/common';
import { type EntrySource, type SupplierAccountEvent, type SupplierAccountPosted, type SupplierEntryKind, type SupplierPaymentMethod } from '@tradedesk/contracts/catalog/supplier-accounts';
import { currencyDecimals } from '@tradedesk/contracts/platform/money';
import { Decimal } from 'decimal.js';
import type { Decider } from '../platform/cqrs/decider.js';
import { DomainError } from '../platform/event-store/errors.js';

interface EntryState {
  kind: SupplierEntryKind;
  currency: string;
  amount: string;
  reversedBy: string | null;
}
export interface SupplierAccountState {
  entries: Record<string, EntryState>;
  /** `<kind>:<source id>` of the documents already posted (a receipt posts once). */
  sources: string[];
}

/** Facts the handler looks up: the supplier exists, and the company's business day today. */
interface Facts {
  supplierId: string;
  entryId: string;
  supplierExists: boolean;
  /** YYYY-MM-DD in the company time zone: entries are not dated in the future. */
  today: string;
  date: string;
}

export type SupplierAccountCommand =
  | (Facts & {
      type: 'RecordSupplierEntry';
      kind: 'opening' | 'payment' | 'adjustment';
      currency: string;
      /** As typed: signed for opening and adjustment, positive for a payment (posted negative). */
      amount: string;
      method: SupplierPaymentMethod | null;
      reference: string;
      reason: string;
      note: string;
    })
  /** A purchasing document posts to the account (issue "purchasing"): amount positive, its sign comes from the kind. */
  | (Facts & {
      type: 'PostSupplierDocument';
      kind: 'purchase' | 'purchase-return';
      currency: string;
      amount: string;
      source: EntrySource;
      reference: string;
      note: string;
    })
  | (Facts & { type: 'ReverseSupplierEntry'; reversesEntryId: string; reason: string });

function checkFacts(cmd: Facts) {
  if (!cmd.supplierExists) throw new DomainError('supplier_not_found', `Supplier ${cmd.supplierId} does not exist.`, 404);
  if (cmd.date > cmd.today) throw new DomainError('date_in_future', `The date ${cmd.date} is after today (${cmd.today}).`, 400, { field: 'date' });
}

/** The amount as a Decimal, within the currency's decimals (0 for CLP and HUF, 2 for USD...). */
function amountOf(raw: string, currency: string): Decimal {
  let d: Decimal;
  try {
    d = new Decimal(raw.trim());
  } catch {
    throw new DomainError('invalid_amount', `${raw} is not a number.`, 400, { field: 'amount' });
  }
  if (!d.isFinite() || d.isZero()) throw new DomainError('invalid_amount', 'The amount must not be 0.', 400, { field: 'amount' });
  const places = currencyDecimals(currency);
  if (d.decimalPlaces() > places) {
    throw new DomainError('amount_decimals', `${currency} amounts have ${places === 0 ? 'no decimals' : `at most ${places} decimals`}: ${raw}.`, 400, { field: 'amount' });
  }
  return d;
}

const signed = (d: Decimal) => (d.isNegative() ? `-${canonicalDecimal(d.abs().toFixed())}` : canonicalDecimal(d.toFixed()));

/** Entries of a currency that still count: neither reversed nor a reversal. */
const liveIn = (s: SupplierAccountState, currency: string) => Object.values(s.entries).filter((e) => e.currency === currency && e.kind !== 'reversal' && e.reversedBy === null);

/**
 * The payables ledger of one supplier. Balances are folds of the postings (the read model keeps
 * them); the decider guards what may be posted.
 */
export const supplierAccountDecider: Decider<SupplierAccountCommand, SupplierAccountState, SupplierAccountEvent> = {
  initialState: () => ({ entries: {}, sources: [] }),

  decide(cmd, s) {
    checkFacts(cmd);
    if (s.entries[cmd.entryId]) throw new DomainError('entry_exists', `Entry ${cmd.entryId} exists already.`, 409);
    const base = { supplierId: cmd.supplierId, entryId: cmd.entryId, date: cmd.date };
    switch (cmd.type) {
      case 'RecordSupplierEntry': {
        const amount = amountOf(cmd.amount, cmd.currency);
        if (cmd.kind === 'opening' && liveIn(s, cmd.currency).length > 0) {
          throw new DomainError('opening_not_first', `The ${cmd.currency} account has entries already: correct it with an adjustment.`, 409, { field: 'kind' });
        }
        if (cmd.kind === 'payment') {
          if (amount.isNegative()) throw new DomainError('invalid_amount', 'A payment is a positive amount.', 400, { field: 'amount' });
          if (!cmd.method) throw new DomainError('method_required', 'Say how the supplier was paid.', 400, { field: 'method' });
          if (cmd.method === 'bank-check' && !cmd.reference.trim()) throw new DomainError('reference_required', 'Enter the cheque number.', 400, { field: 'reference' });
        }
        if (cmd.kind === 'adjustment' && !cmd.reason.trim()) throw new DomainError('reason_required', 'Say why the account is adjusted.', 400, { field: 'reason' });
        return [
          {
            type: 'SupplierAccountPosted',
            data: {
              ...base,
              kind: cmd.kind,
              currency: cmd.currency,
              // A payment lowers what we owe.
              amount: signed(cmd.kind === 'payment' ? amount.neg() : amount),
              method: cmd.kind === 'payment' ? cmd.method : null,
              reference: cmd.reference.trim(),
              reason: cmd.kind === 'adjustment' ? cmd.reason.trim() : '',
              note: cmd.note.trim(),
              source: null,
              reverses: null,
            },
          },
        ];
      }
      case 'PostSupplierDocument': {
        const amount = amountOf(cmd.amount, cmd.currency);
        if (amount.isNegative()) throw new DomainError('invalid_amount', 'A document posts a positive amount; its kind gives the sign.', 400, { field: 'amount' });
        const key = `${cmd.kind}:${cmd.source.id}`;
        if (s.sources.includes(key)) throw new DomainError('already_posted', `${cmd.source.number || cmd.source.id} is posted to this account already.`, 409);
        return [
          {
            type: 'SupplierAccountPosted',
            data: {
              ...base,
              kind: cmd.kind,
              currency: cmd.currency,
              amount: signed(cmd.kind === 'purchase' ? amount : amount.neg()),
              method: null,
              reference: cmd.reference.trim(),
              reason: '',
              note: cmd.note.trim(),
              source: cmd.source,
              reverses: null,
            },
          },
        ];
      }
      case 'ReverseSupplierEntry': {
        const target = s.entries[cmd.reversesEntryId];
        if (!target) throw new DomainError('entry_not_found', `Entry ${cmd.reversesEntryId} is not on this account.`, 404);
        if (target.kind === 'reversal') throw new DomainError('cannot_reverse_reversal', 'A reversal cannot be reversed; record a new entry instead.', 400);
        if (target.kind === 'purchase' || target.kind === 'purchase-return') {
          throw new DomainError('reverse_the_document', 'This entry belongs to a purchasing document: cancel the document instead.', 400);
        }
        if (target.reversedBy) throw new DomainError('already_reversed', 'This entry was reversed already.', 409);
        if (!cmd.reason.trim()) throw new DomainError('reason_required', 'Say why the entry is reversed.', 400, { field: 'reason' });
        return [
          {
            type: 'SupplierAccountPosted',
            data: {
              ...base,
              kind: 'reversal',
              currency: target.currency,
              amount: signed(new Decimal(target.amount).neg()),
              method: null,
              reference: '',
              reason: cmd.reason.trim(),
              note: '',
              source: null,
              reverses: cmd.reversesEntryId,
            },
          },
        ];
      }
    }
  },

  evolve(s, e) {
    // One event type: a posting. Unknown types (none today) leave the state as it is.
    if (e.type !== 'SupplierAccountPosted') return s;
    const d: SupplierAccountPosted['data'] = e.data;
    const entries = { ...s.entries, [d.entryId]: { kind: d.kind, currency: d.currency, amount: d.amount, reversedBy: null } };
    if (d.reverses && entries[d.reverses]) entries[d.reverses] = { ...entries[d.reverses], reversedBy: d.entryId };
    return { entries, sources: d.source ? [...s.sources, `${d.kind}:${d.source.id}`] : s.sources };
  },
};
