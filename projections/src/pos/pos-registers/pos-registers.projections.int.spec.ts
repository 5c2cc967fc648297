import { warehousesProjector } from '../../catalog/warehouses/warehouses.projector.js';
import { posEvent, usePosDb } from '../../testing/pos-scenario.js';
import { posDevicesProjector } from '../pos-devices/pos-devices.projector.js';
import { posRegistersProjector } from './pos-registers.projector.js';
import { getPosRegister, listPosRegisters } from './pos-registers.query.js';

const created = posEvent('pos-register-r1', 1, 'PosRegisterCreated', { registerId: 'r1', name: 'Caja 1', warehouseId: 'w1', defaultCustomerId: null, currency: 'CLP' });
const changed = posEvent('pos-register-r1', 2, 'PosRegisterChanged', { registerId: 'r1', name: 'Caja Centro', currency: 'USD' });

/** Registers with their warehouse's name and their authorised devices; a taken name is refused. */
describe('registers read model (pos-registers)', () => {
  const db = usePosDb(async (ctx) => {
    await warehousesProjector.apply([posEvent('warehouse-w1', 1, 'WarehouseCreated', { warehouseId: 'w1', code: 'T1', name: 'Tienda Centro', address: '' })], ctx());
  });

  it('a register with its warehouse and devices; a change keeps what it does not name; a replay changes nothing', async () => {
    await posRegistersProjector.apply([created, changed], db.ctx());
    await posRegistersProjector.apply([created, changed], db.ctx());
    await posDevicesProjector.apply([posEvent('pos-device-d1', 1, 'PosDeviceAuthorized', { deviceId: 'd1', registerId: 'r1', name: 'Mostrador', tokenHash: 'h', userAgent: '' })], db.ctx());
    expect(await getPosRegister(db.db, 'r1')).toMatchObject({ name: 'Caja Centro', warehouseName: 'Tienda Centro', currency: 'USD', defaultCustomerId: null, devices: 1, openSessionId: null, version: 2 });
    expect((await listPosRegisters(db.db)).registers).toHaveLength(1);
  });

  it("a register recorded before its overrides has the company's texts and blind close; a change sets them and a later change keeps them", async () => {
    // r1 of the test above was created without the fields: '', '', 'company'.
    expect(await getPosRegister(db.db, 'r1')).toMatchObject({ receiptHeader: '', receiptFooter: '', blindClose: 'company' });
    await posRegistersProjector.apply(
      [
        posEvent('pos-register-r1', 3, 'PosRegisterChanged', { registerId: 'r1', receiptHeader: 'Caja Norte\nAv. Brasil 123', blindClose: 'on' }),
        posEvent('pos-register-r1', 4, 'PosRegisterChanged', { registerId: 'r1', receiptFooter: 'Gracias' }),
      ],
      db.ctx(),
    );
    expect(await getPosRegister(db.db, 'r1')).toMatchObject({ receiptHeader: 'Caja Norte\nAv. Brasil 123', receiptFooter: 'Gracias', blindClose: 'on', version: 4 });
  });

  it('refuses a second register with a taken name', async () => {
    const other = posEvent('pos-register-r2', 1, 'PosRegisterCreated', { registerId: 'r2', name: 'caja centro', warehouseId: 'w1', defaultCustomerId: null, currency: 'CLP' });
    await expect(posRegistersProjector.apply([other], db.ctx())).rejects.toThrow(/pos_registers_name_uq/);
  });
});
