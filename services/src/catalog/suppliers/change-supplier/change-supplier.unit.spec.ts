import { spec } from '../../../platform/cqrs/decider-spec.js';
import { supplierDecider } from '../supplier.decider.js';

const s = { type: 'SupplierCreated' as const, data: { supplierId: 's1', code: 'Y1', name: 'Yiwu', contact: '', phone: '', email: '', currency: 'CNY', country: 'CN' } };

describe('change supplier', () => {
  it('records only what changed; the same value changes nothing', () => {
    spec(supplierDecider).given([s]).when({ type: 'ChangeSupplier', supplierId: 's1', changes: { phone: '1' } }).then([{ type: 'SupplierChanged', data: { supplierId: 's1', changes: { phone: '1' } } }]);
    spec(supplierDecider).given([s]).when({ type: 'ChangeSupplier', supplierId: 's1', changes: { currency: 'CNY' } }).thenNothing();
  });
  it('an unknown supplier: 404', () => spec(supplierDecider).given([]).when({ type: 'ChangeSupplier', supplierId: 's1', changes: { phone: '1' } }).thenFails('supplier_not_found'));
});
