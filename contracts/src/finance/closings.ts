import { z } from 'zod';

/**
 * Day and month closing (issue 14 "Views and closing", the spec's day-knot and month-knot;
 * docs/finance-closing.md). Closing a past business day or a past month freezes, in the event,
 * the totals of every money account for the period (opening, income, expense, closing, in the
 * account's currency); a closed period refuses facts dated in it (`period_closed`, 409) until Root
 * reopens it with a reason. Closing it again later freezes new totals.
 *
 * Streams: `finance-closing-day-<YYYY-MM-DD>` and `finance-closing-month-<YYYY-MM>`: one per
 * period, holding every close and reopen of it (the closing's history).
 */

export const CLOSING_KINDS = ['day', 'month'] as const;
export type ClosingKind = (typeof CLOSING_KINDS)[number];

/** One account's movement over the closed period, in its currency (decimal strings). */
export interface ClosingTotal {
  accountId: string;
  accountName: string;
  currency: string;
  opening: string;
  income: string;
  expense: string;
  closing: string;
}

/** One account's row of the ledger's period totals, as a closing freezes it (extra fields dropped). */
export const toClosingTotal = (t: ClosingTotal): ClosingTotal => ({
  accountId: t.accountId,
  accountName: t.accountName,
  currency: t.currency,
  opening: t.opening,
  income: t.income,
  expense: t.expense,
  closing: t.closing,
});

// ---- events (never edited once released)
export interface DayClosed {
  type: 'DayClosed';
  data: {
    /** Business day, YYYY-MM-DD (company time zone). */
    day: string;
    totals: ClosingTotal[];
    /** The log position the account ledger had applied when the totals were read. */
    ledgerPosition: string;
  };
}
export interface DayReopened {
  type: 'DayReopened';
  data: { day: string; reason: string };
}
export interface MonthClosed {
  type: 'MonthClosed';
  data: {
    /** YYYY-MM. */
    month: string;
    totals: ClosingTotal[];
    ledgerPosition: string;
  };
}
export interface MonthReopened {
  type: 'MonthReopened';
  data: { month: string; reason: string };
}
export type ClosingEvent = DayClosed | DayReopened | MonthClosed | MonthReopened;
export const CLOSING_EVENT_TYPES = ['DayClosed', 'DayReopened', 'MonthClosed', 'MonthReopened'] as const;
export const closingStreamId = (kind: ClosingKind, period: string) => `finance-closing-${kind}-${period}`;

export const FINANCE_CLOSINGS_READ_MODEL = 'finance-closings';

// ---- API payloads
const day = z.iso.date('a date as YYYY-MM-DD');
const month = z.string().trim().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month as YYYY-MM');
const reason = z.string().trim().min(1, 'say why').max(200);

export const closeDayBody = z.object({ commandId: z.uuid().optional(), day }).strict();
export type CloseDayBody = z.infer<typeof closeDayBody>;
export const closeMonthBody = z.object({ commandId: z.uuid().optional(), month }).strict();
export type CloseMonthBody = z.infer<typeof closeMonthBody>;
export const reopenPeriodBody = z.object({ commandId: z.uuid().optional(), reason }).strict();
export type ReopenPeriodBody = z.infer<typeof reopenPeriodBody>;

/** GET /finance/closings/days or /months: the closings, newest period first. */
export const listClosingsQuery = z
  .object({
    /** closed: closed now; reopened: reopened and not closed again; all (default). */
    status: z.enum(['closed', 'reopened', 'all']).default('all'),
    from: z.string().trim().regex(/^\d{4}-\d{2}(-\d{2})?$/, 'YYYY-MM-DD or YYYY-MM').optional(),
    to: z.string().trim().regex(/^\d{4}-\d{2}(-\d{2})?$/, 'YYYY-MM-DD or YYYY-MM').optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(1000).default(50),
  })
  .strict();
export type ListClosingsQuery = z.infer<typeof listClosingsQuery>;


// ---- answers
export const closingTotalSchema = z.object({
  accountId: z.string(),
  accountName: z.string(),
  currency: z.string(),
  opening: z.string(),
  income: z.string(),
  expense: z.string(),
  closing: z.string(),
});
export const closingSchema = z.object({
  kind: z.enum(CLOSING_KINDS),
  period: z.string(),
  /** Closed now (false after a reopening that was not followed by a new close). */
  closed: z.boolean(),
  /** How many times the period was closed. */
  closings: z.number(),
  closedAt: z.string(),
  closedBy: z.string(),
  reopenedAt: z.string().nullable(),
  reopenedBy: z.string().nullable(),
  reopenReason: z.string(),
  /** The totals of the latest close. */
  totals: z.array(closingTotalSchema),
});
export type Closing = z.infer<typeof closingSchema>;
export const closingListSchema = z.object({ closings: z.array(closingSchema), total: z.number() });
export type ClosingList = z.infer<typeof closingListSchema>;
/**
 * A period as its screen shows it: while it is not closed, its totals read now from the account
 * ledger (what a close would freeze, `frozen` false); once closed, the totals its close froze.
 */
export const periodTotalsSchema = z.object({
  kind: z.enum(CLOSING_KINDS),
  period: z.string(),
  frozen: z.boolean(),
  totals: z.array(closingTotalSchema),
  closing: closingSchema.nullable(),
});
export type PeriodTotals = z.infer<typeof periodTotalsSchema>;
