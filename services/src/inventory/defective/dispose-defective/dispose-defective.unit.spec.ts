import type { DefectiveEvent } from '@tradedesk/contracts/inventory/defective';
import { spec } from '../../../platform/cqrs/decider-spec.js';
import { defectiveDecider } from '../defective.decider.js';
import type { DisposeDefective } from './dispose-defective.decide.js';

const source = { type: 'damage' as const, id: 'dm1', number: 'DM-20260115-0001', line: 2 };
const received: DefectiveEvent = {
  type: 'DefectiveReceived',
  data: { lotId: 'dm1.2', warehouseId: 'w1', productId: 'p1', unit: 'box', unitQuantity: '2', quantity: '48', unitCost: '1.5', source, note: 'caja rota' },
};
const dispose = (over: Partial<DisposeDefective> = {}): DisposeDefective => ({
  type: 'DisposeDefective',
  lotId: 'dm1.2',
  action: 'scrap',
  quantity: '10',
  supplierId: null,
  supplierName: '',
  note: '',
  facts: { supplier: null, warehouseActive: true },
  ...over,
});

describe('dispose defective', () => {
  it('scraps part of a lot: what is held goes down, no stock moves', () => {
    spec(defectiveDecider).given([received]).when(dispose({ quantity: '10', note: 'no sirve' })).then([{ type: 'DefectiveScrapped', data: { lotId: 'dm1.2', quantity: '10', held: '38', note: 'no sirve' } }]);
  });

  it('returns to a supplier by id or by a typed name; a return without a supplier is refused', () => {
    spec(defectiveDecider)
      .given([received])
      .when(dispose({ action: 'return-to-supplier', quantity: '48', supplierId: 's1', facts: { supplier: { id: 's1', name: 'Distribuidora Sur' }, warehouseActive: true } }))
      .then([{ type: 'DefectiveReturnedToSupplier', data: { lotId: 'dm1.2', quantity: '48', held: '0', note: '', supplierId: 's1', supplierName: 'Distribuidora Sur' } }]);
    spec(defectiveDecider)
      .given([received])
      .when(dispose({ action: 'return-to-supplier', supplierName: 'Taller Pérez' }))
      .then((events) => expect(events[0]!.data).toMatchObject({ supplierId: null, supplierName: 'Taller Pérez' }));
    spec(defectiveDecider).given([received]).when(dispose({ action: 'return-to-supplier', supplierName: '  ' })).thenFails('supplier_required');
    spec(defectiveDecider).given([received]).when(dispose({ action: 'return-to-supplier' })).thenFails('supplier_required');
  });

  it('a return naming a supplier id that is not on the suppliers list is refused', () => {
    spec(defectiveDecider).given([received]).when(dispose({ action: 'return-to-supplier', supplierId: 'nope', supplierName: 'Taller Pérez' })).thenFails('supplier_not_found');
  });

  it('restocks: the quantity comes back into saleable stock of the lot warehouse at the lot cost', () => {
    spec(defectiveDecider)
      .given([received])
      .when(dispose({ action: 'restock', quantity: '12.5' }))
      .then([
        {
          type: 'StockMoved',
          data: {
            source: { type: 'defective', id: 'dm1.2', number: 'DM-20260115-0001' },
            reason: 'defective',
            allowNegative: true,
            movements: [{ line: 1, kind: 'return', warehouseId: 'w1', zoneId: null, productId: 'p1', quantity: '12.5', unit: 'unit', unitQuantity: '12.5', unitCost: '1.5' }],
          },
        },
        { type: 'DefectiveRestocked', data: { lotId: 'dm1.2', quantity: '12.5', held: '35.5', note: '', warehouseId: 'w1' } },
      ]);
  });

  it('restocking into a disabled warehouse is refused', () => {
    spec(defectiveDecider).given([received]).when(dispose({ action: 'restock', facts: { supplier: null, warehouseActive: false } })).thenFails('warehouse_disabled');
  });

  it('never disposes of more than is held, nor of a lot that is gone or unknown', () => {
    spec(defectiveDecider).given([received]).when(dispose({ quantity: '48.01' })).thenFails('more_than_held');
    spec(defectiveDecider).given([received]).when(dispose({ quantity: '0' })).thenFails('quantity_not_positive');
    const all: DefectiveEvent = { type: 'DefectiveScrapped', data: { lotId: 'dm1.2', quantity: '48', held: '0', note: '' } };
    spec(defectiveDecider).given([received, all]).when(dispose({ quantity: '1' })).thenFails('defective_lot_disposed');
    spec(defectiveDecider).given([]).when(dispose()).thenFails('defective_lot_not_found');
  });

  it('successive disposals count down from what the previous ones left', () => {
    const first: DefectiveEvent = { type: 'DefectiveScrapped', data: { lotId: 'dm1.2', quantity: '40', held: '8', note: '' } };
    spec(defectiveDecider).given([received, first]).when(dispose({ quantity: '9' })).thenFails('more_than_held');
    spec(defectiveDecider).given([received, first]).when(dispose({ action: 'restock', quantity: '8' })).then((events) => expect(events.at(-1)!.data).toMatchObject({ held: '0' }));
  });
});
