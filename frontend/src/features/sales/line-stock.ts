import type { SaleLineView } from '@tradedesk/contracts/sales/sale-order';
import { Decimal } from 'decimal.js';

/** What a line shows of the stock: on hand in its unit and in base units, and whether the order takes more than that. */
export interface LineStock {
  inUnit: string;
  base: string;
  short: boolean;
}

/**
 * Stock per line from the base units on hand per product (`onHand`, the order's warehouse): in the
 * line's unit (its packing size is baseQuantity / quantity) and in base units. A line is short when
 * the order's lines of that product together take more than is on hand.
 */
export function lineStocks(lines: Pick<SaleLineView, 'lineId' | 'productId' | 'quantity' | 'baseQuantity'>[], onHand: Record<string, string> | undefined): Map<string, LineStock> {
  const out = new Map<string, LineStock>();
  if (!onHand) return out;
  const taken = new Map<string, Decimal>();
  for (const l of lines) taken.set(l.productId, (taken.get(l.productId) ?? new Decimal(0)).plus(l.baseQuantity));
  for (const l of lines) {
    const have = onHand[l.productId];
    if (have === undefined) continue;
    const q = new Decimal(l.quantity);
    const size = q.isZero() ? new Decimal(1) : new Decimal(l.baseQuantity).dividedBy(q);
    out.set(l.lineId, { inUnit: new Decimal(have).dividedBy(size).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(), base: new Decimal(have).toFixed(), short: taken.get(l.productId)!.gt(have) });
  }
  return out;
}

