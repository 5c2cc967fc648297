import { addDays, daysBetween } from '@tradedesk/contracts/platform/company-time';
import { wholePercent } from '@tradedesk/contracts/platform/money';
import type { UnsalableList, UnsalableQuery } from '@tradedesk/contracts/reports/dashboards';
import type { Sql } from '@tradedesk/projections/platform/sql';
import { unsalableStock } from '@tradedesk/projections/reports/sale-facts/sale-facts-stock.query';
import { Decimal } from 'decimal.js';

/**
 * Unsalable stock as of a business day (docs/dashboards.md "Unsalable stock"): the window is the
 * `days` business days up to and including the day; a product is listed when it has stock and sold
 * nothing in the window (reason noSale: its last sale is at least `days` days back, or never), or
 * sold less than `sellThrough` % of what it had (sold / (sold + on hand)).
 */
export async function unsalable(sql: Sql, q: UnsalableQuery, day: string, costCurrency: string): Promise<UnsalableList> {
  const from = addDays(day, -(q.days - 1));
  const found = await unsalableStock(sql, { from, day, sellThrough: q.sellThrough, warehouseId: q.warehouseId, limit: q.limit, offset: 0 });
  return {
    day,
    from,
    costCurrency,
    total: found.total,
    stockValue: found.stockValue,
    rows: found.rows.map((r) => ({
      ...r,
      sellThrough: wholePercent(r.sold, new Decimal(r.sold).plus(r.onHand)),
      daysSinceSale: r.lastSaleDay ? daysBetween(r.lastSaleDay, day) : null,
      reason: new Decimal(r.sold).isZero() ? ('noSale' as const) : ('lowSellThrough' as const),
    })),
  };
}
