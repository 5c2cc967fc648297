import { spec } from '../../platform/cqrs/decider-spec.js';
import { documentFacts as facts } from '../testing/stock-facts.fixture.js';
import { transferDecider } from '../transfer.decider.js';
import type { MakeTransfer } from './make-transfer.decide.js';

const transfer = (over: Partial<MakeTransfer> = {}): MakeTransfer => ({
  type: 'MakeTransfer', transferId: 't1', number: 'TR-20260115-0001', fromWarehouseId: 'w1', toWarehouseId: 'w2', note: '',
  lines: [{ productId: 'p1', unit: 'box', quantity: '1.5' }], facts: facts(), allowNegative: true, ...over,
});

describe('make transfer between warehouses', () => {
  it('moves the base quantity out of one warehouse and into the other at the source cost', () =>
    spec(transferDecider).given([]).when(transfer()).then((events) => {
      const moved = events[1].data as any;
      expect(moved.movements.map((m: any) => [m.line, m.kind, m.warehouseId, m.quantity, m.unitCost])).toEqual([
        [1, 'transfer-out', 'w1', '-216', '250.5'],
        [2, 'transfer-in', 'w2', '216', '250.5'],
      ]);
    }));

  it('refuses the same warehouse on both sides and a disabled destination', () => {
    spec(transferDecider).given([]).when(transfer({ toWarehouseId: 'w1' })).thenFails('same_warehouse');
    spec(transferDecider).given([]).when(transfer({ toWarehouseId: 'w3' })).thenFails('warehouse_disabled');
  });

  it('refuses an unknown source, disabled products and a unit without a packing size', () => {
    spec(transferDecider).given([]).when(transfer({ fromWarehouseId: 'w9' })).thenFails('warehouse_not_found');
    spec(transferDecider).given([]).when(transfer({ lines: [{ productId: 'p2', unit: 'unit', quantity: '1' }] })).thenFails('product_disabled');
    spec(transferDecider).given([]).when(transfer({ lines: [{ productId: 'p1', unit: 'bigBag', quantity: '1' }] })).thenFails('unit_without_packing');
  });

  it('records the transfer with its lines and carries the negative-stock policy on the movement', () =>
    spec(transferDecider).given([]).when(transfer({ note: 'para la tienda', allowNegative: false })).then((events) => {
      expect(events[0]).toEqual({
        type: 'TransferMade',
        data: {
          transferId: 't1', number: 'TR-20260115-0001', fromWarehouseId: 'w1', toWarehouseId: 'w2', note: 'para la tienda',
          lines: [{ line: 1, productId: 'p1', unit: 'box', unitQuantity: '1.5', quantity: '216', unitCost: '250.5' }],
        },
      });
      expect(events[1].data).toMatchObject({ source: { type: 'transfer', id: 't1', number: 'TR-20260115-0001' }, reason: null, allowNegative: false });
    }));

  it('a transfer is made once', () => {
    const [made] = transferDecider.decide(transfer(), transferDecider.initialState(), { now: new Date(), userId: 'u', newId: () => 'x' });
    spec(transferDecider).given([made]).when(transfer()).thenFails('transfer_exists');
  });
});
