import { toBase } from '@tradedesk/contracts/catalog/units';
import { tillListPrice } from '@tradedesk/contracts/pos/till-catalogue';
import type { PackUnit } from '@tradedesk/contracts/inventory/stock';
import type { SaleCatalogLookup, SaleProductInfo } from '@tradedesk/projections/catalog/products/products-for-sale.query';
import { DomainError } from '../platform/event-store/errors.js';

/** How the till prices: the register's currency, the rate to the base currency, the price type (retail, or the customer's). */
export interface TillPricing {
  currency: string;
  baseCurrency: string;
  /** Base-currency units one unit of the register's currency is worth ('1' when they are the same; null: no rate in force). */
  rate: string | null;
  /** PriceDecimal: decimals of base-currency prices. */
  priceDecimal: number;
  priceType: 'retail' | 'wholesale' | 'member';
}

/** A scan or a product id -> the product and the unit it sells in (a packing's barcode: that packing). Errors name the line. */
export function findTillProduct(catalog: SaleCatalogLookup, by: { productId?: string; scan?: string; unit?: PackUnit }, n: number): { product: SaleProductInfo; unit: PackUnit } {
  let productId = by.productId;
  let unit: PackUnit = by.unit ?? 'unit';
  if (by.scan) {
    const hit = catalog.barcodes.get(by.scan);
    productId = hit?.productId ?? catalog.codes.get(by.scan.toLowerCase());
    if (!productId) throw new DomainError('barcode_not_found', `Line ${n}: no product has barcode or code ${by.scan}.`, 400, { line: n, scan: by.scan });
    if (hit && !by.unit) unit = hit.unit;
  }
  const product = catalog.products.get(productId!);
  if (!product) throw new DomainError('product_not_found', `Line ${n}: product ${productId} does not exist.`, 400, { line: n });
  if (product.status !== 'active') throw new DomainError('product_disabled', `Line ${n}: product ${product.code} is disabled.`, 400, { line: n });
  if (toBase('1', unit, product.packings) === '') throw new DomainError('unit_without_packing', `Line ${n}: product ${product.code} has no ${unit} packing size.`, 400, { line: n });
  return { product, unit };
}

/** The list price of one `unit` of the product for the price type, in the register's currency ('0' when it has none); the till's cached catalogue prices with the same function. */
export function tillPrice(p: SaleProductInfo, unit: PackUnit, pricing: TillPricing): string {
  const price = tillListPrice(p, unit, pricing);
  if (price === null) throw new DomainError('no_exchange_rate', `No exchange rate from ${pricing.currency} to ${pricing.baseCurrency} is in force.`, 409);
  return price;
}
