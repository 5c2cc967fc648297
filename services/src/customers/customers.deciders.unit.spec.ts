import type { CustomerFields } from '@tradedesk/contracts/customers/customers';
import { spec } from '../platform/cqrs/decider-spec.js';
import { customerAccountDecider, type ManualEntry } from './customer-account.decider.js';
import { customerGroupDecider } from './customer-group.decider.js';
import { customerDecider } from './customer.decider.js';
import { membershipLevelDecider } from './membership-level.decider.js';

const fields = (over: Partial<CustomerFields> = {}): CustomerFields => ({
  code: 'C001',
  name: 'Minimarket Don Pepe',
  phone: '+56 9 5555 0101',
  email: '',
  address: 'Av. Brasil 10, Valparaíso',
  taxId: '76.123.456-7',
  country: 'CL',
  priceType: '',
  membershipLevelId: null,
  groupIds: [],
  paymentTermsDays: 30,
  currency: '',
  creditLimit: null,
  memo: '',
  ...over,
});
const created = (over: Partial<CustomerFields> = {}) => ({ type: 'CustomerCreated' as const, data: { customerId: 'c1', ...fields(over) } });

describe('customer decider', () => {
  it('creates a customer, groups without repeats and the credit limit canonical', () => {
    spec(customerDecider)
      .given([])
      .when({ type: 'CreateCustomer', customerId: 'c1', fields: fields({ groupIds: ['g1', 'g1', 'g2'], creditLimit: '500000.00' }) })
      .then([created({ groupIds: ['g1', 'g2'], creditLimit: '500000' })]);
  });

  it('refuses to create the same customer twice', () => {
    spec(customerDecider).given([created()]).when({ type: 'CreateCustomer', customerId: 'c1', fields: fields() }).thenFails('customer_exists');
  });

  it('records only the fields that changed, including clearing the level and the limit', () => {
    spec(customerDecider)
      .given([created({ membershipLevelId: 'gold', creditLimit: '100' })])
      .when({ type: 'ChangeCustomer', customerId: 'c1', changes: { name: 'Minimarket Don Pepe', phone: '+56 9 5555 0102', membershipLevelId: null, creditLimit: null, groupIds: [] } })
      .then([{ type: 'CustomerChanged', data: { customerId: 'c1', changes: { phone: '+56 9 5555 0102', membershipLevelId: null, creditLimit: null } } }]);
  });

  it('a change that changes nothing records nothing; an unknown customer is 404', () => {
    spec(customerDecider).given([created({ creditLimit: '100' })]).when({ type: 'ChangeCustomer', customerId: 'c1', changes: { creditLimit: '100.00', code: 'C001' } }).thenNothing();
    spec(customerDecider).given([]).when({ type: 'ChangeCustomer', customerId: 'c1', changes: { name: 'x' } }).thenFails('customer_not_found');
  });

  it('disable and enable are recorded once each', () => {
    spec(customerDecider).given([created()]).when({ type: 'DisableCustomer', customerId: 'c1' }).then([{ type: 'CustomerDisabled', data: { customerId: 'c1' } }]);
    spec(customerDecider).given([created(), { type: 'CustomerDisabled', data: { customerId: 'c1' } }]).when({ type: 'DisableCustomer', customerId: 'c1' }).thenNothing();
    spec(customerDecider).given([created()]).when({ type: 'EnableCustomer', customerId: 'c1' }).thenNothing();
    spec(customerDecider)
      .given([created(), { type: 'CustomerDisabled', data: { customerId: 'c1' } }])
      .when({ type: 'EnableCustomer', customerId: 'c1' })
      .then([{ type: 'CustomerEnabled', data: { customerId: 'c1' } }]);
  });

  it('joins a group once, never a disabled or unknown one, and leaves only a group it is in', () => {
    const group = { groupId: 'g1', exists: true, disabled: false };
    spec(customerDecider).given([created()]).when({ type: 'AddCustomerToGroup', customerId: 'c1', group }).then([{ type: 'CustomerAddedToGroup', data: { customerId: 'c1', groupId: 'g1' } }]);
    spec(customerDecider).given([created({ groupIds: ['g1'] })]).when({ type: 'AddCustomerToGroup', customerId: 'c1', group }).thenNothing();
    spec(customerDecider).given([created()]).when({ type: 'AddCustomerToGroup', customerId: 'c1', group: { ...group, disabled: true } }).thenFails('group_disabled');
    spec(customerDecider).given([created()]).when({ type: 'AddCustomerToGroup', customerId: 'c1', group: { ...group, exists: false } }).thenFails('group_not_found');
    spec(customerDecider)
      .given([created(), { type: 'CustomerAddedToGroup', data: { customerId: 'c1', groupId: 'g1' } }])
      .when({ type: 'RemoveCustomerFromGroup', customerId: 'c1', groupId: 'g1' })
      .then([{ type: 'CustomerRemovedFromGroup', data: { customerId: 'c1', groupId: 'g1' } }]);
    spec(customerDecider)
      .given([created({ groupIds: ['g1'] }), { type: 'CustomerRemovedFromGroup', data: { customerId: 'c1', groupId: 'g1' } }])
      .when({ type: 'RemoveCustomerFromGroup', customerId: 'c1', groupId: 'g1' })
      .thenNothing();
  });

  it('a customer may be in several groups', () => {
    spec(customerDecider)
      .given([created({ groupIds: ['g1'] })])
      .when({ type: 'AddCustomerToGroup', customerId: 'c1', group: { groupId: 'g2', exists: true, disabled: false } })
      .then([{ type: 'CustomerAddedToGroup', data: { customerId: 'c1', groupId: 'g2' } }]);
  });
});

