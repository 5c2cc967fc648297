import { z } from 'zod';
import { businessDay } from './stock-reports.js';

/**
 * Ageing reports (issue 15, docs/reports.md "Payables ageing"): what is owed, per party and
 * currency, as of the end of a business day, split by how old the open debts are. Amounts are
 * decimal strings in the row's currency (ledgers are kept per currency; nothing is converted).
 */

export const PAYABLE_REPORT_PAGE = 'ReportPayable';
export const RECEIVABLE_REPORT_PAGE = 'ReportReceivable';

/** GET /be/api/report/payable: what the company owes each supplier, aged. */
export const payableReportQuery = z
  .object({
    /** As of the end of this business day (default: today in the company's time zone). */
    asOf: businessDay.optional(),
    supplierId: z.string().trim().min(1).max(64).optional(),
    currency: z.string().trim().regex(/^[A-Z]{3}$/).optional(),
    limit: z.coerce.number().int().min(1).max(5000).default(200),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();
export type PayableReportQuery = z.infer<typeof payableReportQuery>;

/** GET /be/api/report/receivable: what each customer owes, aged by due date. */
export const receivableReportQuery = z
  .object({
    asOf: businessDay.optional(),
    customerId: z.string().trim().min(1).max(64).optional(),
    currency: z.string().trim().regex(/^[A-Z]{3}$/).optional(),
    limit: z.coerce.number().int().min(1).max(5000).default(200),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();
export type ReceivableReportQuery = z.infer<typeof receivableReportQuery>;

/** The buckets of an ageing row, in order: not yet due, then days past the date. */
export const AGEING_BUCKETS = ['notDue', 'days0to30', 'days31to60', 'days61to90', 'over90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

export interface AgeingRow {
  partyId: string;
  code: string | null;
  name: string | null;
  currency: string;
  /** What is owed as of the day (negative: a credit in our favour). */
  balance: string;
  notDue: string;
  days0to30: string;
  days31to60: string;
  days61to90: string;
  over90: string;
}

export interface AgeingReport {
  /** The business day the report is as of. */
  asOf: string;
  rows: AgeingRow[];
  total: number;
  /** Per currency, over every row. */
  totals: ({ currency: string; balance: string } & Record<AgeingBucket, string>)[];
}
