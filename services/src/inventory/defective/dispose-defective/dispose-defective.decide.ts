import type { DefectiveEvent, DisposalAction } from '@tradedesk/contracts/inventory/defective';
import { Decimal } from 'decimal.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { type DefectiveLotState, requirePositive } from '../defective.state.js';

/** What disposing of a lot needs to know besides the lot (DefectiveFactsLoader.forDisposal). */
export interface DisposeDefectiveFacts {
  /** return-to-supplier with a supplierId: that supplier as the suppliers list has it, null when there is none. */
  supplier: { id: string; name: string } | null;
  /** restock: whether the lot's warehouse still takes stock. */
  warehouseActive: boolean;
}

export interface DisposeDefective {
  type: 'DisposeDefective';
  lotId: string;
  action: DisposalAction;
  /** Base units. */
  quantity: string;
  /** return-to-supplier: a supplier of the suppliers list ... */
  supplierId: string | null;
  /** ... or a name typed in. */
  supplierName: string;
  note: string;
  facts: DisposeDefectiveFacts;
}

/**
 * Part or all of what a lot holds leaves the library: scrapped, returned to a supplier, or
 * restocked (the quantity moves back into saleable stock of the lot's warehouse in the same
 * event batch).
 */
export function decideDisposeDefective(c: DisposeDefective, s: DefectiveLotState): DefectiveEvent[] {
  if (c.action === 'return-to-supplier' && c.supplierId && !c.facts.supplier) {
    throw new DomainError('supplier_not_found', `supplierId: supplier ${c.supplierId} does not exist.`, 400, { field: 'supplierId' });
  }
  if (!s.received || !s.source) throw new DomainError('defective_lot_not_found', `No defective lot ${c.lotId}.`, 404);
  const qty = requirePositive(c.quantity, 'quantity');
  const held = new Decimal(s.held);
  if (held.isZero()) throw new DomainError('defective_lot_disposed', `The lot from ${s.source.number} line ${s.source.line} has been disposed of entirely.`, 409);
  if (qty.gt(held)) throw new DomainError('more_than_held', `quantity: ${qty.toFixed()} is more than the ${held.toFixed()} held in this lot.`, 400, { field: 'quantity' });
  const base = { lotId: c.lotId, quantity: qty.toFixed(), held: held.minus(qty).toFixed(), note: c.note };
  switch (c.action) {
    case 'scrap':
      return [{ type: 'DefectiveScrapped', data: base }];
    case 'return-to-supplier': {
      const supplier = c.supplierId ? c.facts.supplier : null;
      const name = (supplier ? supplier.name : c.supplierName).trim();
      if (!name) throw new DomainError('supplier_required', 'supplierName: choose a supplier or type its name.', 400, { field: 'supplierName' });
      return [{ type: 'DefectiveReturnedToSupplier', data: { ...base, supplierId: supplier?.id ?? null, supplierName: name } }];
    }
    case 'restock': {
      if (!c.facts.warehouseActive) throw new DomainError('warehouse_disabled', 'The warehouse of this lot is disabled: it cannot take stock back.', 400, { field: 'action' });
      // The movement first: the lot event is the stream's last, so the lot's version in the
      // read model is the stream's version (what a screen sends back as expected version).
      return [
        {
          type: 'StockMoved',
          data: {
            source: { type: 'defective', id: c.lotId, number: s.source.number },
            reason: 'defective',
            // Stock only rises here.
            allowNegative: true,
            movements: [
              { line: 1, kind: 'return', warehouseId: s.warehouseId, zoneId: null, productId: s.productId, quantity: qty.toFixed(), unit: 'unit', unitQuantity: qty.toFixed(), unitCost: s.unitCost },
            ],
          },
        },
        { type: 'DefectiveRestocked', data: { ...base, warehouseId: s.warehouseId } },
      ];
    }
    default: {
      const _exhaustive: never = c.action;
      throw new DomainError('unknown_action', `Unknown disposal ${String(_exhaustive)}.`);
    }
  }
}
