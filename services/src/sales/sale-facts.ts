import { packingPrice, toBase } from '@tradedesk/contracts/catalog/units';
import type { PackUnit } from '@tradedesk/contracts/inventory/stock';
import { currencyDecimals } from '@tradedesk/contracts/platform/money';
import { convertPrice, lineAmount } from '@tradedesk/contracts/sales/order-amounts';
import type { PaymentAccountRef } from '@tradedesk/contracts/finance/payments';
import type { SaleCustomerFacts } from '@tradedesk/contracts/sales/sale-facts';
import type { SaleLine, SaleLineInput, SaleOrderHeader } from '@tradedesk/contracts/sales/sale-order';
import type { SaleCatalogLookup, SaleProductInfo } from '@tradedesk/projections/catalog/products/products-for-sale.query';
import { Decimal } from 'decimal.js';
import { DomainError } from '../platform/event-store/errors.js';

/** The company settings a sale order is priced and checked with. */
export interface SaleSettings {
  baseCurrency: string;
  /** CostCurrencyID: the currency costs and profit are kept in. */
  costCurrency: string;
  /** Decimal places of prices in the base currency (PriceDecimal). */
  priceDecimal: number;
  /** EnableSaleOrderTax and DefaultTax. */
  taxEnabled: boolean;
  defaultTax: string;
  /** DefaultSalePackageType. */
  defaultPackingType: PackUnit;
  /** SaleType: a retail company sells at retail prices by default. */
  saleType: 'Retail' | 'Wholesale';
}

/**
 * Everything a sale-order decision may look up, gathered by the handler before deciding (the
 * decider itself stays pure): the catalogue, customers, warehouses with their zones, average
 * costs, the negative-stock policy, the settings and today's business day.
 */
export interface SaleFacts {
  catalog: SaleCatalogLookup;
  customers: Map<string, SaleCustomerFacts>;
  warehouses: Map<string, { id: string; code: string; name: string; status: 'active' | 'disabled'; zones: string[] }>;
  /** Average cost of one base unit per `${warehouseId}:${productId}`. */
  averageCosts: Map<string, string>;
  allowNegative: boolean;
  settings: SaleSettings;
  /** Business day in the company's time zone (YYYY-MM-DD). */
  today: string;
  /** The warehouse a new order takes when none is named (the first active one), if any. */
  defaultWarehouseId: string | null;
  /** The money accounts payments may go into, in opening order (loaded for save-commit, which takes payments; [] for other decisions). */
  moneyAccounts: PaymentAccountRef[];
  /** The exchange rates in force now (loaded for the decisions that commit: save-commit, import; [] for others). */
  rates: { fromCode: string; toCode: string; rate: string }[];
}

/** What a payment decision needs: the money accounts (opening order) and today's business day. */
export type PaymentFacts = Pick<SaleFacts, 'moneyAccounts' | 'today'>;

export function priceDecimals(currency: string, settings: SaleSettings): number {
  return currency === settings.baseCurrency ? settings.priceDecimal : Math.max(2, currencyDecimals(currency));
}

export function requireSaleWarehouse(facts: SaleFacts, warehouseId: string) {
  const w = facts.warehouses.get(warehouseId);
  if (!w) throw new DomainError('warehouse_not_found', `warehouse: ${warehouseId} does not exist.`, 400);
  if (w.status !== 'active') throw new DomainError('warehouse_disabled', `warehouse: ${w.code} is disabled.`, 400);
  return w;
}

export function requireCustomer(facts: SaleFacts, customerId: string): SaleCustomerFacts {
  const c = facts.customers.get(customerId);
  if (!c) throw new DomainError('customer_not_found', `customer: ${customerId} does not exist.`, 400);
  if (c.status !== 'active') throw new DomainError('customer_disabled', `customer: ${c.code} is disabled.`, 400);
  return c;
}

