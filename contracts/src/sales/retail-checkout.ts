import { Decimal } from 'decimal.js';
import { amountInWords } from '../invoicing/amount-in-words.js';
import { clockText, instantMs } from '../platform/company-time.js';
import { isDecimalString, roundMoney, roundToStep, type StepRounding } from '../platform/money.js';
import { changeDue } from './order-amounts.js';
import type { PaymentInput, PaymentMethod } from './sale-order.js';
import type { PrintLine } from './sale-print.js';

/**
 * The retail checkout (/sale/pay-retail and its variants, docs/sales-retail-checkout.md): what
 * the cash total of a sale rounds to, and what its receipt shows in each country or mode. Pure:
 * the page and the tests compute with it; the payment itself goes through the sale payment
 * command (POST sale/order/save-commit or pay), which records the cash rounding on the payment.
 */
export const RETAIL_CHECKOUT_VARIANTS = ['plain', 'at', 'pl', 'es', 'per', 'ro', 'voucher', 'packing'] as const;
export type RetailCheckoutVariant = (typeof RETAIL_CHECKOUT_VARIANTS)[number];

/**
 * Where the law rounds a cash total, per currency (the currency decides: a till or a checkout
 * taking cash in it rounds so; a card, transfer or voucher never rounds). Cited in
 * docs/sales-retail-checkout.md "Cash rounding" and docs/pos.md "Cash rounding":
 * - CLP: Ley 20.956 (2016; in force with the withdrawal of the 1 and 5 peso coins, 1 November
 *   2017): a cash total to the nearest 10 pesos, endings 1 to 5 down, 6 to 9 up (half down).
 * - HUF: 2008. évi III. törvény (the 1 and 2 forint coins withdrawn, 1 March 2008), § 2: endings
 *   0.01-2.49 down to 0, 2.50-4.99 up to 5, 5.01-7.49 down to 5, 7.50-9.99 up to 10: the nearest
 *   5 forint, half up.
 * - CZK: Act 634/1992 Coll. on consumer protection, § 3(1)(c): a cash total to the nearest valid
 *   denomination; since the 50 haléř coin ceased to be valid (CNB Decree 174/2008, 31 August
 *   2008) that is the whole koruna, half up.
 * - PEN: the 5 céntimo coin left circulation on 1 January 2019 (BCRP; the 1 céntimo earlier), and
 *   the Consumer Code (Ley 29571, art. 44, as INDECOPI applies it) forbids rounding against the
 *   consumer: a cash total rounds down to the 0.10 sol.
 * Every other currency rounds nothing (its smallest coin circulates, or no law rounds cash).
 */
export interface CashRoundingRule {
  currency: string;
  step: string;
  mode: StepRounding;
}
export const CASH_ROUNDING_BY_CURRENCY: Readonly<Record<string, CashRoundingRule>> = {
  CLP: { currency: 'CLP', step: '10', mode: 'half-down' },
  HUF: { currency: 'HUF', step: '5', mode: 'half-up' },
  CZK: { currency: 'CZK', step: '1', mode: 'half-up' },
  PEN: { currency: 'PEN', step: '0.10', mode: 'down' },
};
/** The cash rounding a currency's law asks for (null: none). */
export const cashRoundingOf = (currency: string): CashRoundingRule | null => CASH_ROUNDING_BY_CURRENCY[currency] ?? null;

/**
 * The retail checkout's variants that round cash: Peru. Austria, Poland, Spain and Romania round
 * nothing (their 1 cent / grosz / céntimo / ban coins circulate).
 */
export const CASH_ROUNDING: Partial<Record<RetailCheckoutVariant, CashRoundingRule>> = {
  per: CASH_ROUNDING_BY_CURRENCY.PEN,
};

/**
 * `amount` of cash rounded by `rule`: the cash to collect and the rounding (amount - cash, signed:
 * positive when the customer hands over less). No rule, or a rule of another currency: nothing rounds.
 */
