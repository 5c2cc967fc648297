import { z } from 'zod';
import { reportPeriod } from './stock-reports.js';

/**
 * Financial flow (issue 15, docs/reports.md "Financial flow"): money in and out of each money
 * account over a period of business days, per finance class (income and expense entries) and per
 * kind of the other postings (sale payments, supplier payments, transfers, checks). Amounts are
 * decimal strings in the account's currency.
 */
export const FINANCIAL_FLOW_PAGE = 'ReportFinancialFlow';

/** GET /be/api/report/financial-flow */
export const financialFlowQuery = z
  .object({ ...reportPeriod, accountId: z.string().trim().min(1).max(64).optional() })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] });
export type FinancialFlowQuery = z.infer<typeof financialFlowQuery>;

export interface FinancialFlowRow {
  accountId: string;
  accountName: string | null;
  currency: string;
  /** 'class': income / expense entries of a finance class; 'kind': another kind of posting. */
  group: 'class' | 'kind';
  /** The finance class id, or the posting kind ('sale-payment', 'supplier-payment', 'check', transfer parts...). */
  key: string;
  /** The class's name (null for a kind). */
  name: string | null;
  /** The class's direction: income or expense (null for a kind). */
  direction: string | null;
  in: string;
  /** Money that left the account, as a positive number. */
  out: string;
  net: string;
}

export interface FinancialFlowReport {
  rows: FinancialFlowRow[];
  /** Per currency, over every row. */
  totals: { currency: string; in: string; out: string; net: string }[];
}
