import { z } from 'zod';
import { daysBetween, isBusinessDay } from '../platform/company-time.js';
import { PAY_METHOD_KINDS } from './pay-methods.js';

/**
 * /pos/buyExcelExport (docs/pos.md "Period export"): a period of business days and some registers
 * (all when none is named); the till sales and returns in it, one row per line (a return's rows
 * negative), and the totals per payment method and currency (taken less refunded).
 */
const day = z.string().refine(isBusinessDay, { message: 'expected a day written YYYY-MM-DD' });
export const posPeriodQuery = z
  .object({
    from: day,
    to: day,
    /** Register ids, comma-separated; blank: every register. */
    registerIds: z
      .string()
      .trim()
      .max(2000)
      .default('')
      .transform((v) => v.split(',').map((x) => x.trim()).filter(Boolean)),
  })
  .strict()
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['from'] })
  // (The days are checked by their own rules: a malformed one is that field's error, not this one's.)
  .refine((q) => !isBusinessDay(q.from) || !isBusinessDay(q.to) || daysBetween(q.from, q.to) <= 366, { message: 'a period of at most one year', path: ['to'] });
export type PosPeriodQuery = z.infer<typeof posPeriodQuery>;

export const posPeriodRowSchema = z.object({
  kind: z.enum(['sale', 'return']),
  /** The sale's or the return's id; for a return also the sale it went back against. */
  documentId: z.string(),
  saleId: z.string(),
  /** The sale's receipt number (a return: the receipt it went back against); null for sales recorded before receipt numbers. */
  receiptNo: z.string().nullable(),
  /** Chile and Peru: the number of the sale's boleta (a return: of the sale it went back against), once issued (docs/invoicing-es-latam.md "Boletas from the POS till"); null or absent: none. */
  boleta: z.string().nullable().optional(),
  /** soldAt of a sale, the instant a return was recorded. */
  at: z.string(),
  registerName: z.string(),
  cashierName: z.string(),
  customerName: z.string().nullable(),
  reason: z.string().nullable(),
  currency: z.string(),
  line: z.number(),
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  /** Signed: a return's quantity and amount are negative. */
  quantity: z.string(),
  price: z.string(),
  discount: z.string(),
  amount: z.string(),
});
export type PosPeriodRow = z.infer<typeof posPeriodRowSchema>;
export const posPeriodTotalSchema = z.object({
  payMethodId: z.string(),
  payMethodName: z.string(),
  kind: z.enum(PAY_METHOD_KINDS),
  currency: z.string(),
  /** What the sales took (cash less the change), what the returns refunded, and the net. */
  taken: z.string(),
  refunded: z.string(),
  net: z.string(),
});
export type PosPeriodTotal = z.infer<typeof posPeriodTotalSchema>;
export const posPeriodSchema = z.object({ from: z.string(), to: z.string(), rows: z.array(posPeriodRowSchema), totals: z.array(posPeriodTotalSchema) });
export type PosPeriod = z.infer<typeof posPeriodSchema>;