export function roundCash(amount: string, currency: string, rule: CashRoundingRule | null | undefined): { cash: string; rounding: string } {
  const exact = roundMoney(amount, currency);
  if (!rule || rule.currency !== currency) return { cash: exact, rounding: roundMoney(0, currency) };
  const cash = roundMoney(roundToStep(exact, rule.step, rule.mode), currency);
  return { cash, rounding: roundMoney(new Decimal(exact).minus(cash), currency) };
}

/**
 * The cash to collect for `amount` (what cash pays of the order) and the rounding difference
 * (amount - cash, recorded on the payment; never the order's own amounts). No rule, or another
 * currency than the rule's: nothing rounds.
 */
export function cashToCollect(amount: string, currency: string, variant: RetailCheckoutVariant): { cash: string; rounding: string } {
  return roundCash(amount, currency, CASH_ROUNDING[variant]);
}

/** A company payment method's kind (setting/pay-method) as a sale payment; 'other' has none and is not offered. */
export function saleMethodOfKind(kind: string): PaymentMethod | null {
  if (kind === 'cash' || kind === 'card' || kind === 'voucher') return kind;
  if (kind === 'transfer') return 'bankTransfer';
  return null;
}

/** A payment row of the checkout as the cashier typed it. */
export interface CheckoutRow {
  method: PaymentMethod;
  /** The money account of the company's method in the order's currency ('' the server's default). */
  accountId: string;
  /** Cash: the cash taken; else the amount. */
  amount: string;
  /** Cash handed over ('' none). */
  tendered: string;
  /** Voucher number, card slip, transfer reference. */
  reference: string;
}

export type CheckoutProblem = 'amount' | 'tendered' | 'reference';

export interface CheckoutSettlement {
  /** What to send to the sale payment command (save-commit / pay); empty while a problem is left. */
  payments: PaymentInput[];
  /** Per row: its problem and its change. */
  rows: { problem: CheckoutProblem | null; change: string }[];
  /** What cash has to collect when the rest is paid in cash (rounded where the variant rounds). */
  cashDue: string;
  /** The cash rounding recorded on the last cash row ('0' none). */
  rounding: string;
  /** Owed minus what the rows settle (negative: too much). */
  left: string;
  /** The rows settle the order exactly: it can be paid. */
  complete: boolean;
}

/**
 * The checkout's payment rows turned into sale payments. Every row needs a positive amount in the
 * currency's decimals, cash handed over covering its cash, a voucher its number. Where the variant
 * rounds cash (Peru), the cash rows may take the rounded cash due: the difference is recorded as
 * `rounding` on the last cash row, whose amount then settles it (never the order's own amounts).
 */
