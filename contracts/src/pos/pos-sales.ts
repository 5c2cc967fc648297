import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { tillBoletaSchema } from '../invoicing/till-boletas.js';
import { roundMoney } from '../platform/money.js';
import { cashRoundingOf, roundCash } from '../sales/retail-checkout.js';
import { PACK_UNITS, type PackUnit, type StockMoved } from '../inventory/stock.js';
import { PAY_METHOD_KINDS } from './pay-methods.js';

/**
 * Till sales (issue 16, docs/pos.md "Selling"): a sale is one command from an authorised device
 * and a signed-in cashier, inside the register's open cash session. Its id is made by the browser
 * (a UUID) and is both the stream (`pos-sale-<saleId>`) and the command id: a retry answers the
 * first sale, never a second one (the offline queue will resend by the same id).
 */

export interface PosSaleLine {
  line: number;
  productId: string;
  code: string;
  name: string;
  unit: PackUnit;
  /** In `unit`, and in base units. */
  quantity: string;
  baseQuantity: string;
  /** The list price of one `unit` for the customer's price type, in the sale's currency. */
  price: string;
  /** Percent. */
  discount: string;
  /** quantity x price less the discount, rounded to the currency. */
  amount: string;
}
export interface PosSalePayment {
  payMethodId: string;
  kind: (typeof PAY_METHOD_KINDS)[number];
  currency: string;
  /**
   * What the payment settles of the sale (cash: tendered, before the change). A rounded cash
   * payment settles what was handed over plus its `rounding`.
   */
  amount: string;
  /**
   * Cash rounding (cash only; absent: none), signed: amount - the cash handed over (docs/pos.md
   * "Cash rounding"). 1,234 CLP paid with 2,000: amount 2,004, rounding 4, change 770.
   */
  rounding?: string;
}

/** One line a till posts to finance (a session's close, a late line): a method's money in a currency onto its account (null: none named, not posted). */
export interface CashSessionPosting {
  payMethodId: string;
  currency: string;
  amount: string;
  accountId: string | null;
  /** Absent: the takings; 'difference': the drawer's count against what was expected. */
  kind?: 'difference';
}

export interface PosSaleRecorded {
  type: 'PosSaleRecorded';
  data: {
    saleId: string;
    sessionId: string;
    registerId: string;
    deviceId: string;
    warehouseId: string;
    customerId: string | null;
    currency: string;
    priceType: string;
    lines: PosSaleLine[];
    total: string;
    payments: PosSalePayment[];
    /** Sum of the payments. */
    paid: string;
    /** paid - total, handed back in cash (under the session's cash method). */
    change: string;
    /** The device's clock when the cashier took the payment (recordedAt is the server's). */
    soldAt: string;
    /**
     * A late line: the sale reached the server after its cash session (named by the till) was
     * closed, e.g. synced from an offline till's queue. It is kept as it happened and shown on
     * the session's report; it is not in the close's expected figures. Absent: false.
     */
    late?: boolean;
    /** The till rang it up while it could not reach the server (the body's `offline`; docs/pos.md "Offline"). Absent: online. */
    offline?: boolean;
    /**
     * A late line's money posted to finance (docs/pos.md "Posting to finance"), as the close posted
     * its session's: per payment method and currency what the sale took (cash less the change) onto
     * the method's money account, and for cash the same amount taken back from the close's cash
     * difference (the drawer the close counted decides the cash box: the sale's cash was in it, or
     * it is missing). `date`: the business day the sale reached the server. Absent: not late.
     */
    posting?: { date: string; postings: CashSessionPosting[] };
    /**
     * The cashier who rang the sale up: the employee of the PIN session it was sold under (also
     * the metadata's userId), whoever was signed in when it reached the server. Absent on sales
     * recorded before it was kept: the metadata's userId.
     */
    cashierId?: string;
    /** The receipt number the till gave it (its device's series, then its sequence: T1-000042), unique on the register. Absent on sales recorded before. */
    receiptNo?: string;
    /** A discount over PosMaxDiscount, approved by a till supervisor's PIN (DiscountApproved on their stream): who, up to what. */
    discountApproval?: { approvalId: string; supervisorId: string; maxDiscount: string };
    /** The new sale of an exchange (docs/pos.md "Exchanges"): the return it goes with, the sale the goods came back from, and the part of its payments that is the returned goods' credit. */
    exchange?: { returnId: string; saleId: string; credit: string };
  };
}
export type PosSaleEvent = PosSaleRecorded | StockMoved;
export const POS_SALE_EVENT_TYPES = ['PosSaleRecorded'] as const;
export const posSaleStreamId = (saleId: string) => `pos-sale-${saleId}`;
export const POS_SALES_READ_MODEL = 'pos-sales';

