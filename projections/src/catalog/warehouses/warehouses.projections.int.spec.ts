import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { warehousesProjector } from '../../catalog/warehouses/warehouses.projector.js';
import { warehousesForStock } from '../../catalog/warehouses/warehouses.query.js';
import { contextFor, LIVE_SCHEMA } from '../../platform/projector.js';
import { projectorTestDb, type ProjectorTestDb } from '../../testing/projector-db.js';

let pos = 0;
const stored = (streamId: string, streamVersion: number, type: string, data: any): StoredEvent =>
  ({ type, data, schemaVersion: 1, streamId, streamVersion, globalPosition: String(++pos), transactionId: '1', metadata: { userId: 'u1', commandId: 'c', correlationId: 'c', causationId: 'c' }, recordedAt: `2026-01-15T10:00:0${streamVersion}.000Z` }) as StoredEvent;

/** rm.warehouses and their zones, as the stock rules read them. */
describe('warehouses projection', () => {
  let t: ProjectorTestDb;
  const ctx = () => contextFor(t.db, LIVE_SCHEMA);
  beforeAll(async () => {
    t = await projectorTestDb();
    await t.db.query('create schema if not exists rm');
    await warehousesProjector.migrate(ctx());
  });
  afterAll(() => t?.drop());

  it('warehouses for stock: status and the enabled zones', async () => {
    await warehousesProjector.apply(
      [
        stored('warehouse-w1', 1, 'WarehouseCreated', { warehouseId: 'w1', code: 'BC', name: 'Bodega Central', address: '' }),
        stored('warehouse-w1', 2, 'ZoneAdded', { warehouseId: 'w1', zoneId: 'z1', code: 'A', name: 'A', barcode: 'BC-A' }),
        stored('warehouse-w1', 3, 'ZoneAdded', { warehouseId: 'w1', zoneId: 'z2', code: 'B', name: 'B', barcode: '' }),
        stored('warehouse-w1', 4, 'ZoneChanged', { warehouseId: 'w1', zoneId: 'z2', changes: { disabled: true } }),
        stored('warehouse-w1', 5, 'WarehouseDisabled', { warehouseId: 'w1' }),
      ],
      ctx(),
    );
    expect((await warehousesForStock(t.db, ['w1'])).get('w1')).toEqual({ id: 'w1', code: 'BC', name: 'Bodega Central', status: 'disabled', zones: ['z1'] });
  });
});