export function settleCheckout(rows: readonly CheckoutRow[], owed: string, currency: string, variant: RetailCheckoutVariant): CheckoutSettlement {
  const ok = (v: string) => isDecimalString(v) && new Decimal(v).gt(0) && new Decimal(roundMoney(v, currency)).eq(v);
  const checked = rows.map((r) => {
    const amount = r.amount.trim();
    const tendered = r.tendered.trim();
    let problem: CheckoutProblem | null = null;
    if (!ok(amount)) problem = 'amount';
    else if (r.method === 'cash' && tendered && (!isDecimalString(tendered) || new Decimal(tendered).lt(amount))) problem = 'tendered';
    else if (r.method === 'voucher' && !r.reference.trim()) problem = 'reference';
    const change = !problem && r.method === 'cash' && tendered ? changeDue(tendered, amount, currency) : '';
    return { row: r, amount, tendered, problem, change };
  });
  const valid = checked.filter((c) => !c.problem);
  const sum = (xs: typeof checked) => xs.reduce((s, c) => s.plus(c.amount), new Decimal(0));
  const nonCash = sum(valid.filter((c) => c.row.method !== 'cash'));
  const cash = sum(valid.filter((c) => c.row.method === 'cash'));
  const rest = Decimal.max(new Decimal(owed).minus(nonCash), 0);
  const due = cashToCollect(rest.toFixed(), currency, variant);
  const hasCash = valid.some((c) => c.row.method === 'cash');
  const rounded = hasCash && new Decimal(due.rounding).gt(0) && cash.eq(due.cash);
  const rounding = rounded ? due.rounding : '0';
  const left = roundMoney(new Decimal(owed).minus(nonCash).minus(cash).minus(rounding), currency);
  const complete = checked.length > 0 && valid.length === checked.length && new Decimal(left).isZero();
  const lastCash = rounded ? checked.map((c) => c.row.method).lastIndexOf('cash') : -1;
  const payments: PaymentInput[] = complete
    ? checked.map((c, i) => ({
        method: c.row.method,
        amount: i === lastCash ? roundMoney(new Decimal(c.amount).plus(rounding), currency) : c.amount,
        reference: c.row.reference.trim(),
        ...(c.row.method === 'cash' && c.tendered ? { tendered: c.tendered } : {}),
        ...(c.row.accountId && c.row.method !== 'voucher' ? { accountId: c.row.accountId } : {}),
        ...(i === lastCash ? { rounding } : {}),
      }))
    : [];
  return { payments, rows: checked.map((c) => ({ problem: c.problem, change: c.change })), cashDue: due.cash, rounding, left, complete };
}

/** The standard VAT rate a tax-inclusive retail price carries, per country (when the order charges no tax of its own). */
export const STANDARD_VAT: Partial<Record<RetailCheckoutVariant, string>> = { at: '20', pl: '23', es: '21', per: '18', ro: '21' };

/**
 * The letters the fiscal receipt gives each rate. Austria (RKSV, Betrag-Satz): A normal 20 %,
 * B reduced 10 %, C reduced 13 %, D zero, E special 19 %. Poland (PTU on a paragon): A 23 %,
 * B 8 %, C 5 %, D 0 %, E exempt ("zw"), F and G reserved. Romania (bon fiscal): A 21 %, B 11 %,
 * C 9 % (the rate before August 2025), D 0 / exempt. Spain and Peru print the rate itself.
 */
export const VAT_LETTERS: Partial<Record<RetailCheckoutVariant, Record<string, string>>> = {
  at: { '20': 'A', '10': 'B', '13': 'C', '0': 'D', '19': 'E' },
  pl: { '23': 'A', '8': 'B', '5': 'C', '0': 'D' },
  ro: { '21': 'A', '11': 'B', '9': 'C', '0': 'D' },
};
export const vatLetter = (variant: RetailCheckoutVariant, rate: string): string | null => VAT_LETTERS[variant]?.[new Decimal(rate).toFixed()] ?? null;

/** A line of the order as the print details answer it (sale-print.ts), without its number and memo. */
export type ReceiptLineInput = Omit<PrintLine, 'n' | 'memo'>;

export interface ReceiptPaymentInput {
  method: string;
  /** What the payment settles of the order. */
  amount: string;
  tendered: string | null;
  change: string | null;
  /** Cash rounding (amount - cash received). */
  rounding?: string | null;
  reference: string;
}

export interface ReceiptInput {
  variant: RetailCheckoutVariant;
  number: string;
  /** Instant of the sale (ISO) and the company's hour offset. */
  at: string;
  timeZoneOffset: number;
  companyName: string;
  /** The seller's tax id (NIP, NIF, RUC, CIF, UID) as the checkout is set up; '' unknown. */
  sellerTaxId: string;
  /** The buyer's tax id when the buyer asks for it on the receipt (NIP nabywcy, DNI/RUC). */
  buyerTaxId: string;
  /** The register (Kassen-ID): the checkout's name for this till. */
  registerId: string;
  currency: string;
  lines: ReceiptLineInput[];
  /** The order's own tax (EnableSaleOrderTax): rate and amount on top of the subtotal; null: prices include the country's VAT. */
  orderTaxRate: string | null;
  subtotal: string;
  tax: string;
  total: string;
  payments: ReceiptPaymentInput[];
}

