import { spec } from '../../../platform/cqrs/decider-spec.js';
import { created, line, linked, threeLines } from '../testing/waybill.fixture.js';
import { waybillDecider } from '../waybill.decider.js';
import type { AddCost } from './add-cost.decide.js';

const add = (over: Partial<AddCost['cost']> = {}, lines = threeLines()): AddCost => ({
  type: 'AddCost', cost: { kind: 'freight', basis: 'value', currency: 'USD', amount: '600', invoiceRef: 'INV-1', note: '', ...over }, costCurrency: 'USD', facts: lines,
});
const amounts = (events: any[]) => events[1].data.allocations.map((a: any) => a.amount);

describe('add a cost to a sea waybill', () => {
  it('records the cost and, goods being received, spreads it by value at once', () =>
    spec(waybillDecider).given([created, linked]).when(add()).then((events) => {
      expect(events[0]).toEqual({
        type: 'SeaWaybillCostAdded',
        data: { waybillId: 'w1', number: 'SW-20260115-0001', costId: 'id-1', kind: 'freight', basis: 'value', currency: 'USD', amount: '600', rate: '1', costCurrency: 'USD', invoiceRef: 'INV-1', note: '' },
      });
      expect(events[1]).toEqual({
        type: 'LandedCostAllocated',
        data: {
          waybillId: 'w1', waybillNumber: 'SW-20260115-0001', costId: 'id-1', kind: 'freight', basis: 'value', currency: 'USD', amount: '600', rate: '1', costCurrency: 'USD',
          allocations: [
            { purchaseOrderId: 'po1', receiptId: 'r1', receiptLine: 1, productId: 'p1', warehouseId: 'wh1', amount: '100.00' },
            { purchaseOrderId: 'po1', receiptId: 'r1', receiptLine: 2, productId: 'p2', warehouseId: 'wh1', amount: '200.00' },
            { purchaseOrderId: 'po1', receiptId: 'r2', receiptLine: 1, productId: 'p3', warehouseId: 'wh2', amount: '300.00' },
          ],
        },
      });
    }));

  it('by quantity, converted at the rate, the rounding rest on the largest line', () =>
    // 100 CNY x 0.1397 = 13.97 USD over 100 / 100 / 50: 5.588 / 5.588 / 2.794 -> 5.59 / 5.59 / 2.79 = 13.97
    spec(waybillDecider).given([created, linked]).when(add({ basis: 'quantity', currency: 'CNY', amount: '100', rate: '0.1397' })).then((events) => {
      expect(amounts(events)).toEqual(['5.59', '5.59', '2.79']);
      expect((events[1].data as any).rate).toBe('0.1397');
    }));

  it('the rest of a third goes to the largest line', () =>
    spec(waybillDecider).given([created, linked]).when(add({ basis: 'quantity', amount: '10' }, { lines: [line(), line({ receiptLine: 2, quantity: '100' }), line({ receiptLine: 3, quantity: '101' })] })).then((events) => {
      // 10 x 100/301 = 3.3222 -> 3.32; 10 x 101/301 = 3.3555 -> 3.36: 3.32 + 3.32 + 3.36 = 10.00
      expect(amounts(events)).toEqual(['3.32', '3.32', '3.36']);
    }));

  it('in a currency without decimals (CLP) the amounts are whole', () =>
    spec(waybillDecider).given([created, linked]).when({ ...add({ currency: 'CLP', amount: '1000' }), costCurrency: 'CLP' }).then((events) => {
      // 1000 x 1/6, 2/6, 3/6 = 166.67, 333.33, 500 -> 167, 333, 500
      expect(amounts(events)).toEqual(['167', '333', '500']);
    }));

  it('by volume with the packing-list measures', () => {
    const measures = { type: 'SeaWaybillMeasuresSet', data: { waybillId: 'w1', number: 'SW-20260115-0001', measures: [{ productId: 'p1', weight: '1', volume: '0.01' }, { productId: 'p2', weight: '1', volume: '0.02' }, { productId: 'p3', weight: '1', volume: '0.02' }] } } as any;
    // volumes 1 / 2 / 1 m3 of 4
    spec(waybillDecider).given([created, linked, measures]).when(add({ basis: 'volume', amount: '400' })).then((events) => expect(amounts(events)).toEqual(['100.00', '200.00', '100.00']));
  });

  it('waits for receipts, or for the measures a weight basis needs', () => {
    spec(waybillDecider).given([created]).when(add({}, { lines: [] })).then((events) => expect(events.map((e) => e.type)).toEqual(['SeaWaybillCostAdded']));
    spec(waybillDecider).given([created, linked]).when(add({ basis: 'weight' })).then((events) => expect(events.map((e) => e.type)).toEqual(['SeaWaybillCostAdded']));
  });

  it('needs a rate for another currency, and 1 for the cost currency', () => {
    spec(waybillDecider).given([created]).when(add({ currency: 'CNY' })).thenFails('rate_required');
    spec(waybillDecider).given([created]).when(add({ rate: '7' })).thenFails('rate_not_one');
    spec(waybillDecider).given([]).when(add()).thenFails('waybill_not_found');
  });
});
