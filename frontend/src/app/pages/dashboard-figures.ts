/**
 * The dashboard's figures as pure functions over the API's rows: totals per currency (decimals,
 * never floats) and which stock rows are alerts. Which cards a session may see is permission.ts
 * mayCall (the server's access rule, so a card never shows a 403).
 */
import { sumDecimals } from '@tradedesk/contracts/platform/money';
import type { StockRow } from '@tradedesk/contracts/inventory/stock';

export interface CurrencyTotal {
  currency: string;
  count: number;
  total: string;
}

/** Orders summed per currency, currencies in alphabetical order. */
export function totalsPerCurrency(rows: readonly { currency: string; total: string }[]): CurrencyTotal[] {
  const byCurrency = new Map<string, string[]>();
  for (const row of rows) byCurrency.set(row.currency, [...(byCurrency.get(row.currency) ?? []), row.total]);
  return [...byCurrency.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, totals]) => ({ currency, count: totals.length, total: sumDecimals(totals) }));
}

/**
 * The catalogue keeps no minimum or alarm quantity per product, so an alert is stock that ran out:
 * zero or negative on hand in a warehouse (in the order the stock API lists them).
 */
export function stockAlerts(rows: readonly StockRow[]): StockRow[] {
  const atMostZero = (q: string) => {
    const v = sumDecimals([q]);
    return v === '0' || v.startsWith('-');
  };
  return rows.filter((r) => atMostZero(r.quantity));
}
