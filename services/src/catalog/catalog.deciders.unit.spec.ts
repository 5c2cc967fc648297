import { spec } from '../platform/cqrs/decider-spec.js';
import { categoryDecider, sizeGroupDecider } from './category.decider.js';
import { supplierDecider, warehouseDecider } from './warehouse.decider.js';

const top = { type: 'CategoryCreated' as const, data: { categoryId: 'c1', name: 'Bebidas', parentId: null } };

describe('category decider', () => {
  it('creates at the top or under an existing, enabled parent', () => {
    spec(categoryDecider).given([]).when({ type: 'CreateCategory', categoryId: 'c1', name: 'Bebidas', parentId: null, parentPath: [], parentDisabled: false }).then([top]);
    spec(categoryDecider).given([]).when({ type: 'CreateCategory', categoryId: 'c2', name: 'Jugos', parentId: 'x', parentPath: [], parentDisabled: false }).thenFails('unknown_category');
    spec(categoryDecider).given([]).when({ type: 'CreateCategory', categoryId: 'c2', name: 'Jugos', parentId: 'x', parentPath: ['x'], parentDisabled: true }).thenFails('category_disabled');
  });
  it('renames; the same name changes nothing', () => {
    spec(categoryDecider).given([top]).when({ type: 'RenameCategory', categoryId: 'c1', name: 'Drinks' }).then([{ type: 'CategoryRenamed', data: { categoryId: 'c1', name: 'Drinks' } }]);
    spec(categoryDecider).given([top]).when({ type: 'RenameCategory', categoryId: 'c1', name: 'Bebidas' }).thenNothing();
    spec(categoryDecider).given([]).when({ type: 'RenameCategory', categoryId: 'c1', name: 'x' }).thenFails('category_not_found');
  });
  it('moves, never under itself or a descendant', () => {
    spec(categoryDecider).given([top]).when({ type: 'MoveCategory', categoryId: 'c1', parentId: 'c9', parentPath: ['c9'], parentDisabled: false }).then([{ type: 'CategoryMoved', data: { categoryId: 'c1', parentId: 'c9' } }]);
    spec(categoryDecider).given([top]).when({ type: 'MoveCategory', categoryId: 'c1', parentId: 'c1', parentPath: ['c1'], parentDisabled: false }).thenFails('category_cycle');
    spec(categoryDecider).given([top]).when({ type: 'MoveCategory', categoryId: 'c1', parentId: 'c3', parentPath: ['c3', 'c2', 'c1'], parentDisabled: false }).thenFails('category_cycle');
  });
  it('disable / enable', () => {
    spec(categoryDecider).given([top]).when({ type: 'DisableCategory', categoryId: 'c1' }).then([{ type: 'CategoryDisabled', data: { categoryId: 'c1' } }]);
    spec(categoryDecider).given([top, { type: 'CategoryDisabled', data: { categoryId: 'c1' } }]).when({ type: 'EnableCategory', categoryId: 'c1' }).then([{ type: 'CategoryEnabled', data: { categoryId: 'c1' } }]);
  });
});

describe('size group decider', () => {
  const g = { type: 'SizeGroupCreated' as const, data: { sizeGroupId: 'g1', name: 'Ropa', sizes: ['S', 'M'] } };
  it('creates and changes', () => {
    spec(sizeGroupDecider).given([]).when({ type: 'CreateSizeGroup', sizeGroupId: 'g1', name: 'Ropa', sizes: ['S', 'M'] }).then([g]);
    spec(sizeGroupDecider).given([g]).when({ type: 'ChangeSizeGroup', sizeGroupId: 'g1', sizes: ['S', 'M', 'L'] }).then([{ type: 'SizeGroupChanged', data: { sizeGroupId: 'g1', name: 'Ropa', sizes: ['S', 'M', 'L'] } }]);
    spec(sizeGroupDecider).given([g]).when({ type: 'ChangeSizeGroup', sizeGroupId: 'g1', name: 'Ropa' }).thenNothing();
    spec(sizeGroupDecider).given([]).when({ type: 'ChangeSizeGroup', sizeGroupId: 'g1', name: 'x' }).thenFails('size_group_not_found');
  });
});

describe('warehouse decider', () => {
  const w = { type: 'WarehouseCreated' as const, data: { warehouseId: 'w1', code: 'BC', name: 'Bodega Central', address: '' } };
  const a1 = { type: 'ZoneAdded' as const, data: { warehouseId: 'w1', zoneId: 'z1', code: 'A1', name: 'A1', barcode: 'Z1' } };
  it('creates once; changes only what changed', () => {
    spec(warehouseDecider).given([w]).when({ type: 'CreateWarehouse', warehouseId: 'w1', fields: w.data }).thenFails('warehouse_exists');
    spec(warehouseDecider).given([w]).when({ type: 'ChangeWarehouse', warehouseId: 'w1', changes: { name: 'Bodega Central', address: 'Av. Brasil' } }).then([{ type: 'WarehouseChanged', data: { warehouseId: 'w1', changes: { address: 'Av. Brasil' } } }]);
  });
  it('zone codes unique in the warehouse, also within one batch', () => {
    spec(warehouseDecider).given([w, a1]).when({ type: 'AddZones', warehouseId: 'w1', zones: [{ zoneId: 'z2', code: 'a1', name: 'x', barcode: '' }] }).thenFails('zone_code_taken');
    spec(warehouseDecider).given([w]).when({ type: 'AddZones', warehouseId: 'w1', zones: [{ zoneId: 'z2', code: 'B', name: 'x', barcode: 'Q' }, { zoneId: 'z3', code: 'C', name: 'y', barcode: 'Q' }] }).thenFails('zone_barcode_taken');
    spec(warehouseDecider).given([w, { type: 'WarehouseDisabled', data: { warehouseId: 'w1' } }]).when({ type: 'AddZones', warehouseId: 'w1', zones: [{ zoneId: 'z2', code: 'B', name: 'x', barcode: '' }] }).thenFails('warehouse_disabled');
  });
  it('changes a zone; unknown zone 404', () => {
    spec(warehouseDecider).given([w, a1]).when({ type: 'ChangeZone', warehouseId: 'w1', zoneId: 'z1', changes: { disabled: true } }).then([{ type: 'ZoneChanged', data: { warehouseId: 'w1', zoneId: 'z1', changes: { disabled: true } } }]);
    spec(warehouseDecider).given([w]).when({ type: 'ChangeZone', warehouseId: 'w1', zoneId: 'z9', changes: { name: 'x' } }).thenFails('zone_not_found');
  });
});

describe('supplier decider', () => {
  const s = { type: 'SupplierCreated' as const, data: { supplierId: 's1', code: 'Y1', name: 'Yiwu', contact: '', phone: '', email: '', currency: 'CNY', country: 'CN' } };
  it('creates, changes, disables', () => {
    spec(supplierDecider).given([s]).when({ type: 'ChangeSupplier', supplierId: 's1', changes: { phone: '1' } }).then([{ type: 'SupplierChanged', data: { supplierId: 's1', changes: { phone: '1' } } }]);
    spec(supplierDecider).given([s]).when({ type: 'ChangeSupplier', supplierId: 's1', changes: { currency: 'CNY' } }).thenNothing();
    spec(supplierDecider).given([s]).when({ type: 'DisableSupplier', supplierId: 's1' }).then([{ type: 'SupplierDisabled', data: { supplierId: 's1' } }]);
    spec(supplierDecider).given([]).when({ type: 'DisableSupplier', supplierId: 's1' }).thenFails('supplier_not_found');
  });
});