describe('customer group decider', () => {
  const made = { type: 'CustomerGroupCreated' as const, data: { groupId: 'g1', name: 'Restaurantes', memo: '' } };
  it('creates, renames (only when the name differs), disables and enables', () => {
    spec(customerGroupDecider).given([]).when({ type: 'CreateCustomerGroup', groupId: 'g1', name: 'Restaurantes', memo: '' }).then([made]);
    spec(customerGroupDecider).given([made]).when({ type: 'CreateCustomerGroup', groupId: 'g1', name: 'x', memo: '' }).thenFails('group_exists');
    spec(customerGroupDecider)
      .given([made])
      .when({ type: 'ChangeCustomerGroup', groupId: 'g1', changes: { name: 'Hoteles y restaurantes' } })
      .then([{ type: 'CustomerGroupChanged', data: { groupId: 'g1', changes: { name: 'Hoteles y restaurantes' } } }]);
    spec(customerGroupDecider).given([made]).when({ type: 'ChangeCustomerGroup', groupId: 'g1', changes: { name: 'Restaurantes' } }).thenNothing();
    spec(customerGroupDecider).given([made]).when({ type: 'DisableCustomerGroup', groupId: 'g1' }).then([{ type: 'CustomerGroupDisabled', data: { groupId: 'g1' } }]);
    spec(customerGroupDecider).given([made, { type: 'CustomerGroupDisabled', data: { groupId: 'g1' } }]).when({ type: 'EnableCustomerGroup', groupId: 'g1' }).then([{ type: 'CustomerGroupEnabled', data: { groupId: 'g1' } }]);
    spec(customerGroupDecider).given([]).when({ type: 'DisableCustomerGroup', groupId: 'g1' }).thenFails('group_not_found');
  });
});

describe('membership level decider', () => {
  const made = { type: 'MembershipLevelCreated' as const, data: { levelId: 'l1', name: 'Oro', discount: '5', priceType: 'member' as const, memo: '' } };
  it('creates with a canonical discount and changes only what differs', () => {
    spec(membershipLevelDecider).given([]).when({ type: 'CreateMembershipLevel', levelId: 'l1', fields: { name: 'Oro', discount: '5.00', priceType: 'member', memo: '' } }).then([made]);
    spec(membershipLevelDecider)
      .given([made])
      .when({ type: 'ChangeMembershipLevel', levelId: 'l1', changes: { discount: '7.50', priceType: 'member' } })
      .then([{ type: 'MembershipLevelChanged', data: { levelId: 'l1', changes: { discount: '7.5' } } }]);
    spec(membershipLevelDecider).given([made]).when({ type: 'ChangeMembershipLevel', levelId: 'l1', changes: { discount: '5.0' } }).thenNothing();
    spec(membershipLevelDecider).given([]).when({ type: 'ChangeMembershipLevel', levelId: 'l1', changes: { name: 'x' } }).thenFails('membership_level_not_found');
    spec(membershipLevelDecider).given([made]).when({ type: 'DisableMembershipLevel', levelId: 'l1' }).then([{ type: 'MembershipLevelDisabled', data: { levelId: 'l1' } }]);
  });
});

