import { type MoneyTransferEvent, type TransferKind, type TransferPosting, transferPostings } from '@tradedesk/contracts/finance/money-transfers';
import { type ClosedPeriods, refuseClosedPeriod } from '../../platform/closed-period.js';
import type { DecideContext, EvolveEvent } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';
import { postingDay } from '../accounts/finance-entry.state.js';
import { amountIn } from '../accounts/money-account.state.js';

/** What a transfer's stream says: the transfer as sent (what it did to accounts and supplier), and whether it was reversed. */
export interface MoneyTransferState {
  transfer: {
    kind: TransferKind;
    date: string;
    postings: TransferPosting[];
    supplier: { supplierId: string; currency: string; amount: string } | null;
  } | null;
  reversed: boolean;
}

export const initialMoneyTransferState = (): MoneyTransferState => ({ transfer: null, reversed: false });

export function evolveMoneyTransfer(s: MoneyTransferState, e: EvolveEvent<MoneyTransferEvent>): MoneyTransferState {
  switch (e.type) {
    case 'DomesticTransferSent':
      return { ...s, transfer: { kind: 'domestic', date: e.data.date, postings: transferPostings(e), supplier: null } };
    case 'TransferToChinaSent':
      return {
        ...s,
        transfer: { kind: 'china', date: e.data.date, postings: transferPostings(e), supplier: { supplierId: e.data.supplierId, currency: e.data.receivedCurrency, amount: e.data.receivedAmount } },
      };
    case 'CurrencyExchanged':
      return { ...s, transfer: { kind: 'exchange', date: e.data.date, postings: transferPostings(e), supplier: null } };
    case 'MoneyTransferReversed':
      return { ...s, reversed: true };
    default: {
      const _exhaustive: never = e;
      return s;
    }
  }
}

/** An account as a transfer's decision sees it (null: there is no such account). */
export type AccountFact = { currency: string } | null;

/** What every new transfer starts with: the id is new, the business day is given or today and not after it. */
export function requireNewTransfer(transferId: string, s: MoneyTransferState, date: string | undefined, utcOffsetHours: number, closed: ClosedPeriods, ctx: DecideContext): string {
  if (s.transfer) throw new DomainError('transfer_exists', `Transfer ${transferId} exists already.`, 409);
  const day = postingDay(date, utcOffsetHours, ctx);
  refuseClosedPeriod(closed, day);
  return day;
}

/** An account named by a transfer exists. */
export function requireAccount(a: AccountFact, id: string, field: string): { currency: string } {
  if (!a) throw new DomainError('money_account_not_found', `There is no account ${id}.`, 400, { field });
  return a;
}

/** A positive amount within the currency's decimals. */
export function positiveIn(raw: string, currency: string, field: string) {
  const d = amountIn(raw, currency, field);
  if (!d.isPositive() || d.isZero()) throw new DomainError('invalid_amount', 'The amount must be greater than 0.', 400, { field });
  return d;
}

/** A fee: 0 or positive, within the currency's decimals. */
export function feeIn(raw: string, currency: string) {
  const d = amountIn(raw, currency, 'fee');
  if (d.isNegative()) throw new DomainError('invalid_amount', 'The fee may not be negative.', 400, { field: 'fee' });
  return d;
}
