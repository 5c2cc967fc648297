import type { PosSaleReturned } from '@tradedesk/contracts/pos/pos-returns';
import type { PosSaleEvent, PosSaleRecorded, TillSaleLineInput } from '@tradedesk/contracts/pos/pos-sales';
import { Decimal } from 'decimal.js';
import { DomainError } from '../../platform/event-store/errors.js';
import type { PosSaleState } from '../pos-sale.state.js';
import { decideRecordTillReturn, type RecordTillReturn, returnedLines } from '../record-till-return/record-till-return.decide.js';
import { paidByMethod, type PosSaleReturnsEvent, type PosSaleReturnsState } from '../record-till-return/pos-sale-returns.state.js';
import { decideRecordTillSale, type RecordTillSaleFacts, type TillSeller } from '../record-till-sale/record-till-sale.decide.js';

export interface RecordTillExchange {
  type: 'RecordTillExchange';
  /** The return's id (and the command id). */
  exchangeId: string;
  saleId: string;
  newSaleId: string;
  registerId: string;
  deviceId: string;
  reason: string;
  /** The server's now: the return's time and the new sale's soldAt. */
  at: string;
  lines: { line: number; quantity: string }[];
  newLines: TillSaleLineInput[];
  /** What the customer pays on top of the credit. */
  payments: { payMethodId: string; amount: string; rounding?: string }[];
  /** The goods back worth more: the rounding of the cash handed back (docs/pos.md "Cash rounding"), exactly the law's or absent. */
  refundRounding?: string;
  receiptNo?: string;
  seller: TillSeller | null;
  returnFacts: RecordTillReturn['facts'];
  /** The new sale's facts, loaded for the old sale's customer; its payMethods include the original sale's methods (the credit is paid through them). */
  saleFacts: RecordTillSaleFacts;
}

const PROBE = '\u0000exchange-probe';

/**
 * An exchange (docs/pos.md "Exchanges"): goods back against a sale of this register and a new sale
 * of what the customer takes instead, decided together (the handler appends both in one
 * transaction). The goods back are worth R (each line its share, as a return), the new sale N
 * (priced as any till sale, for the old sale's customer: their price type and membership
 * discount; retail without one). R is split through the sale's own methods in
 * the sale's order, each up to what it may still refund; the first min(R, N) of that split is the
 * credit, paid into the new sale through the same methods; the customer pays N - R on top
 * (`payments`, change from cash as a sale) or gets R - N back through the rest of the split. So
 * the session's takings move only by the difference. The cash handed back may be rounded as the law
 * of the currency rounds cash (`refundRounding`, on the last cash refund that hands some back). Every rule of a return and of a sale applies
 * (return_over_sold, payment_short, negative_stock ...); a cash refund never exceeds the drawer.
 */
