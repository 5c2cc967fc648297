import type { CheckDeposited, CheckIssued, CheckReceived } from '@tradedesk/contracts/finance/checks';
import { NO_CLOSED_PERIODS } from '../../platform/closed-period.js';

/** Check 7 (c1) of 150000 CLP from customer cu1, dated 2026-01-10, due 2026-01-20, received on the 12th. */
export const received = (over: Partial<CheckReceived['data']> = {}): CheckReceived => ({
  type: 'CheckReceived',
  data: { checkId: 'c1', number: '0007', bank: 'Banco Estado', drawer: 'Ana Pérez', amount: '150000', currency: 'CLP', issueDate: '2026-01-10', dueDate: '2026-01-20', memo: '', date: '2026-01-12', customerId: 'cu1', source: null, ...over },
});

/** Deposited into bank account b1 (CLP) on the 13th. */
export const deposited = (over: Partial<CheckDeposited['data']> = {}): CheckDeposited => ({
  type: 'CheckDeposited',
  data: { checkId: 'c1', number: '0007', accountId: 'b1', currency: 'CLP', amount: '150000', date: '2026-01-13', ...over },
});

/** Our check 501 (c2) of 320.50 USD to supplier s1, drawn on bank account b2 (USD), issued on the 12th. */
export const issued = (over: Partial<CheckIssued['data']> = {}): CheckIssued => ({
  type: 'CheckIssued',
  data: { checkId: 'c2', number: '501', bank: 'BCI', drawer: 'Mi Empresa', amount: '320.5', currency: 'USD', issueDate: '2026-01-12', dueDate: '2026-01-30', memo: '', date: '2026-01-12', supplierId: 's1', accountId: 'b2', ...over },
});

/** The company runs on UTC; the test clock says 2026-01-15 10:00 UTC; the cheque was recorded on its own stream. */
export const utc = { utcOffsetHours: 0, origin: null, closed: NO_CLOSED_PERIODS };
