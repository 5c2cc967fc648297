import type { Customer } from '@tradedesk/contracts/customers/customers';
import { createBody, customerToForm, emptyCustomerForm, updateBody } from './customer-form';

const customer: Customer = {
  id: 'c1', code: 'C-001', name: 'Don Pepe', phone: '', email: '', address: '', taxId: '', country: 'CL', priceType: '', membershipLevelId: 'gold', membershipLevelName: 'Oro',
  groupIds: ['g1'], groupNames: ['Restaurantes'], paymentTermsDays: 30, currency: '', creditLimit: '500000', memo: '', status: 'active', effectivePriceType: 'wholesale', discount: '5',
  createdAt: '2026-01-15T10:00:00.000Z', updatedAt: '2026-01-15T10:00:00.000Z', version: 3,
};

describe('customer form', () => {
  it('builds the create body: blanks become null, country and currency upper case', () => {
    const r = createBody({ ...emptyCustomerForm(), code: ' C-9 ', name: 'Ana', country: 'cl', currency: 'usd', paymentTermsDays: '15', creditLimit: '' }, '7d0c4d8e-0a8e-4c7a-9a57-9b1d0c3f2a11');
    expect(r).toMatchObject({ ok: true, body: { code: 'C-9', country: 'CL', currency: 'USD', paymentTermsDays: 15, creditLimit: null, membershipLevelId: null } });
  });

  it('names each bad field', () => {
    const r = createBody({ ...emptyCustomerForm(), code: 'a b', paymentTermsDays: 'x', creditLimit: '1,5', email: 'no' }, '7d0c4d8e-0a8e-4c7a-9a57-9b1d0c3f2a11');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.errors).sort()).toEqual(['code', 'creditLimit', 'email', 'name', 'paymentTermsDays']);
  });

  it('the update carries only what changed and the version edited; nothing changed is an error', () => {
    const original = customerToForm(customer);
    const r = updateBody({ ...original, phone: '+56 9 1', membershipLevelId: '', groupIds: ['g1', 'g2'] }, original, 3);
    expect(r).toEqual({ ok: true, body: { version: 3, phone: '+56 9 1', membershipLevelId: null, groupIds: ['g1', 'g2'] } });
    const none = updateBody(original, original, 3);
    expect(none.ok).toBe(false);
    if (!none.ok) expect(Object.keys(none.errors)).toEqual(['']);
  });
});
