import { Decimal } from 'decimal.js';
import { roundMoney } from '../platform/money.js';

/**
 * Money of a sale order, shared by the server (what is recorded) and the browser (what the
 * cashier sees while typing): decimal strings in, decimal strings out, never floats.
 *
 * - Amounts round half-up to the currency's decimals through the money module
 *   (contracts/platform/money.ts); unit prices keep up to 6 decimals.
 * - A line's amount is quantity x price x (1 - discount %), 0 for a gift.
 * - Tax (when the order carries a rate) is charged on the subtotal: prices are net of tax.
 */

export interface PricedLine {
  /** In the line's unit. */
  quantity: string;
  /** Price of one line unit. */
  price: string;
  /** Percent, 0..100. */
  discount: string;
  gift: boolean;
}

export function lineAmount(line: PricedLine, currency: string): string {
  if (line.gift) return roundMoney(0, currency);
  const gross = new Decimal(line.quantity).times(line.price);
  const net = gross.times(new Decimal(100).minus(line.discount)).dividedBy(100);
  return roundMoney(net, currency);
}

export interface OrderTotals {
  subtotal: string;
  tax: string;
  total: string;
}

/** Sum of the line amounts, tax on it at `taxRate` percent (null = no tax), and the total. */
export function orderTotals(lines: readonly PricedLine[], taxRate: string | null, currency: string): OrderTotals {
  const subtotal = lines.reduce((s, l) => s.plus(lineAmount(l, currency)), new Decimal(0));
  const tax = taxRate === null ? new Decimal(0) : new Decimal(roundMoney(subtotal.times(taxRate).dividedBy(100), currency));
  return { subtotal: roundMoney(subtotal, currency), tax: roundMoney(tax, currency), total: roundMoney(subtotal.plus(tax), currency) };
}

/**
 * A base-currency price in the order's currency: base / rate, where `rate` is how many base
 * units one unit of the order's currency is worth (base CLP, order USD, rate 950: 9500 CLP ->
 * 10 USD). Rounded half-up to `decimals` places.
 */
export function convertPrice(basePrice: string, rate: string, decimals: number): string {
  return new Decimal(basePrice).dividedBy(rate).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP).toFixed();
}

/** Change to hand back when `tendered` cash pays `due` ('0' when it does not cover it). */
export function changeDue(tendered: string, due: string, currency: string): string {
  const diff = new Decimal(tendered).minus(due);
  return roundMoney(diff.isNegative() ? 0 : diff, currency);
}
