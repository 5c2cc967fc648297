import { canonicalDecimal } from '@tradedesk/contracts/catalog/common';
import { toBase } from '@tradedesk/contracts/catalog/units';
import type { ReplenishmentLine, ReplenishmentLineBody } from '@tradedesk/contracts/purchasing/replenishment';
import { DomainError } from '../platform/event-store/errors.js';

/** What the lines of a replenishment order need to know of the catalogue. */
export interface ReplenishmentLineFacts {
  products: Map<string, { code: string; name: string; status: 'active' | 'disabled'; packings: { box: string | null; bigBag: string | null; bag: string | null } }>;
  warehouses: Map<string, { code: string; status: 'active' | 'disabled' }>;
  suppliers: Map<string, { code: string; status: 'active' | 'disabled'; currency: string }>;
}

/**
 * The lines as recorded: product, warehouse and supplier exist and are active, the unit is a
 * packing of the product, one line per product and warehouse. Refusals name the line.
 */
export function replenishmentLinesOf(lines: ReplenishmentLineBody[], f: ReplenishmentLineFacts): ReplenishmentLine[] {
  const seen = new Set<string>();
  return lines.map((l, i) => {
    const n = i + 1;
    const p = f.products.get(l.productId);
    if (!p) throw new DomainError('product_not_found', `Line ${n}, productId: no product ${l.productId}.`, 404, { line: n });
    if (p.status !== 'active') throw new DomainError('product_disabled', `Line ${n}, productId: product ${p.code} is disabled.`, 400, { line: n });
    const w = f.warehouses.get(l.warehouseId);
    if (!w) throw new DomainError('warehouse_not_found', `Line ${n}, warehouseId: no warehouse ${l.warehouseId}.`, 404, { line: n });
    if (w.status !== 'active') throw new DomainError('warehouse_disabled', `Line ${n}, warehouseId: warehouse ${w.code} is disabled.`, 400, { line: n });
    if (l.supplierId) {
      const s = f.suppliers.get(l.supplierId);
      if (!s) throw new DomainError('supplier_not_found', `Line ${n}, supplierId: no supplier ${l.supplierId}.`, 404, { line: n });
      if (s.status !== 'active') throw new DomainError('supplier_disabled', `Line ${n}, supplierId: supplier ${s.code} is disabled.`, 400, { line: n });
    }
    const key = `${l.warehouseId}:${l.productId}`;
    if (seen.has(key)) throw new DomainError('duplicate_product', `Line ${n}, productId: product ${p.code} is on another line for warehouse ${w.code}.`, 400, { line: n });
    seen.add(key);
    const baseQuantity = toBase(l.quantity, l.unit, p.packings);
    if (baseQuantity === '') throw new DomainError('unit_without_packing', `Line ${n}, unit: product ${p.code} has no ${l.unit} packing size.`, 400, { line: n });
    return {
      line: n,
      productId: l.productId,
      code: p.code,
      name: p.name,
      warehouseId: l.warehouseId,
      supplierId: l.supplierId ?? null,
      unit: l.unit,
      quantity: canonicalDecimal(l.quantity),
      baseQuantity,
      unitPrice: l.unitPrice === null || l.unitPrice === undefined ? null : canonicalDecimal(l.unitPrice),
    };
  });
}
