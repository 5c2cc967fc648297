import { spec } from '../../platform/cqrs/decider-spec.js';
import { purchaseOrderDecider } from '../purchase-order.decider.js';
import { committed, drafted, facts, received } from '../testing/purchase-fixtures.js';
import type { ReturnPurchaseGoods } from './return-purchase-goods.decide.js';

const giveBack = (over: Partial<ReturnPurchaseGoods> = {}): ReturnPurchaseGoods => ({
  type: 'ReturnPurchaseGoods', returnId: 'b1', returnNumber: 'PR-20260115-0001', warehouseId: 'w1', zoneId: null, returnedAt: '2026-01-15T09:00:00.000Z', reason: 'dented',
  lines: [{ orderLine: 1, quantity: '1' }], facts: facts(), ...over,
});
const given = [drafted(), committed(), received('r1', '4', '96')];

describe('return goods to the supplier', () => {
  it('records the return at the order price and the commit rate, with a negative StockMoved of kind purchase-return', () =>
    spec(purchaseOrderDecider).given(given).when(giveBack()).then([
      {
        type: 'PurchaseGoodsReturned',
        data: {
          purchaseOrderId: 'po1', number: 'PO-20260115-0001', returnId: 'b1', returnNumber: 'PR-20260115-0001', supplierId: 's1', warehouseId: 'w1', zoneId: null,
          returnedAt: '2026-01-15T09:00:00.000Z', reason: 'dented', currency: 'USD', rate: '950', costCurrency: 'CLP',
          lines: [{ line: 1, orderLine: 1, productId: 'p1', unit: 'box', unitQuantity: '1', quantity: '24', unitPrice: '12.5', unitCost: '494.791667', amount: '12.50' }],
          amount: '12.50',
        },
      },
      {
        type: 'StockMoved',
        data: {
          source: { type: 'purchase', id: 'po1', number: 'PO-20260115-0001' },
          reason: 'dented',
          allowNegative: false,
          movements: [{ line: 1, kind: 'purchase-return', warehouseId: 'w1', zoneId: null, productId: 'p1', quantity: '-24', unit: 'box', unitQuantity: '1', unitCost: '494.791667' }],
          at: '2026-01-15T09:00:00.000Z',
          documentId: 'b1',
        },
      },
    ]));

  it('returns at most what was received (net of earlier returns), and nothing before a receipt', () => {
    spec(purchaseOrderDecider).given(given).when(giveBack({ lines: [{ orderLine: 1, quantity: '5' }] })).thenFails('return_exceeds_received');
    spec(purchaseOrderDecider).given(given).when(giveBack({ lines: [{ orderLine: 2, quantity: '1' }] })).thenFails('return_exceeds_received');
    spec(purchaseOrderDecider).given([drafted(), committed()]).when(giveBack()).thenFails('nothing_received');
    spec(purchaseOrderDecider).given(given).when(giveBack({ returnedAt: '2026-02-01T00:00:00.000Z' })).thenFails('date_in_future');
  });
});
