import { spec } from '../../../platform/cqrs/decider-spec.js';
import { supplierDecider } from '../supplier.decider.js';

const fields = { code: 'Y1', name: 'Yiwu', contact: '', phone: '', email: '', currency: 'CNY', country: 'CN' };
const s = { type: 'SupplierCreated' as const, data: { supplierId: 's1', ...fields } };

describe('create supplier', () => {
  it('creates a supplier with its fields', () => spec(supplierDecider).given([]).when({ type: 'CreateSupplier', supplierId: 's1', fields }).then([s]));
  it('creates once', () => spec(supplierDecider).given([s]).when({ type: 'CreateSupplier', supplierId: 's1', fields }).thenFails('supplier_exists'));
});
