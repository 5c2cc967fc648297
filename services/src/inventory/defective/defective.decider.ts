import type { DefectiveEvent, DefectiveReceived, DefectiveSource, DisposalAction } from '@tradedesk/contracts/inventory/defective';
import type { PackUnit } from '@tradedesk/contracts/inventory/stock';
import { Decimal } from 'decimal.js';
import type { Decider } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';

export interface DefectiveLotState {
  received: boolean;
  warehouseId: string;
  productId: string;
  unitCost: string;
  source: DefectiveSource | null;
  /** Base units still held (decimal string). */
  held: string;
}

export type DefectiveCommand =
  | {
      type: 'ReceiveDefective';
      lotId: string;
      warehouseId: string;
      productId: string;
      unit: PackUnit;
      unitQuantity: string;
      quantity: string;
      unitCost: string;
      source: DefectiveSource;
      note: string;
    }
  | {
      type: 'DisposeDefective';
      lotId: string;
      action: DisposalAction;
      /** Base units. */
      quantity: string;
      /** return-to-supplier: a known supplier (id and name) or a typed name (id null). */
      supplier: { id: string | null; name: string } | null;
      note: string;
      /** restock: whether the lot's warehouse still takes stock (looked up by the handler). */
      warehouseActive: boolean;
    };

const positive = (v: string, field: string) => {
  let d: Decimal;
  try {
    d = new Decimal(v);
  } catch {
    throw new DomainError('quantity_not_positive', `${field}: "${v}" is not a number.`, 400, { field });
  }
  if (!d.isFinite() || d.lte(0)) throw new DomainError('quantity_not_positive', `${field}: must be more than zero.`, 400, { field });
  return d;
};

/**
 * A lot of the defective library: received once from its source line, then disposed of in part
 * or whole (scrap, return to supplier, restock) while something is held. Restocking moves the
 * quantity back into saleable stock of the lot's warehouse in the same event batch.
 */
export const defectiveDecider: Decider<DefectiveCommand, DefectiveLotState, DefectiveEvent> = {
  initialState: () => ({ received: false, warehouseId: '', productId: '', unitCost: '0', source: null, held: '0' }),

  decide(cmd, s) {
    switch (cmd.type) {
      case 'ReceiveDefective': {
        if (s.received) throw new DomainError('defective_lot_exists', `Line ${cmd.source.line} of ${cmd.source.number} is already in the defective library.`, 409);
        positive(cmd.quantity, 'quantity');
        const { type: _t, ...data } = cmd;
        return [{ type: 'DefectiveReceived', data: data satisfies DefectiveReceived['data'] }];
      }
      case 'DisposeDefective': {
        if (!s.received || !s.source) throw new DomainError('defective_lot_not_found', `No defective lot ${cmd.lotId}.`, 404);
        const qty = positive(cmd.quantity, 'quantity');
        const held = new Decimal(s.held);
        if (held.isZero()) throw new DomainError('defective_lot_disposed', `The lot from ${s.source.number} line ${s.source.line} has been disposed of entirely.`, 409);
        if (qty.gt(held)) throw new DomainError('more_than_held', `quantity: ${qty.toFixed()} is more than the ${held.toFixed()} held in this lot.`, 400, { field: 'quantity' });
        const base = { lotId: cmd.lotId, quantity: qty.toFixed(), held: held.minus(qty).toFixed(), note: cmd.note };
        switch (cmd.action) {
          case 'scrap':
            return [{ type: 'DefectiveScrapped', data: base }];
          case 'return-to-supplier': {
            const name = cmd.supplier?.name.trim() ?? '';
            if (!name) throw new DomainError('supplier_required', 'supplierName: choose a supplier or type its name.', 400, { field: 'supplierName' });
            return [{ type: 'DefectiveReturnedToSupplier', data: { ...base, supplierId: cmd.supplier!.id, supplierName: name } }];
          }
          case 'restock': {
            if (!cmd.warehouseActive) throw new DomainError('warehouse_disabled', 'The warehouse of this lot is disabled: it cannot take stock back.', 400, { field: 'action' });
            // The movement first: the lot event is the stream's last, so the lot's version in the
            // read model is the stream's version (what a screen sends back as expected version).
            return [
              {
                type: 'StockMoved',
                data: {
                  source: { type: 'defective', id: cmd.lotId, number: s.source.number },
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
            const _exhaustive: never = cmd.action;
            throw new DomainError('unknown_action', `Unknown disposal ${String(_exhaustive)}.`);
          }
        }
      }
    }
  },

  evolve(s, e) {
    switch (e.type) {
      case 'DefectiveReceived':
        return { received: true, warehouseId: e.data.warehouseId, productId: e.data.productId, unitCost: e.data.unitCost, source: e.data.source, held: e.data.quantity };
      case 'DefectiveScrapped':
      case 'DefectiveReturnedToSupplier':
      case 'DefectiveRestocked':
        return { ...s, held: e.data.held };
      case 'StockMoved':
        return s;
      default: {
        const _exhaustive: never = e;
        return s;
      }
    }
  },
};
