import type { MoneyTransferEvent } from '@tradedesk/contracts/finance/money-transfers';
import type { ClosedPeriods } from '../../../platform/closed-period.js';
import { CURRENCIES, plain, roundMoney } from '@tradedesk/contracts/platform/money';
import { Decimal } from 'decimal.js';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { type AccountFact, feeIn, type MoneyTransferState, positiveIn, requireAccount, requireNewTransfer } from '../money-transfer.state.js';

export interface SendTransferToChina {
  type: 'SendTransferToChina';
  transferId: string;
  fromAccountId: string;
  supplierId: string;
  amount: string;
  fee: string;
  receivedCurrency: string;
  rate: string;
  receivedAmount?: string;
  date?: string;
  reference: string;
  memo: string;
  facts: { from: AccountFact; supplierExists: boolean; utcOffsetHours: number; closed: ClosedPeriods };
}

/** How far the amount received may be from amount x rate (banks in between take their share): 2 %. */
export const RECEIVED_TOLERANCE = new Decimal('0.02');

/**
 * Pay a supplier abroad from one of our accounts: the amount sent and the fee leave the account
 * (its currency), the supplier receives `receivedAmount` in `receivedCurrency` (amount x rate when
 * not given, rounded to that currency's decimals; when given, within 2 % of amount x rate), which
 * lowers what we owe it. The supplier and the account exist; the day is not after today.
 */
export function decideSendTransferToChina(c: SendTransferToChina, s: MoneyTransferState, ctx: DecideContext): MoneyTransferEvent[] {
  const date = requireNewTransfer(c.transferId, s, c.date, c.facts.utcOffsetHours, c.facts.closed, ctx);
  const from = requireAccount(c.facts.from, c.fromAccountId, 'fromAccountId');
  if (!c.facts.supplierExists) throw new DomainError('supplier_not_found', `There is no supplier ${c.supplierId}.`, 400, { field: 'supplierId' });
  if (!CURRENCIES.some((x) => x.code === c.receivedCurrency)) throw new DomainError('unknown_currency', `${c.receivedCurrency} is not a currency TradeDesk knows.`, 400, { field: 'receivedCurrency' });
  const amount = positiveIn(c.amount, from.currency, 'amount');
  const fee = feeIn(c.fee, from.currency);
  const rate = new Decimal(c.rate);
  if (!rate.isFinite() || rate.lte(0)) throw new DomainError('invalid_rate', 'The rate must be greater than 0.', 400, { field: 'rate' });
  const expected = amount.times(rate);
  let received: Decimal;
  if (c.receivedAmount === undefined) {
    received = new Decimal(roundMoney(expected, c.receivedCurrency));
    if (received.isZero()) throw new DomainError('invalid_amount', 'The amount received rounds to 0.', 400, { field: 'receivedAmount' });
  } else {
    received = positiveIn(c.receivedAmount, c.receivedCurrency, 'receivedAmount');
    if (received.minus(expected).abs().gt(expected.times(RECEIVED_TOLERANCE))) {
      throw new DomainError('received_mismatch', `${plain(received)} ${c.receivedCurrency} is far from ${plain(amount)} x ${plain(rate)} = ${roundMoney(expected, c.receivedCurrency)}: check the rate.`, 400, {
        field: 'receivedAmount',
      });
    }
  }
  return [
    {
      type: 'TransferToChinaSent',
      data: {
        transferId: c.transferId,
        fromAccountId: c.fromAccountId,
        currency: from.currency,
        amount: plain(amount),
        fee: plain(fee),
        supplierId: c.supplierId,
        receivedCurrency: c.receivedCurrency,
        rate: plain(rate),
        receivedAmount: plain(received),
        date,
        reference: c.reference.trim(),
        memo: c.memo.trim(),
      },
    },
  ];
}