/**
 * A typed or scanned line made into an order line: the product (by id or by any of its
 * barcodes; a packing's barcode selects that unit), the unit (given, scanned, else the order's
 * packing type, else the base unit when the product has no such packing), the base quantity,
 * the price (typed, else the product's price for the order's price type and unit converted into
 * the order's currency) and the discount (typed, else the customer's). Errors name the line.
 */
export function resolveSaleLine(input: SaleLineInput, n: number, header: SaleOrderHeader, facts: SaleFacts, lineId: string): SaleLine {
  let productId = input.productId;
  let scannedUnit: PackUnit | undefined;
  const barcode = input.barcode ?? input.scan;
  if (barcode) {
    const hit = facts.catalog.barcodes.get(barcode);
    const byCode = input.scan && !hit ? facts.catalog.codes.get(input.scan.toLowerCase()) : undefined;
    if (!hit && !byCode) {
      throw new DomainError('barcode_not_found', input.scan ? `Line ${n}, scan: no product has barcode or code ${input.scan}.` : `Line ${n}, barcode: no product has barcode ${barcode}.`, 400, { line: n });
    }
    productId = hit?.productId ?? byCode;
    scannedUnit = hit?.unit;
  }
  const p = facts.catalog.products.get(productId!);
  if (!p) throw new DomainError('product_not_found', `Line ${n}, product: ${productId} does not exist.`, 400, { line: n });
  if (p.status !== 'active') throw new DomainError('product_disabled', `Line ${n}, product: ${p.code} is disabled.`, 400, { line: n });
  let unit: PackUnit = input.unit ?? scannedUnit ?? header.packingType;
  if (!input.unit && !scannedUnit && unit !== 'unit' && !p.packings[unit]) unit = 'unit';
  const baseQuantity = toBase(input.quantity, unit, p.packings);
  if (baseQuantity === '') throw new DomainError('unit_without_packing', `Line ${n}, unit: product ${p.code} has no ${unit} packing size.`, 400, { line: n });
  const price = input.price ?? defaultPrice(p, unit, header, facts.settings);
  const discount = input.discount ?? (header.customer ? (facts.customers.get(header.customer.id)?.discount ?? '0') : '0');
  const line: SaleLine = {
    lineId,
    productId: p.id,
    code: p.code,
    name: p.name,
    unit,
    quantity: new Decimal(input.quantity).toFixed(),
    baseQuantity,
    price: new Decimal(price).toFixed(),
    discount: new Decimal(discount).toFixed(),
    gift: input.gift,
    memo: input.memo,
    amount: '0',
    zoneId: null,
  };
  line.amount = lineAmount(line, header.currency);
  return line;
}

/** The product's price for the order's price type and unit, in the order's currency ('0' when it has none). */
export function defaultPrice(p: SaleProductInfo, unit: PackUnit, header: SaleOrderHeader, settings: SaleSettings): string {
  const table = p.prices;
  const typed = table?.[unit]?.[header.priceType] ?? null;
  const base = table?.unit?.[header.priceType] ?? null;
  const inBase = packingPrice(typed, base, unit, p.packings);
  if (inBase === '') return '0';
  if (header.currency === settings.baseCurrency) return new Decimal(inBase).toDecimalPlaces(settings.priceDecimal, Decimal.ROUND_HALF_UP).toFixed();
  return convertPrice(inBase, header.rate, priceDecimals(header.currency, settings));
}

/** The header lines are priced with when no order is given: walk-in customer, base currency, the company's defaults. */
export function pricingHeader(settings: SaleSettings): SaleOrderHeader {
  return {
    warehouseId: '',
    customer: null,
    currency: settings.baseCurrency,
    rate: '1',
    packingType: settings.defaultPackingType,
    priceType: settings.saleType === 'Retail' ? 'retail' : 'wholesale',
    taxRate: settings.taxEnabled ? settings.defaultTax : null,
    memo: '',
    deliveryMode: 'direct',
    deliveryDate: null,
    paymentTermsDays: 0,
  };
}
