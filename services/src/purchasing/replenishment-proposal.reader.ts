import { Inject, Injectable } from '@nestjs/common';
import type { PackUnit } from '@tradedesk/contracts/inventory/stock';
import { PACKINGS } from '@tradedesk/contracts/catalog/units';
import { type ProposalLine, proposedBaseQuantity } from '@tradedesk/contracts/purchasing/replenishment';
import { roundTo } from '@tradedesk/contracts/platform/money';
import { getSupplier } from '@tradedesk/projections/catalog/suppliers/suppliers.query';
import { lastPricesFrom, lastPurchases } from '@tradedesk/projections/purchasing/on-order/on-order.query';
import { type ReplenishmentCandidate, replenishmentCandidates } from '@tradedesk/projections/purchasing/stock-levels/stock-levels.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { Decimal } from 'decimal.js';
import { DATABASE } from '../platform/tokens.js';

/** Base units in one `unit` of the product (null = the product has no usable packing of that kind). */
function packSize(c: ReplenishmentCandidate, unit: string): string | null {
  if (unit === 'unit') return '1';
  const p = c.packings[unit as (typeof PACKINGS)[number]];
  return p && p.enabled && /[1-9]/.test(p.size) ? p.size : null;
}

/**
 * What "new replenishment order" proposes (docs/replenishment.md "The proposal"): for each level
 * whose on hand + on order is below its minimum, maximum - on hand - on order, rounded up to whole
 * packings of the purchase unit. Supplier: the one of the product's last committed purchase,
 * else the active supplier linked to the product with the lowest code. Purchase unit: the unit of
 * that last purchase, else the first packing (box, big bag, bag) with a typed purchase price, else
 * the base unit. Price: the last committed price from that supplier, per the proposed unit.
 */
@Injectable()
export class ReplenishmentProposalReader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async propose(warehouseId?: string): Promise<{ lines: ProposalLine[] }> {
    const candidates = await replenishmentCandidates(this.db, warehouseId);
    const last = await lastPurchases(this.db, candidates.map((c) => c.productId));
    const supplierOf = (c: ReplenishmentCandidate) => last.get(c.productId)?.supplierId ?? c.linkedSupplierId;
    const pairs = candidates.flatMap((c) => (supplierOf(c) ? [{ supplierId: supplierOf(c)!, productId: c.productId }] : []));
    const prices = await lastPricesFrom(this.db, pairs);
    const currencies = new Map<string, string>();
    for (const id of new Set(pairs.map((p) => p.supplierId))) currencies.set(id, (await getSupplier(this.db, id))?.currency ?? '');
    const lines: ProposalLine[] = [];
    for (const c of candidates) {
      const lastUnit = last.get(c.productId)?.unit;
      const unit = ((lastUnit && packSize(c, lastUnit) ? lastUnit : null) ??
        PACKINGS.find((k) => packSize(c, k) && c.prices?.[k]?.purchase != null) ??
        'unit') as PackUnit;
      const size = packSize(c, unit)!;
      const baseQuantity = proposedBaseQuantity({ minimum: c.minimum, maximum: c.maximum, onHand: c.onHand, onOrder: c.onOrder, packSize: size });
      if (baseQuantity === '0') continue;
      const supplierId = supplierOf(c);
      const price = supplierId ? prices.get(`${supplierId}:${c.productId}`) : undefined;
      const priceSize = price ? packSize(c, price.unit) : null;
      const unitPrice = price && priceSize ? new Decimal(roundTo(new Decimal(price.unitPrice).dividedBy(priceSize).times(size), 6)).toFixed() : null;
      lines.push({
        productId: c.productId, code: c.code, name: c.name, warehouseId: c.warehouseId, warehouseCode: c.warehouseCode,
        minimum: c.minimum, maximum: c.maximum, onHand: c.onHand, onOrder: c.onOrder,
        supplierId, unit, packSize: size, quantity: new Decimal(baseQuantity).dividedBy(size).toFixed(), baseQuantity, unitPrice,
        currency: supplierId ? currencies.get(supplierId) || null : null,
      });
    }
    return { lines };
  }
}
