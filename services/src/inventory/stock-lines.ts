import { toBase } from '@tradedesk/contracts/catalog/units';
import { movementUnitCost } from '@tradedesk/contracts/inventory/valuation';
import type { DocumentLine, PackUnit, StockMovement } from '@tradedesk/contracts/inventory/stock';
import { Decimal } from 'decimal.js';
import { DomainError } from '../platform/event-store/errors.js';

/** What a stock decider knows of the catalogue and of stock, looked up by the handler. */
export interface StockFacts {
  /** `cost`: the catalogue's cost of one base unit (absent or '0' when none is set). */
  products: Map<string, { id: string; code: string; status: 'active' | 'disabled'; packings: { box: string | null; bigBag: string | null; bag: string | null }; cost?: string }>;
  warehouses: Map<string, { id: string; code: string; status: 'active' | 'disabled'; zones: string[] }>;
  /** Moving average cost of one base unit per `${warehouseId}:${productId}`; absent when there is none above zero. */
  averageCosts: Map<string, string>;
}

/** What one base unit of a product moving in or out of a warehouse is valued at (docs/inventory.md "Valuation"). */
export function unitCostIn(facts: StockFacts, warehouseId: string, productId: string): string {
  return movementUnitCost(facts.averageCosts.get(`${warehouseId}:${productId}`), facts.products.get(productId)?.cost);
}

export interface RequestedLine {
  productId: string;
  unit: PackUnit;
  quantity: string;
}

export function requireWarehouse(facts: StockFacts, warehouseId: string, field: string) {
  const w = facts.warehouses.get(warehouseId);
  if (!w) throw new DomainError('warehouse_not_found', `${field}: warehouse ${warehouseId} does not exist.`, 400);
  if (w.status !== 'active') throw new DomainError('warehouse_disabled', `${field}: warehouse ${w.code} is disabled.`, 400);
  return w;
}

/**
 * Resolves requested lines into document lines: the product must exist and be active, the unit must
 * have a packing size (no size, no conversion: docs/inventory.md "Units and packings"), the
 * quantity must be > 0; the base quantity is quantity x packing size. Errors name the line and the
 * field.
 */
export function resolveLines(facts: StockFacts, warehouseId: string, lines: RequestedLine[]): DocumentLine[] {
  return lines.map((l, i) => {
    const n = i + 1;
    const p = facts.products.get(l.productId);
    if (!p) throw new DomainError('product_not_found', `Line ${n}, product: ${l.productId} does not exist.`, 400, { line: n });
    if (p.status !== 'active') throw new DomainError('product_disabled', `Line ${n}, product: ${p.code} is disabled.`, 400, { line: n });
    const qty = new Decimal(l.quantity);
    if (!qty.isFinite() || qty.lte(0)) throw new DomainError('quantity_not_positive', `Line ${n}, quantity: must be more than zero.`, 400, { line: n });
    const base = toBase(l.quantity, l.unit, p.packings);
    if (base === '') throw new DomainError('unit_without_packing', `Line ${n}, unit: product ${p.code} has no ${l.unit} packing size.`, 400, { line: n });
    return {
      line: n,
      productId: p.id,
      unit: l.unit,
      unitQuantity: qty.toString(),
      quantity: base,
      unitCost: unitCostIn(facts, warehouseId, p.id),
    };
  });
}

export function movementsOf(lines: DocumentLine[], warehouseId: string, zoneId: string | null, kind: StockMovement['kind'], sign: 1 | -1, lineOffset = 0): StockMovement[] {
  return lines.map((l) => ({
    line: l.line + lineOffset,
    kind,
    warehouseId,
    zoneId,
    productId: l.productId,
    quantity: sign === 1 ? l.quantity : new Decimal(l.quantity).negated().toString(),
    unit: l.unit,
    unitQuantity: l.unitQuantity,
    unitCost: l.unitCost,
  }));
}
