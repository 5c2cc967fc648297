import { z } from 'zod';
import { PACK_UNITS, type PackUnit } from '../inventory/stock.js';
import { RECEIPT_NO, signedAmount, tillPaymentInput, tillSaleLineInput } from './pos-sales.js';
import { PAY_METHOD_KINDS } from './pay-methods.js';

/**
 * Till returns (issue 16, docs/pos.md "Returns"): goods brought back against the sale they were
 * sold on. A return is an event on the sale's own stream (`pos-sale-<saleId>`), so two returns of
 * the same line race on the stream's version: one wins, the other is decided again on the newer
 * state and refused when nothing is left to return. Its id is made by the browser (a UUID) and is
 * the command id: a retry answers the first return.
 */

export interface PosReturnLine {
  /** The sale's line number. */
  line: number;
  productId: string;
  code: string;
  name: string;
  unit: PackUnit;
  /** Returned, in the sale line's unit, and in base units. */
  quantity: string;
  baseQuantity: string;
  /** What this part of the line is refunded (its share of the line's amount, rounded to the currency). */
  amount: string;
}
export interface PosRefund {
  payMethodId: string;
  kind: (typeof PAY_METHOD_KINDS)[number];
  currency: string;
  /** What the refund settles of the sale (or of the goods' worth). */
  amount: string;
  /**
   * Cash rounding (cash only; absent: none), signed: amount - the cash handed back (docs/pos.md
   * "Cash rounding"). 1,995 CLP back in cash: amount 1,995, rounding 5, 1,990 leaves the drawer.
   */
  rounding?: string;
}

export interface PosSaleReturned {
  type: 'PosSaleReturned';
  data: {
    returnId: string;
    saleId: string;
    /** The open cash session of the register that took the goods back (the refund leaves its drawer / methods). */
    sessionId: string;
    registerId: string;
    deviceId: string;
    warehouseId: string;
    currency: string;
    reason: string;
    lines: PosReturnLine[];
    refunds: PosRefund[];
    /** Sum of the lines' amounts = sum of the refunds. */
    amount: string;
    returnedAt: string;
    /** Part of an exchange: the new sale the customer took instead (docs/pos.md "Exchanges"). */
    exchangeSaleId?: string;
  };
}
/**
 * Goods taken back without their sale (no receipt, docs/pos.md "Returns without a receipt"), on
 * their own stream `pos-return-<returnId>`: each line at most the product's current retail price
 * of that packing on the register (`price`, one unit of `unit`) x the quantity, refunded in cash,
 * approved by a till supervisor's PIN (their `ReturnApproved`, in the same append).
 */
export interface PosReturnWithoutReceipt {
  type: 'PosReturnWithoutReceipt';
  data: {
    returnId: string;
    sessionId: string;
    registerId: string;
    deviceId: string;
    warehouseId: string;
    currency: string;
    reason: string;
    lines: (Omit<PosReturnLine, 'line'> & { line: number; price: string })[];
    refunds: PosRefund[];
    amount: string;
    returnedAt: string;
    /** The cashier signed in on the till, and the supervisor whose PIN approved it. */
    cashierId: string;
    supervisorId: string;
  };
}
export const POS_RETURN_EVENT_TYPES = ['PosSaleReturned', 'PosReturnWithoutReceipt'] as const;
export const posReturnStreamId = (returnId: string) => `pos-return-${returnId}`;
export const POS_RETURNS_READ_MODEL = 'pos-returns';

// ---- API payloads
const id = z.string().trim().min(1).max(64);
const quantity = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,4})?$/, 'a quantity such as 1 or 2.5')
  .refine((v) => /[1-9]/.test(v), 'must be greater than 0');
const amount = z.string().trim().regex(/^\d{1,13}(\.\d{1,6})?$/, 'a decimal number such as 0, 1500 or 12.50');

/** One payment method's share of a refund (returns with and without a receipt). */
const refundLine = z
  .object({
    payMethodId: id,
    amount: amount.refine((v) => /[1-9]/.test(v), 'must be greater than 0'),
    /** Cash rounding (cash only): amount - the cash handed back, signed, exactly the law's for the currency (docs/pos.md "Cash rounding"). */
    rounding: signedAmount.optional(),
  })
  .strict();

