import type { StockMoved } from '@tradedesk/contracts/inventory/stock';
import { roundMoney } from '@tradedesk/contracts/platform/money';
import type { PosRefund, PosReturnLine } from '@tradedesk/contracts/pos/pos-returns';
import { tillCashRefund } from '@tradedesk/contracts/pos/pos-sales';
import { Decimal } from 'decimal.js';
import { DomainError } from '../../platform/event-store/errors.js';
import { notEnoughCash, requireCurrencyAmount } from '../cash-session.state.js';
import { paidByMethod, type PosSaleReturnsEvent, type PosSaleReturnsState } from './pos-sale-returns.state.js';

export interface RecordTillReturn {
  type: 'RecordTillReturn';
  returnId: string;
  saleId: string;
  registerId: string;
  deviceId: string;
  reason: string;
  returnedAt: string;
  lines: { line: number; quantity: string }[];
  /** rounding: cash only, amount - the cash handed back (docs/pos.md "Cash rounding"). */
  refunds: { payMethodId: string; amount: string; rounding?: string }[];
  /** An exchange: the cash of the refunds that stays in the drawer to pay the new sale; a rounding is of the rest (the cash handed back). */
  cashKept?: string;
  /**
   * The register's open cash session (null: none, the return is refused), its warehouse (the goods
   * go back there), and the cash its drawer should hold per currency (float + in - out + cash taken
   * less cash refunded): a cash refund cannot be more.
   */
  /** blind: PosBlindClose (a refusal does not say what the drawer holds). */
  facts: { sessionId: string | null; warehouseId: string; allowNegative: boolean; cashHeld: Record<string, string>; blind?: boolean };
}

/**
 * Goods brought back against the sale they were sold on, on the same register: per line never
 * more than sold less what came back already (409 return_over_sold); each line is refunded its
 * share of the line's amount (the last piece: what is left of it, so the refunds of a line add up
 * to its amount). The refund goes back through the sale's own methods, never more per method
 * than it took (cash: less the change), and adds up to the returned lines. A cash refund may be
 * rounded as the law of the currency rounds cash (`checkRefundRounding`); the drawer must hold the
 * cash handed back. The goods go back into the register's warehouse at the cost they left at.
 */
export function decideRecordTillReturn(c: RecordTillReturn, s: PosSaleReturnsState): PosSaleReturnsEvent[] {
  const sale = s.sale;
  if (!sale || sale.registerId !== c.registerId) throw new DomainError('pos_sale_not_found', `No sale ${c.saleId} on this register.`, 404);
  if (s.returnIds.includes(c.returnId)) throw new DomainError('pos_return_exists', `Return ${c.returnId} is recorded already.`, 409);
  if (!c.facts.sessionId) throw new DomainError('cash_session_closed', 'This register has no open cash session: open one before taking goods back.', 409);
  const currency = sale.currency;
  const lines = returnedLines(s, c.lines);
  const total = lines.reduce((t, l) => t.plus(l.amount), new Decimal(0));
  const paid = paidByMethod(sale);
  const byMethod = new Map<string, Decimal>();
  const roundings = new Map<string, Decimal>();
  c.refunds.forEach((r, i) => {
    const m = paid.get(r.payMethodId);
    if (!m) throw new DomainError('refund_method_not_in_sale', `refunds.${i}: the sale was not paid with ${r.payMethodId}.`, 400, { field: `refunds.${i}.payMethodId` });
    byMethod.set(r.payMethodId, (byMethod.get(r.payMethodId) ?? new Decimal(0)).plus(requireCurrencyAmount({ currency, amount: r.amount }, `refunds.${i}`)));
    if (r.rounding !== undefined) roundings.set(r.payMethodId, (roundings.get(r.payMethodId) ?? new Decimal(0)).plus(r.rounding));
  });
  const refunds: PosRefund[] = [...byMethod].map(([payMethodId, amount]) => {
    const m = paid.get(payMethodId)!;
    const left = m.amount.minus(s.refunded[payMethodId] ?? 0);
    if (amount.gt(left)) {
      throw new DomainError('refund_over_paid', `The sale took ${m.amount.toFixed()} ${currency} by this method, ${left.toFixed()} of it left to refund: ${amount.toFixed()} is more.`, 400, {
        field: 'refunds',
        payMethodId,
        paid: m.amount.toFixed(),
        left: left.toFixed(),
      });
    }
    const rounding = roundings.get(payMethodId);
    return { payMethodId, kind: m.kind, currency, amount: amount.toFixed(), ...(rounding && !rounding.isZero() ? { rounding: rounding.toFixed() } : {}) };
  });
  checkRefundRounding(refunds, currency, c.cashKept);
  const cashOut = cashHandedBack(refunds);
  const held = new Decimal(c.facts.cashHeld[currency] ?? 0);
  if (cashOut.gt(held)) {
    throw notEnoughCash({ blind: c.facts.blind, currency, held, amount: cashOut, field: 'refunds', out: 'refunded in cash' });
  }
  const refunded = refunds.reduce((t, r) => t.plus(r.amount), new Decimal(0));
  if (!refunded.eq(total)) {
    throw new DomainError('refund_mismatch', `The goods coming back are worth ${total.toFixed()} ${currency}; the refunds add up to ${refunded.toFixed()}.`, 400, { field: 'refunds', total: total.toFixed(), refunds: refunded.toFixed(), currency });
  }
  const stock: StockMoved = {
    type: 'StockMoved',
    data: {
      source: { type: 'pos-return', id: c.returnId, number: c.returnId.slice(0, 8) },
      reason: c.reason,
      allowNegative: c.facts.allowNegative,
      at: new Date(c.returnedAt).toISOString(),
      movements: lines.map((l) => ({
        line: l.line,
        kind: 'receipt',
        warehouseId: c.facts.warehouseId,
        zoneId: null,
        productId: l.productId,
        quantity: l.baseQuantity,
        unit: l.unit,
        unitQuantity: l.quantity,
        unitCost: s.costs[l.line] ?? '0',
      })),
    },
  };
  return [
    {
      type: 'PosSaleReturned',
      data: {
        returnId: c.returnId,
        saleId: sale.saleId,
        sessionId: c.facts.sessionId,
        registerId: c.registerId,
        deviceId: c.deviceId,
        warehouseId: c.facts.warehouseId,
        currency,
        reason: c.reason,
        lines,
        refunds,
        amount: total.toFixed(),
        returnedAt: new Date(c.returnedAt).toISOString(),
      },
    },
    stock,
  ];
}

