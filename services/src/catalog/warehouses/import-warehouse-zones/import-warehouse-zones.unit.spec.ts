import { spec } from '../../../platform/cqrs/decider-spec.js';
import { fold } from '../../../platform/cqrs/decider.js';
import { warehouseDecider } from '../warehouse.decider.js';
import { type ImportZones, zoneImportReport, zoneRowBarcodes } from './import-warehouse-zones.decide.js';

const w = { type: 'WarehouseCreated' as const, data: { warehouseId: 'w1', code: 'BC', name: 'Bodega Central', address: '' } };
const a1 = { type: 'ZoneAdded' as const, data: { warehouseId: 'w1', zoneId: 'z1', code: 'A1', name: 'Pasillo A1', barcode: 'Z-A1' } };
// The API test's file: a new zone, a code the warehouse has, a barcode of row 1 again, a row without a code.
const rows = [{ code: 'A2', name: 'Pasillo A2', barcode: 'Z-A2' }, { code: 'A1', name: 'Repetida' }, { code: 'A3', name: 'Pasillo A3', barcode: 'Z-A2' }, { name: 'Sin código' }];
const importZones = (over: Partial<ImportZones> = {}): ImportZones => ({ type: 'ImportZones', warehouseId: 'w1', mode: 'all-or-nothing', rows, facts: { takenBarcodes: [] }, ...over });
const added = (zoneId: string, code: string, name: string, barcode: string) => ({ type: 'ZoneAdded' as const, data: { warehouseId: 'w1', zoneId, code, name, barcode } });

describe('import warehouse zones', () => {
  it('all-or-nothing: one refused row adds nothing; the report names every refused row and field', () => {
    spec(warehouseDecider).given([w, a1]).when(importZones()).thenNothing();
    expect(zoneImportReport(importZones(), fold(warehouseDecider, [w, a1]))).toEqual({
      mode: 'all-or-nothing',
      total: 4,
      imported: 0,
      refused: 3,
      errors: [
        { row: 2, field: 'code', message: 'code A1 exists already in this warehouse' },
        { row: 3, field: 'barcode', message: 'barcode Z-A2 is also on row 1' },
        { row: 4, field: 'code', message: expect.any(String) },
      ],
    });
  });

  it('valid-rows: the good rows become zones with new ids, the others are reported', () => {
    spec(warehouseDecider).given([w, a1]).when(importZones({ mode: 'valid-rows' })).then([added('id-1', 'A2', 'Pasillo A2', 'Z-A2')]);
    expect(zoneImportReport(importZones({ mode: 'valid-rows' }), fold(warehouseDecider, [w, a1]))).toMatchObject({ mode: 'valid-rows', total: 4, imported: 1, refused: 3 });
  });

  it('a code within the file is refused naming the row that has it first, in any case', () => {
    const twice = [{ code: 'B1', name: 'x' }, { code: 'b1', name: 'y' }];
    expect(zoneImportReport(importZones({ rows: twice, mode: 'valid-rows' }), fold(warehouseDecider, [w])).errors).toEqual([{ row: 2, field: 'code', message: 'code b1 is also on row 1' }]);
    spec(warehouseDecider).given([w]).when(importZones({ rows: twice, mode: 'valid-rows' })).then([added('id-1', 'B1', 'x', '')]);
  });

  it('a barcode another zone carries (of any warehouse) is refused', () => {
    const command = importZones({ rows: [{ code: 'B1', name: 'x', barcode: 'TM-SALA' }, { code: 'B2', name: 'y', barcode: 'NEW' }], facts: { takenBarcodes: ['TM-SALA'] } });
    spec(warehouseDecider).given([w]).when(command).thenNothing();
    expect(zoneImportReport(command, fold(warehouseDecider, [w]))).toEqual({
      mode: 'all-or-nothing',
      total: 2,
      imported: 0,
      refused: 1,
      errors: [{ row: 1, field: 'barcode', message: 'barcode TM-SALA is already used by another zone' }],
    });
  });

  it('a file of good rows adds them all', () => {
    const good = [{ code: 'B1', name: 'x', barcode: 'Q1' }, { code: 'B2', name: 'y' }];
    spec(warehouseDecider).given([w]).when(importZones({ rows: good })).then([added('id-1', 'B1', 'x', 'Q1'), added('id-2', 'B2', 'y', '')]);
    expect(zoneImportReport(importZones({ rows: good }), fold(warehouseDecider, [w]))).toEqual({ mode: 'all-or-nothing', total: 2, imported: 2, refused: 0, errors: [] });
  });

  it('an unknown warehouse: 404; a disabled one takes no zones', () => {
    spec(warehouseDecider).given([]).when(importZones()).thenFails('warehouse_not_found');
    spec(warehouseDecider).given([w, { type: 'WarehouseDisabled', data: { warehouseId: 'w1' } }]).when(importZones({ rows: [{ code: 'B1', name: 'x' }] })).thenFails('warehouse_disabled');
  });

  it('the loader looks up the barcodes of the rows that are zones', () => expect(zoneRowBarcodes(rows)).toEqual(['Z-A2', 'Z-A2']));
});