export interface ReceiptLine {
  name: string;
  /** "2 x 1.50", or for packing "2 Caja x 12 = 24". */
  quantity: string;
  amount: string;
  /** The VAT letter (at, pl, ro) or null. */
  letter: string | null;
  gift: boolean;
  /** Packing mode: boxes and units of the line. */
  packs?: { packs: string; perPack: string; units: string; unitLabel: string };
}

export interface ReceiptVat {
  letter: string | null;
  rate: string;
  /** Net (base), tax and gross (tax included) in the currency. */
  net: string;
  tax: string;
  gross: string;
}

export interface Receipt {
  variant: RetailCheckoutVariant;
  /** The legal title in the country's language ('' for plain, voucher and packing: the screen's words). */
  title: string;
  /** Legal header rows in the country's language: [label, value]. */
  header: [string, string][];
  lines: ReceiptLine[];
  vat: ReceiptVat[];
  total: string;
  /** Sum of the cash roundings of the payments ('0.00' when none): total - rounding is what was collected. */
  rounding: string;
  collected: string;
  change: string;
  payments: ReceiptPaymentInput[];
  /** Peru: the total in words, SUNAT's legend 1000 as the boleta's XML has it ("SON ... CON nn/100 SOLES"); else ''. */
  inWords: string;
  /** Legal footer rows in the country's language. */
  footer: string[];
  /** Packing mode: totals in packs and base units. */
  packTotals?: { packs: string; units: string };
}

/** The sale's wall-clock date and time in the company's zone (company-time): 'YYYY-MM-DD' and 'HH:MM'. */
export function companyDateTime(at: string, offsetHours: number): { date: string; time: string } {
  const [date, clock] = clockText(instantMs(at), offsetHours).split(' ');
  return { date: date ?? '', time: (clock ?? '').slice(0, 5) };
}

/** VAT of the receipt: the order's own tax on top, or the country's standard rate inside the prices. One rate per order. */
export function receiptVat(input: Pick<ReceiptInput, 'variant' | 'orderTaxRate' | 'subtotal' | 'tax' | 'total' | 'currency'>): ReceiptVat[] {
  const { variant, currency } = input;
  if (input.orderTaxRate !== null && new Decimal(input.tax).gt(0)) {
    const rate = new Decimal(input.orderTaxRate).toFixed();
    return [{ letter: vatLetter(variant, rate), rate, net: roundMoney(input.subtotal, currency), tax: roundMoney(input.tax, currency), gross: roundMoney(input.total, currency) }];
  }
  const standard = STANDARD_VAT[variant];
  if (!standard) return [];
  const gross = new Decimal(input.total);
  const net = new Decimal(roundMoney(gross.div(new Decimal(standard).div(100).plus(1)), currency));
  return [{ letter: vatLetter(variant, standard), rate: standard, net: roundMoney(net, currency), tax: roundMoney(gross.minus(net), currency), gross: roundMoney(gross, currency) }];
}

/** Packing mode: a line as packs x units per pack (a line in base units is 1 per pack). */
function packsOf(l: ReceiptLineInput) {
  const q = new Decimal(l.quantity);
  const perPack = q.isZero() ? new Decimal(1) : new Decimal(l.baseQuantity).div(q);
  return { packs: q.toFixed(), perPack: perPack.toDecimalPlaces(6).toFixed(), units: new Decimal(l.baseQuantity).toFixed(), unitLabel: l.unitLabel };
}

/** Legal words per country (in its language, whatever the interface language: the receipt goes with the customer). */
const TITLES: Record<RetailCheckoutVariant, string> = {
  plain: '',
  voucher: '',
  packing: '',
  at: 'Beleg',
  pl: 'PARAGON FISKALNY',
  es: 'FACTURA SIMPLIFICADA',
  per: 'BOLETA DE VENTA ELECTRÓNICA',
  ro: 'BON FISCAL',
};