describe('customer account decider', () => {
  const record = (entry: ManualEntry, over: { entryId?: string; customerExists?: boolean } = {}) => ({
    type: 'RecordAccountEntry' as const,
    customerId: 'c1',
    entryId: over.entryId ?? 'e1',
    entry,
    customerExists: over.customerExists ?? true,
  });
  const recorded = (d: Partial<Record<string, unknown>>) => ({
    type: 'CustomerAccountEntryRecorded' as const,
    data: { customerId: 'c1', entryId: 'e1', kind: 'opening', currency: 'CLP', debit: '0', credit: '0', method: null, reference: '', dueDate: null, reason: '', memo: '', ...d } as any,
  });

  it('an opening balance owed by the customer is a debit; one with credit in its favour is a credit', () => {
    spec(customerAccountDecider).given([]).when(record({ kind: 'opening', amount: '150000', currency: 'CLP' })).then([recorded({ debit: '150000' })]);
    spec(customerAccountDecider).given([]).when(record({ kind: 'opening', amount: '-20.5', currency: 'USD' })).then([recorded({ currency: 'USD', credit: '20.5' })]);
  });

  it('one opening balance per currency', () => {
    const opened = recorded({ debit: '150000' });
    spec(customerAccountDecider).given([opened]).when(record({ kind: 'opening', amount: '1000', currency: 'CLP' }, { entryId: 'e2' })).thenFails('opening_exists');
    spec(customerAccountDecider).given([opened]).when(record({ kind: 'opening', amount: '100', currency: 'USD' }, { entryId: 'e2' })).then([recorded({ entryId: 'e2', currency: 'USD', debit: '100' })]);
  });

  it('a payment received is a credit with its method, reference and due date', () => {
    spec(customerAccountDecider)
      .given([])
      .when(record({ kind: 'payment', amount: '50000', currency: 'CLP', method: 'bankCheck', reference: 'CHQ 0042', dueDate: '2026-02-15', memo: 'cheque al día' }))
      .then([recorded({ kind: 'payment', credit: '50000', method: 'bankCheck', reference: 'CHQ 0042', dueDate: '2026-02-15', memo: 'cheque al día' })]);
  });

  it('an adjustment goes either way and needs a reason; a refund is a debit', () => {
    spec(customerAccountDecider)
      .given([])
      .when(record({ kind: 'adjustment', amount: '-1200', currency: 'CLP', reason: 'rounding agreed' }))
      .then([recorded({ kind: 'adjustment', credit: '1200', reason: 'rounding agreed' })]);
    spec(customerAccountDecider)
      .given([])
      .when(record({ kind: 'adjustment', amount: '300', currency: 'CLP', reason: 'freight' }))
      .then([recorded({ kind: 'adjustment', debit: '300', reason: 'freight' })]);
    spec(customerAccountDecider).given([]).when(record({ kind: 'adjustment', amount: '300', currency: 'CLP', reason: ' ' })).thenFails('reason_required');
    spec(customerAccountDecider)
      .given([])
      .when(record({ kind: 'refund', amount: '5000', currency: 'CLP', method: 'cash' }))
      .then([recorded({ kind: 'refund', debit: '5000', method: 'cash' })]);
  });

  it('refuses amounts finer than the currency, zero, negative payments, unknown customers and a repeated entry id', () => {
    spec(customerAccountDecider).given([]).when(record({ kind: 'payment', amount: '100.5', currency: 'CLP', method: 'cash' })).thenFails('amount_precision');
    spec(customerAccountDecider).given([]).when(record({ kind: 'payment', amount: '100.555', currency: 'USD', method: 'cash' })).thenFails('amount_precision');
    spec(customerAccountDecider).given([]).when(record({ kind: 'payment', amount: '0', currency: 'USD', method: 'cash' })).thenFails('amount_zero');
    spec(customerAccountDecider).given([]).when(record({ kind: 'payment', amount: '-5', currency: 'USD', method: 'cash' })).thenFails('amount_negative');
    spec(customerAccountDecider).given([]).when(record({ kind: 'payment', amount: '5', currency: 'USD' })).thenFails('method_required');
    spec(customerAccountDecider).given([]).when(record({ kind: 'payment', amount: '5', currency: 'USD', method: 'cash' }, { customerExists: false })).thenFails('customer_not_found');
    spec(customerAccountDecider).given([recorded({ debit: '1' })]).when(record({ kind: 'payment', amount: '5', currency: 'USD', method: 'cash' })).thenFails('entry_exists');
  });
});
