import { toBase } from '@tradedesk/contracts/catalog/units';
import type { PurchaseLineInput } from '@tradedesk/contracts/purchasing/purchase-order';
import { Decimal } from 'decimal.js';
import { DomainError } from '../platform/event-store/errors.js';
import type { PurchaseFacts } from './purchase-facts.js';
import type { PurchaseOrderLine } from './purchase-order.state.js';

/** The header of a draft as typed (create and change). */
export interface DraftHeader {
  supplierId: string | null;
  warehouseId: string;
  currency: string;
  expectedDate: string | null;
  note: string;
  lines: PurchaseLineInput[];
}

export function requireWarehouse(facts: PurchaseFacts, warehouseId: string, field: string) {
  const w = facts.warehouses.get(warehouseId);
  if (!w) throw new DomainError('warehouse_not_found', `${field}: warehouse ${warehouseId} does not exist.`, 400);
  if (w.status !== 'active') throw new DomainError('warehouse_disabled', `${field}: warehouse ${w.code} is disabled.`, 400);
  return w;
}

export function requireZone(facts: PurchaseFacts, warehouseId: string, zoneId: string | null, field: string) {
  if (zoneId === null) return;
  if (!facts.warehouses.get(warehouseId)?.zones.includes(zoneId)) throw new DomainError('zone_not_found', `${field}: zone ${zoneId} is not an enabled zone of this warehouse.`, 400);
}

/** A supplier given must exist and be active. */
export function requireSupplier(facts: PurchaseFacts, supplierId: string | null) {
  if (supplierId === null) return null;
  if (!facts.supplier || facts.supplier.id !== supplierId) throw new DomainError('supplier_not_found', `supplierId: supplier ${supplierId} does not exist.`, 400);
  if (facts.supplier.status !== 'active') throw new DomainError('supplier_disabled', `supplierId: supplier ${facts.supplier.code} is disabled.`, 400);
  return facts.supplier;
}

/** The order's currency: one of the company's currencies or the supplier's own. */
export function requireCurrency(facts: PurchaseFacts, currency: string) {
  const known = new Set([...facts.currencies, facts.costCurrency, ...(facts.supplier?.currency ? [facts.supplier.currency] : [])]);
  if (!known.has(currency)) throw new DomainError('unknown_currency', `currency: ${currency} is not one of the company's currencies (${[...known].join(', ')}) nor the supplier's.`, 400);
}

/** Draft lines: active products, a unit with a packing size, the base quantity kept. */
export function resolveDraftLines(facts: PurchaseFacts, lines: PurchaseLineInput[]): PurchaseOrderLine[] {
  return lines.map((l, i) => {
    const n = i + 1;
    const p = facts.products.get(l.productId);
    if (!p) throw new DomainError('product_not_found', `lines.${i}.productId: product ${l.productId} does not exist.`, 400, { line: n });
    if (p.status !== 'active') throw new DomainError('product_disabled', `lines.${i}.productId: product ${p.code} is disabled.`, 400, { line: n });
    const baseQuantity = toBase(l.quantity, l.unit, p.packings);
    if (baseQuantity === '') throw new DomainError('unit_without_packing', `lines.${i}.unit: product ${p.code} has no ${l.unit} packing size.`, 400, { line: n });
    return {
      line: n,
      productId: p.id,
      code: p.code,
      name: p.name,
      unit: l.unit,
      quantity: new Decimal(l.quantity).toFixed(),
      baseQuantity,
      ...(l.unitPrice !== undefined ? { unitPrice: new Decimal(l.unitPrice).toFixed() } : {}),
    };
  });
}

/** Rate order currency -> cost currency: 1 when they are the same, else the client's (required). */
export function rateFor(currency: string, costCurrency: string, given: string | undefined, field = 'rate'): string {
  if (currency === costCurrency) return '1';
  if (given === undefined) throw new DomainError('rate_required', `${field}: give the rate from ${currency} to the cost currency ${costCurrency}.`, 400);
  return new Decimal(given).toFixed();
}