// ---- API payloads
/** A receipt number: the device's series, a dash, its sequence (at least 6 digits). */
export const RECEIPT_NO = /^[A-Z][A-Z0-9]{0,9}-\d{6,9}$/;
export const receiptNumber = (series: string, sequence: number) => `${series}-${String(sequence).padStart(6, '0')}`;
const id = z.string().trim().min(1).max(64);
const quantity = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,4})?$/, 'a quantity such as 1 or 2.5')
  .refine((v) => /[1-9]/.test(v), 'must be greater than 0');
const amount = z.string().trim().regex(/^\d{1,13}(\.\d{1,6})?$/, 'a decimal number such as 0, 1500 or 12.50');
export const signedAmount = z.string().trim().regex(/^-?\d{1,13}(\.\d{1,6})?$/, 'a decimal number such as 4 or -0.30');
const percent = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'a percentage such as 5 or 12.5')
  .refine((v) => Number(v) <= 100, 'at most 100');

/** A payment as the till sends it (a sale, an exchange's new sale). */
export const tillPaymentInput = z
  .object({
    payMethodId: id,
    amount: amount.refine((v) => /[1-9]/.test(v), 'must be greater than 0'),
    /** Cash rounding (cash only): amount - the cash handed over, signed, exactly the law's for the currency (docs/pos.md "Cash rounding"). */
    rounding: signedAmount.optional(),
  })
  .strict();
export type TillPaymentInput = z.infer<typeof tillPaymentInput>;

/** A line as the till sends it: the product by id or by a scanned barcode (a packing's barcode sells that packing) or code. */
export const tillSaleLineInput = z
  .object({
    productId: id.optional(),
    scan: z.string().trim().min(1).max(64).optional(),
    unit: z.enum(PACK_UNITS).optional(),
    quantity,
    discount: percent.optional(),
    /** The price of one `unit` the till showed (its cached catalogue): recorded as sold when it was in force (docs/pos.md "Offline"). */
    price: amount.optional(),
  })
  .strict()
  .refine((l) => Boolean(l.productId) !== Boolean(l.scan), 'name the product by id or by a scan, one of them');
export type TillSaleLineInput = z.infer<typeof tillSaleLineInput>;

/** POST pos/till/sales. */
export const recordTillSaleBody = z
  .object({
    saleId: z.uuid(),
    /** The cash session the till sold in: when it was closed meanwhile, the sale is a late line of it (absent: the register's open session). */
    sessionId: id.optional(),
    soldAt: z.iso.datetime({ offset: true }),
    /**
     * The PIN session token (X-Pos-Session) the sale was rung up under, kept with the queued sale:
     * the sale is recorded as that session's cashier when the session was opened on this device
     * and soldAt lies in it, even after it ended (400 cashier_session_invalid otherwise). Absent:
     * the session the call is made under.
     */
    cashierSession: z.string().trim().min(1).max(128).optional(),
    /** The receipt number the till gave the sale, offline too: its device's series and its next sequence (docs/pos.md "Receipt numbers"). */
    receiptNo: z.string().trim().regex(RECEIPT_NO, 'a receipt number such as T1-000042').optional(),
    /** A supervisor's approval (POST pos/till/discount-approvals) for line discounts over the company's limit, up to what it approved. */
    discountApprovalId: z.uuid().optional(),
    /**
     * true: the till rang the sale up while it could not reach the server (it waited in the
     * device's queue). Refused (409 offline_sales_off) when the company turned PosOfflineSales off.
     */
    offline: z.boolean().optional(),
    customerId: id.nullable().default(null),
    lines: z.array(tillSaleLineInput).min(1, 'scan at least one product').max(300),
    payments: z
      .array(tillPaymentInput)
      .min(1, 'take at least one payment')
      .max(10),
  })
  .strict();
export type RecordTillSaleBody = z.infer<typeof recordTillSaleBody>;

/** GET pos/till/price?scan=: the price check (and what the till shows when a line is scanned). */
export const tillPriceQuery = z.object({ scan: z.string().trim().min(1).max(64), customerId: id.optional() }).strict();
export type TillPriceQuery = z.infer<typeof tillPriceQuery>;
export const tillPriceSchema = z.object({
  productId: z.string(),
  code: z.string(),
  name: z.string(),
  unit: z.enum(PACK_UNITS),
  /** Base units in one `unit`. */
  unitSize: z.string(),
  price: z.string(),
  /** The customer's membership discount (percent), '0' without a customer. */
  discount: z.string(),
  currency: z.string(),
  onHand: z.string(),
});
export type TillPrice = z.infer<typeof tillPriceSchema>;

