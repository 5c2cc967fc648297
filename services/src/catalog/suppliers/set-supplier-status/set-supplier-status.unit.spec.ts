import { spec } from '../../../platform/cqrs/decider-spec.js';
import { supplierDecider } from '../supplier.decider.js';

const s = { type: 'SupplierCreated' as const, data: { supplierId: 's1', code: 'Y1', name: 'Yiwu', contact: '', phone: '', email: '', currency: 'CNY', country: 'CN' } };
const off = { type: 'SupplierDisabled' as const, data: { supplierId: 's1' } };

describe('disable and enable a supplier', () => {
  it('disables; an unknown supplier is 404', () => {
    spec(supplierDecider).given([s]).when({ type: 'DisableSupplier', supplierId: 's1' }).then([off]);
    spec(supplierDecider).given([]).when({ type: 'DisableSupplier', supplierId: 's1' }).thenFails('supplier_not_found');
  });
  it('disabling again and enabling an enabled supplier change nothing; a disabled one is enabled', () => {
    spec(supplierDecider).given([s, off]).when({ type: 'DisableSupplier', supplierId: 's1' }).thenNothing();
    spec(supplierDecider).given([s]).when({ type: 'EnableSupplier', supplierId: 's1' }).thenNothing();
    spec(supplierDecider).given([s, off]).when({ type: 'EnableSupplier', supplierId: 's1' }).then([{ type: 'SupplierEnabled', data: { supplierId: 's1' } }]);
  });
});
