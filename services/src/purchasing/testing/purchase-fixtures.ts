import { NO_CLOSED_PERIODS } from '../../platform/closed-period.js';
import type { PurchaseStreamEvent } from '../purchase-order.state.js';
import type { PurchaseFacts } from '../purchase-facts.js';

/** Cola in boxes of 24 and bags of 6, chips by the unit (no packings), a disabled product; two warehouses (w1 with zone z1) and a disabled one. */
export const facts = (over: Partial<PurchaseFacts> = {}): PurchaseFacts => ({
  products: new Map([
    ['p1', { id: 'p1', code: 'COLA', name: 'Cola 350', status: 'active', packings: { box: '24', bag: '6', bigBag: null } }],
    ['p2', { id: 'p2', code: 'PAPAS', name: 'Papas', status: 'active', packings: {} }],
    ['p3', { id: 'p3', code: 'OLD', name: 'Old', status: 'disabled', packings: {} }],
  ]),
  warehouses: new Map([
    ['w1', { id: 'w1', code: 'CENTRAL', name: 'Central', status: 'active', zones: ['z1'] }],
    ['w2', { id: 'w2', code: 'NORTE', name: 'Norte', status: 'active', zones: [] }],
    ['w3', { id: 'w3', code: 'CLOSED', name: 'Closed', status: 'disabled', zones: [] }],
  ]),
  supplier: { id: 's1', code: 'YIWU', status: 'active', currency: 'USD' },
  costCurrency: 'CLP',
  currencies: ['CLP', 'USD'],
  allowNegative: false,
  utcOffsetHours: 0,
  closed: NO_CLOSED_PERIODS,
  ...over,
});

/** A draft of 10 boxes of cola at 12.5 USD a box and 5 units of chips at 2 USD. */
export const drafted = (over: Record<string, unknown> = {}): PurchaseStreamEvent => ({
  type: 'PurchaseOrderDrafted',
  data: {
    purchaseOrderId: 'po1',
    number: 'PO-20260115-0001',
    supplierId: 's1',
    warehouseId: 'w1',
    currency: 'USD',
    source: null,
    expectedDate: null,
    note: '',
    lines: [
      { line: 1, productId: 'p1', code: 'COLA', name: 'Cola 350', unit: 'box', quantity: '10', baseQuantity: '240', unitPrice: '12.5' },
      { line: 2, productId: 'p2', code: 'PAPAS', name: 'Papas', unit: 'unit', quantity: '5', baseQuantity: '5', unitPrice: '2' },
    ],
    ...over,
  },
});

export const committed = (): PurchaseStreamEvent => ({
  type: 'PurchaseOrderCommitted',
  data: {
    purchaseOrderId: 'po1',
    number: 'PO-20260115-0001',
    supplierId: 's1',
    warehouseId: 'w1',
    currency: 'USD',
    rate: '950',
    costCurrency: 'CLP',
    expectedDate: null,
    lines: [
      { line: 1, productId: 'p1', code: 'COLA', name: 'Cola 350', unit: 'box', quantity: '10', baseQuantity: '240', unitPrice: '12.5', amount: '125.00' },
      { line: 2, productId: 'p2', code: 'PAPAS', name: 'Papas', unit: 'unit', quantity: '5', baseQuantity: '5', unitPrice: '2', amount: '10.00' },
    ],
    total: '135.00',
  },
});

/** A receipt of `boxes` boxes of cola into w1. */
export const received = (receiptId: string, boxes: string, base: string): PurchaseStreamEvent => ({
  type: 'PurchaseOrderReceived',
  data: {
    purchaseOrderId: 'po1',
    number: 'PO-20260115-0001',
    receiptId,
    receiptNumber: `RC-${receiptId}`,
    supplierId: 's1',
    warehouseId: 'w1',
    zoneId: null,
    receivedAt: '2026-01-14T10:00:00.000Z',
    currency: 'USD',
    rate: '950',
    costCurrency: 'CLP',
    lines: [{ line: 1, orderLine: 1, productId: 'p1', unit: 'box', unitQuantity: boxes, quantity: base, unitPrice: '12.5', unitCost: '494.791667', amount: '0' }],
    amount: '0',
  },
});
