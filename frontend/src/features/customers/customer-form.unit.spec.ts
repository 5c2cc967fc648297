import type { Customer } from '@tradedesk/contracts/customers/customers';
import { customerForm, customerToForm, customerUpdate, emptyCustomerForm } from './customer-form';

const customer: Customer = {
  id: 'c1', code: 'C-001', name: 'Don Pepe', phone: '', email: '', address: '', taxId: '', country: 'CL', priceType: '', membershipLevelId: 'gold', membershipLevelName: 'Oro',
  groupIds: ['g1'], groupNames: ['Restaurantes'], paymentTermsDays: 30, currency: '', creditLimit: '500000', memo: '', status: 'active', effectivePriceType: 'wholesale', discount: '5',
  createdAt: '2026-01-15T10:00:00.000Z', updatedAt: '2026-01-15T10:00:00.000Z', version: 3,
};

describe('customer form', () => {
  it('builds the create body: blanks become null, country and currency upper case', () => {
    const r = customerForm.safeParse({ ...emptyCustomerForm(), code: ' C-9 ', name: 'Ana', country: 'cl', currency: 'usd', paymentTermsDays: '15', creditLimit: '' });
    expect(r).toMatchObject({ success: true, data: { code: 'C-9', country: 'CL', currency: 'USD', paymentTermsDays: 15, creditLimit: null, membershipLevelId: null } });
  });

  it('names each bad field', () => {
    const r = customerForm.safeParse({ ...emptyCustomerForm(), code: 'a b', paymentTermsDays: 'x', creditLimit: '1,5', email: 'no' });
    expect(r.success).toBe(false);
    expect([...new Set(r.error!.issues.map((i) => String(i.path[0])))].sort()).toEqual(['code', 'creditLimit', 'email', 'name', 'paymentTermsDays']);
  });

  it('the update carries only what changed and the version edited; nothing changed is an error', () => {
    const original = customerToForm(customer);
    const edited = customerForm.parse({ ...original, phone: '+56 9 1', membershipLevelId: '', groupIds: ['g1', 'g2'] });
    expect(customerUpdate(edited, customer)).toEqual({ version: 3, phone: '+56 9 1', membershipLevelId: null, groupIds: ['g1', 'g2'] });
    expect(customerUpdate(customerForm.parse(original), customer)).toBeNull();
  });
});