/** POST pos/till/returns. */
export const recordTillReturnBody = z
  .object({
    returnId: z.uuid(),
    saleId: id,
    reason: z.string().trim().min(1, 'say why the goods come back').max(200),
    lines: z
      .array(z.object({ line: z.number().int().min(1), quantity }).strict())
      .min(1, 'pick at least one line')
      .max(300)
      .refine((ls) => new Set(ls.map((l) => l.line)).size === ls.length, 'each line once'),
    refunds: z
      .array(refundLine)
      .min(1, 'refund through at least one payment method')
      .max(10),
  })
  .strict();
export type RecordTillReturnBody = z.infer<typeof recordTillReturnBody>;

const pin = z.string().regex(/^\d{4,8}$/, '4 to 8 digits');

/** POST pos/till/returns/no-receipt: goods back without their sale, priced from the register's retail list, refunded in cash, with a supervisor's PIN. */
export const recordReturnWithoutReceiptBody = z
  .object({
    returnId: z.uuid(),
    reason: z.string().trim().min(1, 'say why the goods come back').max(200),
    lines: z
      .array(
        z
          .object({
            productId: id.optional(),
            scan: z.string().trim().min(1).max(64).optional(),
            unit: z.enum(PACK_UNITS).optional(),
            quantity,
            /** The refund for the line; absent: the cap (current retail price x quantity). */
            amount: amount.optional(),
          })
          .strict()
          .refine((l) => (l.productId === undefined) !== (l.scan === undefined), 'name the product by productId or by a scan, one of them'),
      )
      .min(1, 'pick at least one product')
      .max(100),
    refunds: z
      .array(refundLine)
      .max(5),
    supervisorId: id,
    pin,
  })
  .strict();
export type RecordReturnWithoutReceiptBody = z.infer<typeof recordReturnWithoutReceiptBody>;

/**
 * POST pos/till/exchanges: goods back against a sale and, in the same append, a new sale of what the
 * customer takes instead; the returned goods' value pays the new sale first, the customer pays
 * only the difference (payments) or gets the rest back through the sale's methods.
 */
export const recordTillExchangeBody = z
  .object({
    /** The return's id and the command id. */
    exchangeId: z.uuid(),
    saleId: id,
    reason: z.string().trim().min(1, 'say why the goods come back').max(200),
    lines: z
      .array(z.object({ line: z.number().int().min(1), quantity }).strict())
      .min(1, 'pick at least one line')
      .max(300)
      .refine((ls) => new Set(ls.map((l) => l.line)).size === ls.length, 'each line once'),
    newSaleId: z.uuid(),
    receiptNo: z.string().trim().regex(RECEIPT_NO, 'a receipt number such as T1-000042').optional(),
    newLines: z.array(tillSaleLineInput).min(1, 'scan at least one product').max(300),
    /** What the customer pays on top of the credit (empty when the goods back cover the new ones). */
    payments: z.array(tillPaymentInput).max(10),
    /**
     * The goods back worth more than the new ones: the rounding of the cash handed back (signed:
     * the cash refund - the cash handed back), exactly the law's for the currency, or absent (none).
     */
    refundRounding: signedAmount.optional(),
  })
  .strict();
export type RecordTillExchangeBody = z.infer<typeof recordTillExchangeBody>;

/** GET pos/till/sales/:id/returnable: what of a sale may still come back, and through which methods. */
export const returnableSaleSchema = z.object({
  saleId: z.string(),
  /** The sale's customer (null: none): an exchange prices the new goods for them. */
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  currency: z.string(),
  soldAt: z.string(),
  total: z.string(),
  refunded: z.string(),
  lines: z.array(
    z.object({
      line: z.number(),
      productId: z.string(),
      code: z.string(),
      name: z.string(),
      unit: z.enum(PACK_UNITS),
      price: z.string(),
      discount: z.string(),
      amount: z.string(),
      quantity: z.string(),
      returned: z.string(),
      /** What was refunded for the part of the line back already. */
      returnedAmount: z.string(),
      returnable: z.string(),
    }),
  ),
  payments: z.array(z.object({ payMethodId: z.string(), payMethodName: z.string(), kind: z.enum(PAY_METHOD_KINDS), currency: z.string(), paid: z.string(), refunded: z.string(), refundable: z.string() })),
  returns: z.array(z.object({ id: z.string(), reason: z.string(), amount: z.string(), cashierName: z.string(), returnedAt: z.string() })),
});
export type ReturnableSale = z.infer<typeof returnableSaleSchema>;
