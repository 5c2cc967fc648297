import type { SeaWaybillEvent } from '@tradedesk/contracts/purchasing/sea-waybill';
import type { SpreadFacts, SpreadLine } from '../landed-cost-spread.js';

export const created: SeaWaybillEvent = {
  type: 'SeaWaybillCreated',
  data: {
    waybillId: 'w1', number: 'SW-20260115-0001', blNumber: 'COSU6123456780', containers: ['MSCU1234567'], carrier: 'COSCO',
    portOfLoading: 'Ningbo', portOfDischarge: 'San Antonio', etd: '2026-01-10', eta: '2026-02-20', note: '',
  },
};
export const linked: SeaWaybillEvent = { type: 'SeaWaybillOrdersLinked', data: { waybillId: 'w1', number: 'SW-20260115-0001', orders: [{ purchaseOrderId: 'po1', number: 'PO-1' }] } };

export const line = (over: Partial<SpreadLine> = {}): SpreadLine => ({
  purchaseOrderId: 'po1', receiptId: 'r1', receiptLine: 1, productId: 'p1', productCode: 'CUP', warehouseId: 'wh1', quantity: '100', value: '1000', ...over,
});

/** Three received lines: values 1000 / 2000 / 3000, quantities 100 / 100 / 50. */
export const threeLines = (): SpreadFacts => ({
  lines: [
    line(),
    line({ receiptLine: 2, productId: 'p2', productCode: 'PLATE', value: '2000' }),
    line({ receiptId: 'r2', receiptLine: 1, productId: 'p3', productCode: 'BOWL', warehouseId: 'wh2', quantity: '50', value: '3000' }),
  ],
});

export const costAdded = (over: Record<string, unknown> = {}): SeaWaybillEvent => ({
  type: 'SeaWaybillCostAdded',
  data: {
    waybillId: 'w1', number: 'SW-20260115-0001', costId: 'c1', kind: 'freight', basis: 'value', currency: 'USD', amount: '600', rate: '1',
    costCurrency: 'USD', invoiceRef: 'INV-1', note: '', ...over,
  } as any,
});