export const tillSaleSchema = z.object({
  id: z.string(),
  /** Null for sales recorded before receipt numbers (the till shows the id's first 8 characters). */
  receiptNo: z.string().nullable(),
  sessionId: z.string(),
  registerId: z.string(),
  registerName: z.string(),
  cashierName: z.string(),
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  currency: z.string(),
  lines: z.array(z.object({ line: z.number(), productId: z.string(), code: z.string(), name: z.string(), unit: z.enum(PACK_UNITS), quantity: z.string(), price: z.string(), discount: z.string(), amount: z.string() })),
  total: z.string(),
  payments: z.array(z.object({ payMethodId: z.string(), payMethodName: z.string(), kind: z.enum(PAY_METHOD_KINDS), currency: z.string(), amount: z.string(), rounding: z.string().optional() })),
  paid: z.string(),
  change: z.string(),
  soldAt: z.string(),
  recordedAt: z.string(),
  /** Recorded after its session closed (a late line). */
  late: z.boolean(),
  /** Chile and Peru: the sale's boleta (issued, or pending with the reason); null: none (another country, or not attempted yet). */
  boleta: tillBoletaSchema.nullable().optional(),
});
export type TillSale = z.infer<typeof tillSaleSchema>;
/** The number a receipt prints: its receipt number, else (a sale recorded before receipt numbers) the first 8 characters of its id. */
export const receiptNoOf = (s: { receiptNo?: string | null; id: string }) => s.receiptNo ?? s.id.slice(0, 8);
export const tillSaleListSchema = z.object({ sales: z.array(tillSaleSchema), total: z.string(), count: z.number() });
/** sessionId: one cash session's sales; search: the register's sales whose receipt number contains it, any day. */
export const tillSalesQuery = z.object({ sessionId: id.optional(), search: z.string().trim().max(20).optional() }).strict();
export type TillSalesQuery = z.infer<typeof tillSalesQuery>;
/** Takings of a session per payment method and currency (cash: less the change). */
export interface SessionTaking {
  payMethodId: string;
  currency: string;
  amount: string;
}

/** GET pos/till/customers?search=: the till's customer picker (active customers, 20 at most). */
export const tillCustomersQuery = z.object({ search: z.string().trim().max(100).default('') }).strict();
export type TillCustomersQuery = z.infer<typeof tillCustomersQuery>;
export const tillCustomerListSchema = z.object({ customers: z.array(z.object({ id: z.string(), code: z.string(), name: z.string(), phone: z.string() })) });

/**
 * The till's cash rounding (docs/pos.md "Cash rounding"): what cash has to pay of a sale once the
 * other methods paid theirs, rounded by the law of the currency (`cashRoundingOf`; the company's
 * PosCashRounding off: not rounded). `rounding` = due - cash, signed (HUF 1,238 -> cash 1,240,
 * rounding -2). The till shows it, the server checks a payment's rounding against it, the receipt
 * prints it: one function for the three, online and offline.
 */
export function tillCashDue(total: Decimal.Value, nonCash: Decimal.Value, currency: string, enabled: boolean): { due: string; cash: string; rounding: string } {
  const due = roundMoney(Decimal.max(new Decimal(total).minus(nonCash), 0), currency);
  return { due, ...roundCash(due, currency, enabled ? cashRoundingOf(currency) : null) };
}
/**
 * A cash refund rounded (docs/pos.md "Cash rounding", refunds): the law of the currency applied to
 * the cash handed back exactly as to cash taken in (the same table, the same direction: CLP 1,995
 * back is 1,990, as 1,995 paid in cash is 1,990), so a customer who brings back all of a rounded
 * cash sale gets back what they handed over. `refund` is what the refund settles of the sale (the
 * goods' worth), `cash` what leaves the drawer, `rounding` = refund - cash (signed). Off, or a
 * currency without a rule: nothing rounds.
 */
export function tillCashRefund(refund: Decimal.Value, currency: string, enabled: boolean): { refund: string; cash: string; rounding: string } {
  const exact = roundMoney(Decimal.max(new Decimal(refund), 0), currency);
  return { refund: exact, ...roundCash(exact, currency, enabled ? cashRoundingOf(currency) : null) };
}
/** The sum of a sale's cash roundings ('0' none). */
export const saleRounding = (payments: readonly { rounding?: string | null }[]): Decimal => payments.reduce((t, p) => t.plus(p.rounding ?? 0), new Decimal(0));

/**
 * What each payment of a sale left in the till, in order: its amount less its cash rounding (the
 * part not handed over), and for cash less the change, which comes out of the cash payments first
 * to last. The session's takings (expected cash, the close's postings) and a late line's postings
 * count this.
 */
export function paymentsTaken(payments: readonly PosSalePayment[], change: Decimal.Value): { payment: PosSalePayment; taken: Decimal }[] {
  let changeLeft = new Decimal(change);
  return payments.map((p) => {
    let taken = new Decimal(p.amount).minus(p.rounding ?? 0);
    if (p.kind === 'cash' && changeLeft.gt(0)) {
      const back = Decimal.min(changeLeft, taken);
      taken = taken.minus(back);
      changeLeft = changeLeft.minus(back);
    }
    return { payment: p, taken };
  });
}
