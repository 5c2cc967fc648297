import type { SupplierAccountPosted } from '@tradedesk/contracts/catalog/supplier-accounts';
import type { CheckCleared } from '@tradedesk/contracts/finance/checks';
import type { FinanceEntryEvent } from '@tradedesk/contracts/finance/money-accounts';
import { type MoneyTransferEvent, type TransferPosting, transferPostings } from '@tradedesk/contracts/finance/money-transfers';
import type { SaleOrderPaid } from '@tradedesk/contracts/sales/sale-order';
import type { CashSessionPosted, CashSessionPosting } from '@tradedesk/contracts/pos/pos';
import type { PosSaleRecorded } from '@tradedesk/contracts/pos/pos-sales';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { Decimal } from 'decimal.js';

/**
 * What an event does to money accounts: the one place that says which facts move a cash box or a
 * bank balance (docs/finance-accounts.md, "The account ledger"). A new kind of money movement
 * (a transfer, a payment, a check clearing) adds its event type to POSTING_EVENT_TYPES and a case
 * to postingsOf; nothing else writes balances.
 */
export interface AccountPostingRow {
  /** The document the money moved for (an entry, a transfer, a payment...). */
  sourceId: string;
  /** What the posting is within that document ('entry', 'reversal', 'out', 'in', 'fee'...). */
  kind: string;
  /** Distinguishes several postings of one kind in one event (0 when there is one). */
  seq: number;
  accountId: string;
  /** The account's currency. */
  currency: string;
  /** Signed decimal string: positive adds to the account, negative takes from it. */
  effect: string;
  /** Business day the money moved (YYYY-MM-DD, company time zone). */
  date: string;
}

export const POSTING_EVENT_TYPES = [
  'FinanceEntryPosted',
  'FinanceEntryReversed',
  // Transfers, transfers to China, currency exchange (docs/finance-transfers.md).
  'DomesticTransferSent',
  'TransferToChinaSent',
  'CurrencyExchanged',
  'MoneyTransferReversed',
  // payments (docs/finance-payments.md): a customer's payment of a sale order, a payment to a supplier and its reversal
  'SaleOrderPaid',
  'SupplierAccountPosted',
  // checks (docs/finance-checks.md): a check moves money when the bank pays it
  'CheckCleared',
  // point of sale (docs/pos.md "Posting to finance"): a closed cash session's takings, net of refunds
  'CashSessionPosted',
  // a till sale that reached the server after its session was closed (a late line): its money, as the close posts the session's
  'PosSaleRecorded',
] as const;

type PostingEvent = StoredEvent & (FinanceEntryEvent | MoneyTransferEvent | SaleOrderPaid | SupplierAccountPosted | CheckCleared | CashSessionPosted | PosSaleRecorded);

export function postingsOf(event: StoredEvent): AccountPostingRow[] {
  const e = event as PostingEvent;
  switch (e.type) {
    case 'FinanceEntryPosted': {
      const d = e.data;
      const effect = d.direction === 'income' ? new Decimal(d.amount) : new Decimal(d.amount).neg();
      return [{ sourceId: d.entryId, kind: 'entry', seq: 0, accountId: d.accountId, currency: d.currency, effect: effect.toFixed(), date: d.date }];
    }
    case 'FinanceEntryReversed': {
      const d = e.data;
      return [{ sourceId: d.entryId, kind: 'reversal', seq: 0, accountId: d.accountId, currency: d.currency, effect: new Decimal(d.effect).toFixed(), date: d.date }];
    }
    // Transfers: out of one account, into another, a fee out of the sending one (kinds 'out', 'in', 'fee'; a reversal 'reversal-<kind>').
    case 'DomesticTransferSent':
    case 'TransferToChinaSent':
    case 'CurrencyExchanged':
      return transferPostings(e).map((p) => ({ sourceId: e.data.transferId, kind: p.part, seq: 0, accountId: p.accountId, currency: p.currency, effect: p.effect, date: e.data.date }));
    case 'MoneyTransferReversed': {
      const d = e.data;
      return d.postings.map((p: TransferPosting) => ({ sourceId: d.transferId, kind: `reversal-${p.part}`, seq: 0, accountId: p.accountId, currency: p.currency, effect: p.effect, date: d.date }));
    }
    // payments (docs/finance-payments.md): money into the account a sale payment names (none: no posting)
    // a sale payment: what came in (a cash rounding was not handed over: docs/sales-retail-checkout.md)
    case 'SaleOrderPaid': {
      const d: SaleOrderPaid['data'] = e.data;
      return d.payments.flatMap((p) =>
        p.accountId && p.date ? [{ sourceId: p.paymentId, kind: 'sale-payment', seq: 0, accountId: p.accountId, currency: d.currency, effect: new Decimal(p.amount).minus(p.rounding ?? 0).toFixed(), date: p.date }] : [],
      );
    }
    // a supplier payment takes its (negative) amount from the account it left; its reversal gives it back
    case 'SupplierAccountPosted': {
      const d: SupplierAccountPosted['data'] = e.data;
      if (!d.accountId || (d.kind !== 'payment' && d.kind !== 'reversal')) return [];
      return [{ sourceId: d.entryId, kind: d.kind === 'payment' ? 'supplier-payment' : 'supplier-payment-reversal', seq: 0, accountId: d.accountId, currency: d.currency, effect: new Decimal(d.amount).toFixed(), date: d.date }];
    }
    // checks: a received check adds to the account it was deposited into, an issued one takes from the account it is drawn on
    case 'CheckCleared': {
      const d = e.data;
      const effect = d.direction === 'received' ? new Decimal(d.amount) : new Decimal(d.amount).neg();
      return [{ sourceId: d.checkId, kind: 'check', seq: 0, accountId: d.accountId, currency: d.currency, effect: effect.toFixed(), date: d.date }];
    }
    // a closed till session: each method's takings (net of refunds) onto its money account, one posting per method and currency
    case 'CashSessionPosted': {
      const d: CashSessionPosted['data'] = e.data;
      return tillPostings(d.sessionId, d.postings, d.date);
    }
    // a late line (docs/pos.md "Posting to finance"): the same kinds, the sale as the source; other sales post with their session's close
    case 'PosSaleRecorded': {
      const d: PosSaleRecorded['data'] = e.data;
      return d.posting ? tillPostings(d.saleId, d.posting.postings, d.posting.date) : [];
    }
    default:
      return [];
  }
}

/** A till's postings (a session's close, a late line): kind 'pos-session' for takings, 'pos-difference' for the drawer's cash difference; a line naming no account is not posted. */
function tillPostings(sourceId: string, postings: CashSessionPosting[], date: string): AccountPostingRow[] {
  return postings.flatMap((p, seq) => (p.accountId ? [{ sourceId, kind: p.kind === 'difference' ? 'pos-difference' : 'pos-session', seq, accountId: p.accountId, currency: p.currency, effect: new Decimal(p.amount).toFixed(), date }] : []));
}
