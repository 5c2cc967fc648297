import type { TillCatalogueProduct } from '@tradedesk/contracts/pos/till-catalogue';
import { productsForTill } from '../../catalog/products/products-for-sale.query.js';
import type { Sql } from '../../platform/sql.js';

/**
 * Products as the till's feed sends them (contracts' tillCatalogueProductSchema), read from
 * rm.products: packings, barcodes and of the price table only the prices given (a blank one falls
 * back as the till prices: tillListPrice); never the cost.
 */
export async function tillProducts(sql: Sql, ids: string[]): Promise<TillCatalogueProduct[]> {
  return (await productsForTill(sql, ids)).map(({ prices, ...p }) => ({ ...p, prices: pricesGiven(prices) }));
}

/** A price table without its blank prices (and units left with none): a third of the feed's bytes at 300,000 products. */
function pricesGiven(prices: Record<string, Record<string, string | null> | undefined> | undefined): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [unit, byType] of Object.entries(prices ?? {})) {
    const given = Object.entries(byType ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== '');
    if (given.length) out[unit] = Object.fromEntries(given);
  }
  return out;
}
