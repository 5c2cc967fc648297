import { spec } from '../../platform/cqrs/decider-spec.js';
import { purchaseOrderDecider } from '../purchase-order.decider.js';
import { committed, drafted, facts } from '../testing/purchase-fixtures.js';
import type { SplitInbound } from './split-inbound.decide.js';

const split = (lines: [string, string][]): SplitInbound => ({
  type: 'SplitInbound',
  receipts: lines.map(([warehouseId, quantity], i) => ({ receiptId: `r${i + 1}`, receiptNumber: `RC-${i + 1}`, warehouseId, zoneId: null, rate: '950', lines: [{ orderLine: 1, quantity }] })),
  facts: facts(),
});

describe('inbound split', () => {
  it('makes one receipt per warehouse, each with its StockMoved', () =>
    spec(purchaseOrderDecider).given([drafted(), committed()]).when(split([['w1', '6'], ['w2', '4']])).then((events) => {
      expect(events.map((e) => [e.type, (e.data as any).warehouseId ?? (e.data as any).movements[0].warehouseId, (e.data as any).documentId ?? (e.data as any).receiptId])).toEqual([
        ['PurchaseOrderReceived', 'w1', 'r1'],
        ['StockMoved', 'w1', 'r1'],
        ['PurchaseOrderReceived', 'w2', 'r2'],
        ['StockMoved', 'w2', 'r2'],
      ]);
    }));

  it('is all or nothing: the receipts together respect the tolerance, and a refused one names its place', () => {
    spec(purchaseOrderDecider).given([drafted(), committed()]).when(split([['w1', '8'], ['w2', '4']])).thenFails('over_delivery');
    let message = '';
    try {
      purchaseOrderDecider.decide(split([['w1', '1'], ['w9', '1']]), [drafted(), committed()].reduce(purchaseOrderDecider.evolve, purchaseOrderDecider.initialState()), { now: new Date('2026-01-15T10:00:00Z'), userId: 'u', newId: () => 'x' });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/^receipts\.1\.warehouseId/);
  });
});
