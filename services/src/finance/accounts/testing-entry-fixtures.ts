import { NO_CLOSED_PERIODS } from '../../platform/closed-period.js';
import type { FinanceEntryPosted } from '@tradedesk/contracts/finance/money-accounts';
import type { EntryDraft } from './finance-entry.state.js';

/** An expense of 25.50 USD on account a1 (known, USD), class k1 (expense), no party; UTC company. */
export const draft = (over: Partial<EntryDraft> = {}): EntryDraft => ({
  direction: 'expense',
  accountId: 'a1',
  classId: 'k1',
  amount: '25.50',
  partyType: null,
  partyId: null,
  memo: ' electricity ',
  attachment: '',
  facts: { account: { currency: 'USD' }, klass: { direction: 'expense' }, partyExists: true, utcOffsetHours: 0, closed: NO_CLOSED_PERIODS },
  ...over,
});

export const posted = (over: Partial<FinanceEntryPosted['data']> = {}): FinanceEntryPosted => ({
  type: 'FinanceEntryPosted',
  data: { entryId: 'e1', direction: 'expense', accountId: 'a1', classId: 'k1', currency: 'USD', amount: '25.5', date: '2026-01-15', partyType: null, partyId: null, memo: 'electricity', attachment: '', ...over },
});
