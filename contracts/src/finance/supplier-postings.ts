import type { SupplierAccountPosted } from '../catalog/supplier-accounts.js';
import { Decimal } from 'decimal.js';
import { CHECK_PAYABLE_EVENT_TYPES, type CheckBounced, type CheckCancelled, type CheckEndorsed, type CheckIssued } from './checks.js';
import { chinaTransferSupplierEntryId, type MoneyTransferReversed, type TransferToChinaSent } from './money-transfers.js';

/**
 * What finance's documents do to a supplier's payables (docs/finance-transfers.md, docs/finance-
 * checks.md): a transfer to China and a check we issued or endorsed pay the supplier; a transfer's
 * reversal, an issued check that bounced or was cancelled owe it again. The one place that says
 * it: the supplier ledger (supplier-accounts) and the money by purchase order (purchase-money)
 * both read it. Pure.
 */
export const FINANCE_SUPPLIER_EVENT_TYPES = ['TransferToChinaSent', 'MoneyTransferReversed', ...CHECK_PAYABLE_EVENT_TYPES] as const;

type CheckPosting = CheckIssued | CheckEndorsed | CheckBounced | CheckCancelled;
const CHECK_KINDS = { CheckIssued: 'check-issued', CheckEndorsed: 'check-endorsed', CheckBounced: 'check-bounced', CheckCancelled: 'check-cancelled' } as const;

/**
 * A check we issued or endorsed pays the supplier (- amount); one we issued that bounced or was
 * cancelled is owed again (+ amount). Received checks that bounce or are cancelled are the
 * customer's business: nothing here. The entry id is `check-<id>-<what>`, its source the check.
 */
function checkPostingOf(e: CheckPosting): SupplierAccountPosted['data'] | null {
  const d = e.data;
  let supplierId: string;
  let amount: Decimal;
  let reason = '';
  if (e.type === 'CheckIssued' || e.type === 'CheckEndorsed') {
    supplierId = e.data.supplierId;
    amount = new Decimal(d.amount).negated();
  } else {
    if (e.data.direction !== 'issued') return null;
    supplierId = e.data.partyId;
    amount = new Decimal(d.amount);
    reason = e.data.reason;
  }
  const kind = CHECK_KINDS[e.type];
  return {
    supplierId, entryId: `check-${d.checkId}-${kind.slice('check-'.length)}`, kind, currency: d.currency, amount: amount.toFixed(), date: d.date, method: 'bank-check',
    reference: d.number, reason, note: '', source: { type: 'check', id: d.checkId, number: d.number }, reverses: null,
    ...(e.type === 'CheckIssued' ? { accountId: e.data.accountId } : {}),
  };
}

/** Finance's transfers to a supplier abroad pay the supplier (and their reversal owes it again). */
type TransferPosting = TransferToChinaSent | MoneyTransferReversed;

/**
 * A transfer to China is a payment (kind 'payment', method bank-transfer, - the amount the
 * supplier received, in its currency); its reversal (kind 'reversal', + that amount) undoes it.
 * Entry ids `transfer-<id>` and `transfer-<id>-reversal`, source the transfer. Other transfers'
 * reversals touch no supplier: null.
 */
function transferPostingOf(e: TransferPosting): SupplierAccountPosted['data'] | null {
  const source = { type: 'transfer-to-china', id: e.data.transferId, number: '' };
  if (e.type === 'TransferToChinaSent') {
    const d = e.data;
    return {
      supplierId: d.supplierId, entryId: chinaTransferSupplierEntryId(d.transferId), kind: 'payment', currency: d.receivedCurrency,
      amount: new Decimal(d.receivedAmount).negated().toFixed(), date: d.date, method: 'bank-transfer', reference: d.reference, reason: '', note: d.memo, source, reverses: null, accountId: d.fromAccountId,
    };
  }
  const d = e.data;
  if (!d.supplier) return null;
  return {
    supplierId: d.supplier.supplierId, entryId: chinaTransferSupplierEntryId(d.transferId, true), kind: 'reversal', currency: d.supplier.currency,
    amount: new Decimal(d.supplier.amount).toFixed(), date: d.date, method: null, reference: '', reason: d.reason, note: '', source, reverses: chinaTransferSupplierEntryId(d.transferId),
  };
}

/** The supplier posting of a finance event, or null when it touches no supplier. */
export function financeSupplierPostingOf(e: { type: string; data: unknown }): SupplierAccountPosted['data'] | null {
  if (e.type === 'TransferToChinaSent' || e.type === 'MoneyTransferReversed') return transferPostingOf(e as TransferPosting);
  if ((CHECK_PAYABLE_EVENT_TYPES as readonly string[]).includes(e.type)) return checkPostingOf(e as CheckPosting);
  return null;
}

/**
 * The payment a posting undoes (a transfer's reversal, an issued check that bounced or was
 * cancelled: the `check-<id>-issued` entry), or null when it undoes none.
 */
export function undonePayment(p: SupplierAccountPosted['data']): string | null {
  if (p.reverses) return p.reverses;
  if ((p.kind === 'check-bounced' || p.kind === 'check-cancelled') && p.source?.type === 'check') return `check-${p.source.id}-issued`;
  return null;
}