export function decideRecordTillExchange(c: RecordTillExchange, original: PosSaleReturnsState, fresh: PosSaleState): { returned: PosSaleReturnsEvent[]; sold: PosSaleEvent[] } {
  const sale = original.sale;
  if (!sale || sale.registerId !== c.registerId) throw new DomainError('pos_sale_not_found', `No sale ${c.saleId} on this register.`, 404);
  const back = returnedLines(original, c.lines);
  const worth = back.reduce((t, l) => t.plus(l.amount), new Decimal(0));
  const saleCommand = {
    type: 'RecordTillSale' as const,
    saleId: c.newSaleId,
    registerId: c.registerId,
    deviceId: c.deviceId,
    soldAt: c.at,
    // The old sale's customer: the new goods at their price type and membership discount.
    customerId: sale.customerId,
    lines: c.newLines,
    seller: c.seller,
    receiptNo: c.receiptNo,
  };
  const currency = c.saleFacts.pricing.currency;
  // The new sale's total first (every rule of pricing applies), paid by a stand-in that covers anything.
  const probe = decideRecordTillSale(
    { ...saleCommand, payments: [{ payMethodId: PROBE, amount: '9999999999999' }], facts: { ...c.saleFacts, payMethods: { ...c.saleFacts.payMethods, [PROBE]: { kind: 'cash', active: true, currencies: [currency] } } } },
    fresh,
  );
  const total = new Decimal((probe[0] as PosSaleRecorded).data.total);
  // The goods back, split through the sale's methods in its order, each up to what it may still refund.
  const split: { payMethodId: string; kind: string; amount: Decimal }[] = [];
  let rest = worth;
  for (const [payMethodId, m] of paidByMethod(sale)) {
    const take = Decimal.min(rest, m.amount.minus(original.refunded[payMethodId] ?? 0));
    if (take.gt(0)) split.push({ payMethodId, kind: m.kind, amount: take });
    rest = rest.minus(Decimal.max(take, 0));
  }
  if (rest.gt(0)) throw new DomainError('refund_over_paid', `The sale has ${worth.minus(rest).toFixed()} ${sale.currency} left to refund: the goods back are worth ${worth.toFixed()}.`, 400, { field: 'lines', left: worth.minus(rest).toFixed() });
  // The credit: the first min(R, N) of the split pays the new sale.
  let owed = Decimal.min(worth, total);
  const credit = split.flatMap((p) => {
    const take = Decimal.min(owed, p.amount);
    owed = owed.minus(take);
    return take.gt(0) ? [{ payMethodId: p.payMethodId, kind: p.kind, amount: take }] : [];
  });
  const cashCredit = credit.filter((p) => p.kind === 'cash').reduce((t, p) => t.plus(p.amount), new Decimal(0));
  const [recorded, stock] = decideRecordTillSale({ ...saleCommand, payments: [...credit.map((p) => ({ payMethodId: p.payMethodId, amount: p.amount.toFixed() })), ...c.payments], facts: c.saleFacts }, fresh) as [PosSaleRecorded, PosSaleEvent];
  // The credit never leaves the drawer (it pays the new sale): only the cash handed back must be there.
  const held = { ...c.returnFacts.cashHeld, [sale.currency]: new Decimal(c.returnFacts.cashHeld[sale.currency] ?? 0).plus(cashCredit).toFixed() };
  const [ret, moved] = decideRecordTillReturn(
    {
      type: 'RecordTillReturn',
      returnId: c.exchangeId,
      saleId: c.saleId,
      registerId: c.registerId,
      deviceId: c.deviceId,
      reason: c.reason,
      returnedAt: c.at,
      lines: c.lines,
      refunds: withRefundRounding(split, credit, c.refundRounding),
      cashKept: cashCredit.toFixed(),
      facts: { ...c.returnFacts, cashHeld: held },
    },
    original,
  ) as [PosSaleReturned, PosSaleReturnsEvent];
  return {
    returned: [{ ...ret, data: { ...ret.data, exchangeSaleId: c.newSaleId } }, moved],
    sold: [{ ...recorded, data: { ...recorded.data, exchange: { returnId: c.exchangeId, saleId: c.saleId, credit: Decimal.min(worth, total).toFixed() } } }, stock],
  };
}

/** The split as the return's refunds, `rounding` (when given and not zero) on the last cash method that hands some cash back (beyond its credit). */
function withRefundRounding(split: { payMethodId: string; kind: string; amount: Decimal }[], credit: { payMethodId: string; amount: Decimal }[], rounding: string | undefined): { payMethodId: string; amount: string; rounding?: string }[] {
  const refunds: { payMethodId: string; amount: string; rounding?: string }[] = split.map((p) => ({ payMethodId: p.payMethodId, amount: p.amount.toFixed() }));
  if (rounding === undefined || new Decimal(rounding).isZero()) return refunds;
  const kept = (id: string) => credit.filter((p) => p.payMethodId === id).reduce((t, p) => t.plus(p.amount), new Decimal(0));
  const at = split.findLastIndex((p) => p.kind === 'cash' && p.amount.gt(kept(p.payMethodId)));
  if (at < 0) throw new DomainError('rounding_out_of_range', 'No cash is handed back: nothing to round.', 400, { field: 'refundRounding' });
  refunds[at] = { ...refunds[at]!, rounding };
  return refunds;
}
