import type { CheckEvent, CheckSource } from '@tradedesk/contracts/finance/checks';
import { type ClosedPeriods, refuseClosedPeriod } from '../../../platform/closed-period.js';
import type { Decimal } from 'decimal.js';
import { plain } from '@tradedesk/contracts/platform/money';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { postingDay } from '../../accounts/finance-entry.state.js';
import { amountIn } from '../../accounts/money-account.state.js';
import type { CheckState } from '../check.state.js';

interface Face {
  checkId: string;
  number: string;
  amount: string;
  issueDate: string;
  dueDate: string;
  memo: string;
  date?: string;
}
export type RecordCheck = { type: 'RecordCheck' } & (
  | (Face & {
      direction: 'received';
      bank: string;
      drawer: string;
      currency: string;
      customerId: string;
      source: CheckSource | null;
      facts: { currencyKnown: boolean; customerExists: boolean; utcOffsetHours: number; closed: ClosedPeriods };
    })
  | (Face & {
      direction: 'issued';
      accountId: string;
      supplierId: string;
      /** The account it is drawn on, and our company's name (the drawer of our checks). */
      facts: { account: { kind: 'cash' | 'bank'; currency: string; bankName: string } | null; supplierExists: boolean; companyName: string; utcOffsetHours: number; closed: ClosedPeriods };
    })
);

function positive(amount: Decimal): Decimal {
  if (amount.lte(0)) throw new DomainError('invalid_amount', 'The amount must be greater than 0.', 400, { field: 'amount' });
  return amount;
}

/**
 * A check taken from a customer (into the portfolio: the customer has paid that much) or written
 * to a supplier on one of our bank accounts (the supplier is paid that much). A positive amount
 * within the currency's decimals, a due date not before the date on the check, a party that
 * exists; an issued check takes its bank and currency from the account it is drawn on.
 */
export function decideRecordCheck(c: RecordCheck, s: CheckState, ctx: DecideContext): CheckEvent[] {
  if (s.check) throw new DomainError('check_exists', `Check ${c.checkId} is recorded already.`, 409);
  if (c.dueDate < c.issueDate) throw new DomainError('check_due_before_issue', `The due date ${c.dueDate} is before the check's date ${c.issueDate}.`, 400, { field: 'dueDate' });
  const date = postingDay(c.date, c.facts.utcOffsetHours, ctx);
  refuseClosedPeriod(c.facts.closed, date);
  const face = { checkId: c.checkId, number: c.number.trim(), issueDate: c.issueDate, dueDate: c.dueDate, memo: c.memo.trim(), date };
  if (c.direction === 'received') {
    if (!c.facts.currencyKnown) throw new DomainError('unknown_currency', `${c.currency} is not a currency TradeDesk knows.`, 400, { field: 'currency' });
    if (!c.facts.customerExists) throw new DomainError('party_not_found', `There is no customer ${c.customerId}.`, 400, { field: 'customerId' });
    const amount = positive(amountIn(c.amount, c.currency, 'amount'));
    return [
      {
        type: 'CheckReceived',
        data: { ...face, bank: c.bank.trim(), drawer: c.drawer.trim(), amount: plain(amount), currency: c.currency, customerId: c.customerId, source: c.source },
      },
    ];
  }
  const account = c.facts.account;
  if (!account) throw new DomainError('money_account_not_found', `There is no account ${c.accountId}.`, 400, { field: 'accountId' });
  if (account.kind !== 'bank') throw new DomainError('check_account_not_bank', 'A check is drawn on a bank account, not on a cash box.', 400, { field: 'accountId' });
  if (!c.facts.supplierExists) throw new DomainError('party_not_found', `There is no supplier ${c.supplierId}.`, 400, { field: 'supplierId' });
  const amount = positive(amountIn(c.amount, account.currency, 'amount'));
  return [
    {
      type: 'CheckIssued',
      data: { ...face, bank: account.bankName, drawer: c.facts.companyName, amount: plain(amount), currency: account.currency, supplierId: c.supplierId, accountId: c.accountId },
    },
  ];
}
