import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { contextFor, LIVE_SCHEMA } from '../../platform/projector.js';
import { projectorTestDb, type ProjectorTestDb } from '../../testing/projector-db.js';
import { seaWaybillListProjector } from './sea-waybill-list.projector.js';
import { getWaybill, listWaybills, waybillIdsByBl } from './sea-waybill-list.query.js';

let pos = 0;
const stored = (streamId: string, streamVersion: number, type: string, data: any): StoredEvent =>
  ({ type, data, schemaVersion: 1, streamId, streamVersion, globalPosition: String(++pos), transactionId: '1', metadata: { userId: 'u1', commandId: 'c', correlationId: 'c', causationId: 'c' }, recordedAt: `2026-01-15T10:00:0${streamVersion}.000Z` }) as StoredEvent;

const base = { waybillId: 'w1', number: 'SW-20260115-0001' };
const fields = { blNumber: 'COSU6123456780', containers: ['MSCU1234567'], carrier: 'COSCO', portOfLoading: 'Ningbo', portOfDischarge: 'San Antonio', etd: '2026-01-10', eta: '2026-02-20', note: '' };
const cost = (costId: string, amount: string, rate: string) => ({ ...base, costId, kind: 'freight', basis: 'value', currency: 'CNY', amount, rate, costCurrency: 'USD', invoiceRef: '', note: '' });
const allocation = { purchaseOrderId: 'po1', receiptId: 'r1', receiptLine: 1, productId: 'p1', warehouseId: 'wh1', amount: '140.00' };
const w1 = [
  stored('sea-waybill-w1', 1, 'SeaWaybillCreated', { ...base, ...fields }),
  stored('sea-waybill-w1', 2, 'SeaWaybillOrdersLinked', { ...base, orders: [{ purchaseOrderId: 'po1', number: 'PO-20260115-0001' }] }),
  stored('sea-waybill-w1', 3, 'SeaWaybillCostAdded', cost('c1', '1000', '0.14')),
  stored('sea-waybill-w1', 4, 'LandedCostAllocated', { waybillId: 'w1', waybillNumber: base.number, costId: 'c1', allocations: [allocation] }),
  stored('sea-waybill-w1', 5, 'SeaWaybillCostAdded', cost('c2', '10.005', '1')),
  stored('sea-waybill-w1', 6, 'SeaWaybillStatusChanged', { ...base, from: 'booked', to: 'sailed' }),
  stored('sea-waybill-w1', 7, 'SeaWaybillChanged', { ...base, changes: { carrier: 'COSCO Shipping' } }),
];

/** rm.sea_waybills: the list row and the waybill with its orders, costs and allocations. */
describe('sea waybill list projection', () => {
  let t: ProjectorTestDb;
  const ctx = () => contextFor(t.db, LIVE_SCHEMA);
  beforeAll(async () => {
    t = await projectorTestDb();
    await seaWaybillListProjector.migrate(ctx());
  });
  afterAll(() => t?.drop());

  it('a row with the waybill, its orders, the cost total in the cost currency and whether it is spread; a replay changes nothing', async () => {
    await seaWaybillListProjector.apply(w1, ctx());
    await seaWaybillListProjector.apply(w1, ctx());
    const list = await listWaybills(t.db, { status: 'all', page: 1, limit: 50 });
    expect(list.total).toBe(1);
    // 1000 x 0.14 = 140.00, 10.005 x 1 = 10.01 (half up): 150.01
    expect(list.rows[0]).toMatchObject({ id: 'w1', number: base.number, blNumber: 'COSU6123456780', carrier: 'COSCO Shipping', status: 'sailed', orders: [{ purchaseOrderId: 'po1', number: 'PO-20260115-0001' }], costTotal: '150.01', costCurrency: 'USD', costCount: 2, allocated: 'partly', version: 7 });
    const detail = await getWaybill(t.db, 'w1');
    expect(detail!.costs.map((c) => [c.costId, c.costAmount, c.allocations])).toEqual([['c1', '140.00', [allocation]], ['c2', '10.01', null]]);
  });

  it('a withdrawn and a removed cost; filters by text, status and ETA', async () => {
    await seaWaybillListProjector.apply(
      [
        stored('sea-waybill-w1', 8, 'LandedCostWithdrawn', { waybillId: 'w1', waybillNumber: base.number, costId: 'c1', reason: 'cost removed' }),
        stored('sea-waybill-w1', 9, 'SeaWaybillCostRemoved', { ...base, costId: 'c1' }),
        stored('sea-waybill-w2', 1, 'SeaWaybillCreated', { waybillId: 'w2', number: 'SW-20260115-0002', ...fields, blNumber: 'MAEU1', containers: [], eta: '2026-03-05' }),
      ],
      ctx(),
    );
    expect(await getWaybill(t.db, 'w1')).toMatchObject({ costTotal: '10.01', allocated: 'no', costCount: 1 });
    const ids = async (q: object) => (await listWaybills(t.db, { status: 'all', page: 1, limit: 50, ...q })).rows.map((r) => r.id);
    expect(await ids({})).toEqual(['w2', 'w1']);
    expect(await ids({ search: 'mscu' })).toEqual(['w1']);
    expect(await ids({ search: 'po-20260115-0001' })).toEqual(['w1']);
    expect(await ids({ status: 'booked' })).toEqual(['w2']);
    expect(await ids({ etaFrom: '2026-03-01' })).toEqual(['w2']);
    expect(await getWaybill(t.db, 'w2')).toMatchObject({ costTotal: '0', costCurrency: null, allocated: 'none' });
    expect(await waybillIdsByBl(t.db, ['maeu1'])).toEqual(new Map([['maeu1', 'w2']]));
  });

  it('the B/L number is unique whatever its case', async () => {
    await expect(seaWaybillListProjector.apply([stored('sea-waybill-w3', 1, 'SeaWaybillCreated', { waybillId: 'w3', number: 'SW-3', ...fields, blNumber: 'cosu6123456780' })], ctx())).rejects.toThrow(/sea_waybills_bl_uq/);
  });
});