/**
 * The lines coming back, per line never more than sold less what came back already (409
 * return_over_sold), each refunded its share of the line's amount (the last piece what is left
 * of it). Also used by an exchange (record-till-exchange/).
 */
export function returnedLines(s: PosSaleReturnsState, inputs: { line: number; quantity: string }[]): PosReturnLine[] {
  const sale = s.sale!;
  const currency = sale.currency;
  return inputs.map((input, i) => {
    const sold = sale.lines.find((l) => l.line === input.line);
    if (!sold) throw new DomainError('return_line_not_found', `lines.${i}: the sale has no line ${input.line}.`, 400, { field: `lines.${i}.line`, line: input.line });
    const q = new Decimal(input.quantity);
    const before = s.returned[sold.line];
    const left = new Decimal(sold.quantity).minus(before?.quantity ?? 0);
    if (q.gt(left)) {
      throw new DomainError('return_over_sold', `Line ${sold.line} (${sold.name}): ${sold.quantity} sold, ${before?.quantity ?? '0'} back already, ${q.toFixed()} cannot come back.`, 409, {
        field: `lines.${i}.quantity`,
        line: sold.line,
        sold: sold.quantity,
        returned: before?.quantity ?? '0',
        left: left.toFixed(),
      });
    }
    const amount = q.eq(left) ? new Decimal(sold.amount).minus(before?.amount ?? 0) : new Decimal(roundMoney(new Decimal(sold.amount).times(q).div(sold.quantity), currency));
    const baseQuantity = new Decimal(sold.baseQuantity).times(q).div(sold.quantity);
    return { line: sold.line, productId: sold.productId, code: sold.code, name: sold.name, unit: sold.unit, quantity: q.toFixed(), baseQuantity: baseQuantity.toFixed(), amount: amount.toFixed() };
  });
}

/** The cash a return's refunds take out of the drawer: each cash refund less its rounding. */
export const cashHandedBack = (refunds: readonly PosRefund[]): Decimal =>
  refunds.filter((r) => r.kind === 'cash').reduce((t, r) => t.plus(r.amount).minus(r.rounding ?? 0), new Decimal(0));

/**
 * Cash rounding of a refund (docs/pos.md "Cash rounding"): a rounding only on cash, in the
 * currency's decimals, never past the refund; the refunds' roundings add up to nothing or to
 * exactly what the law of the currency rounds their cash handed back to (`tillCashRefund`; an
 * exchange's cash credit stays in the drawer and is not rounded); else 400
 * rounding_out_of_range. As for a sale, the server does not read PosCashRounding.
 */
export function checkRefundRounding(refunds: readonly PosRefund[], currency: string, cashKept: Decimal.Value = 0): void {
  let total = new Decimal(0);
  refunds.forEach((r, i) => {
    if (r.rounding === undefined) return;
    const rounding = new Decimal(r.rounding);
    if (r.kind !== 'cash' || !new Decimal(roundMoney(rounding, currency)).eq(rounding) || new Decimal(r.amount).minus(rounding).lt(0)) {
      throw new DomainError('rounding_out_of_range', `refunds.${i}: only cash is rounded, in ${currency}'s decimals, and never past the refund.`, 400, { field: `refunds.${i}.rounding`, currency });
    }
    total = total.plus(rounding);
  });
  if (total.isZero()) return;
  const cash = refunds.filter((r) => r.kind === 'cash').reduce((t, r) => t.plus(r.amount), new Decimal(0)).minus(cashKept);
  const expected = new Decimal(tillCashRefund(cash, currency, true).rounding);
  if (!total.eq(expected)) {
    throw new DomainError('rounding_out_of_range', `A cash refund rounding of ${total.toFixed()} ${currency}: the law of ${currency} rounds this cash by ${expected.toFixed()}.`, 400, { field: 'refunds', currency, rounding: total.toFixed(), expected: expected.toFixed() });
  }
}
