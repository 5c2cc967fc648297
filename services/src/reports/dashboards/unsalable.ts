import { addDays, businessDayOf, daysBetween } from '@tradedesk/contracts/platform/company-time';
import { wholePercent } from '@tradedesk/contracts/platform/money';
import type { UnsalableList, UnsalableQuery } from '@tradedesk/contracts/reports/dashboards';
import type { SlowMovingRow } from '@tradedesk/contracts/reports/stock-profit';
import type { Sql } from '@tradedesk/projections/platform/sql';
import { type UnsalableFilter, unsalableStock } from '@tradedesk/projections/reports/sale-facts/sale-facts-stock.query';
import { Decimal } from 'decimal.js';

export interface SlowMovers {
  from: string;
  rows: SlowMovingRow[];
  total: number;
  totals: { onHand: string; stockValue: string };
}

/**
 * Products that do not sell, as of a business day (docs/dashboards.md "Unsalable stock",
 * docs/report-stock-profit.md "Slow moving"): the window is the `days` business days up to and
 * including the day; a product (or product x warehouse) is listed when it has stock and sold
 * nothing in the window (reason noSale: its last sale is at least `days` days back, or never), or
 * sold less than `sellThrough` % of what it had (sold / (sold + on hand)). The unsalable-stock
 * dashboard and the slow moving report both read it.
 */
export async function slowMovers(
  sql: Sql,
  q: Omit<UnsalableFilter, 'from' | 'day'> & { days: number },
  day: string,
  offsetHours: number,
): Promise<SlowMovers> {
  const from = addDays(day, -(q.days - 1));
  const { days: _days, ...filter } = q;
  const found = await unsalableStock(sql, { ...filter, from, day });
  return {
    from,
    total: found.total,
    totals: { onHand: found.onHand, stockValue: found.stockValue },
    rows: found.rows.map(({ lastReceiptAt, ...r }) => ({
      ...r,
      sellThrough: wholePercent(r.sold, new Decimal(r.sold).plus(r.onHand)),
      daysSinceSale: r.lastSaleDay ? daysBetween(r.lastSaleDay, day) : null,
      lastReceiptDay: lastReceiptAt ? businessDayOf(lastReceiptAt, offsetHours) : null,
      reason: new Decimal(r.sold).isZero() ? ('noSale' as const) : ('lowSellThrough' as const),
    })),
  };
}

/** The unsalable-stock dashboard: the slow movers per product, in the dashboard's shape. */
export async function unsalable(sql: Sql, q: UnsalableQuery, day: string, costCurrency: string, offsetHours: number): Promise<UnsalableList> {
  const found = await slowMovers(sql, { days: q.days, sellThrough: q.sellThrough, warehouseId: q.warehouseId, limit: q.limit, offset: 0 }, day, offsetHours);
  return {
    day,
    from: found.from,
    costCurrency,
    total: found.total,
    stockValue: found.totals.stockValue,
    // The dashboard's row: the product's figures without the report's category, warehouse and receipt.
    rows: found.rows.map(({ categoryName: _c, warehouseId: _w, warehouseCode: _wc, warehouseName: _wn, lastReceiptDay: _r, ...row }) => row),
  };
}