/** The receipt of a paid retail sale, per variant. */
export function buildReceipt(input: ReceiptInput): Receipt {
  const { variant, currency } = input;
  const vat = receiptVat(input);
  const letter = vat[0]?.letter ?? null;
  const { date, time } = companyDateTime(input.at, input.timeZoneOffset);
  const lines: ReceiptLine[] = input.lines.map((l) => ({
    name: l.name,
    quantity: `${new Decimal(l.quantity).toFixed()} x ${l.price}`,
    amount: roundMoney(l.amount, currency),
    letter,
    gift: l.gift,
    ...(variant === 'packing' ? { packs: packsOf(l) } : {}),
  }));
  const rounding = roundMoney(input.payments.reduce((s, p) => s.plus(p.rounding ?? 0), new Decimal(0)), currency);
  const change = roundMoney(input.payments.reduce((s, p) => s.plus(p.change ?? 0), new Decimal(0)), currency);
  const total = roundMoney(input.total, currency);
  const digits = input.number.replace(/\D/g, '');
  const header: [string, string][] = [];
  const footer: string[] = [];
  const tax = input.sellerTaxId.trim();
  const buyer = input.buyerTaxId.trim();
  switch (variant) {
    case 'at':
      header.push(['Kassen-ID', input.registerId], ['Belegnummer', input.number], ['Datum/Uhrzeit', `${date} ${time}`]);
      if (tax) header.push(['UID', tax]);
      // RKSV: the machine-readable code carries a signature of the signature-creation unit (a
      // smart card or a HSM service): there is none here, so the code area says so.
      footer.push('RKSV-Signatur: nicht signiert (keine Signaturerstellungseinheit)');
      break;
    case 'pl':
      if (tax) header.push(['NIP', tax]);
      header.push(['Nr', input.number], ['Data', `${date} ${time}`]);
      if (buyer) header.push(['NIP nabywcy', buyer]);
      footer.push('NIEFISKALNY: wydruk z systemu, nie z drukarki fiskalnej');
      break;
    case 'es':
      if (tax) header.push(['NIF', tax]);
      header.push(['Número', input.number], ['Fecha', `${date} ${time}`]);
      if (buyer) header.push(['NIF destinatario', buyer]);
      footer.push('IVA incluido');
      break;
    case 'per':
      if (tax) header.push(['RUC', tax]);
      header.push(['Serie-Número', `B001-${digits.slice(-8).padStart(8, '0')}`], ['Fecha de emisión', `${date} ${time}`]);
      if (buyer) header.push(['DNI/RUC cliente', buyer]);
      footer.push('Representación impresa: la boleta electrónica se emite desde Facturación (SUNAT)');
      break;
    case 'ro':
      if (tax) header.push(['CIF', tax]);
      header.push(['Nr. bon', input.number], ['Data', `${date} ${time}`]);
      if (buyer) header.push(['CIF client', buyer]);
      footer.push('BON NEFISCAL: tipărit din sistem, nu de casa de marcat fiscală');
      break;
    case 'plain':
    case 'voucher':
    case 'packing':
      break;
    default: {
      const _exhaustive: never = variant;
      return _exhaustive;
    }
  }
  const packTotals =
    variant === 'packing'
      ? {
          packs: input.lines.reduce((s, l) => s.plus(l.quantity), new Decimal(0)).toFixed(),
          units: input.lines.reduce((s, l) => s.plus(l.baseQuantity), new Decimal(0)).toFixed(),
        }
      : undefined;
  return {
    variant,
    title: TITLES[variant],
    header,
    lines,
    vat,
    total,
    rounding,
    collected: roundMoney(new Decimal(total).minus(rounding), currency),
    change,
    payments: input.payments,
    inWords: variant === 'per' ? amountInWords(total, currency) : '',
    footer,
    ...(packTotals ? { packTotals } : {}),
  };
}
