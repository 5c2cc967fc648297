import type { ClosingTotal } from '@tradedesk/contracts/finance/closings';
import type { CloseFacts } from './closing.state.js';

/** The cash box in USD on 2026-01-14: 100 at the start, 40 in, 15.5 out. */
export const cashTotals: ClosingTotal[] = [{ accountId: 'a1', accountName: 'Cash', currency: 'USD', opening: '100', income: '40', expense: '15.5', closing: '124.5' }];

/** Today 2026-01-15 in company time, the ledger caught up at position 42. */
export const closeFacts = (over: Partial<CloseFacts> = {}): CloseFacts => ({ today: '2026-01-15', ledgerCaughtUp: true, ledgerPosition: '42', totals: cashTotals, ...over });
