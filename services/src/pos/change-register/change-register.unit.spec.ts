import { spec } from '../../platform/cqrs/decider-spec.js';
import { registerDecider } from '../register.decider.js';

const created = { type: 'PosRegisterCreated' as const, data: { registerId: 'r1', name: 'Caja 1', warehouseId: 'w1', defaultCustomerId: null, currency: 'CLP' } };
const facts = { warehouseExists: true, customerExists: true, currencyKnown: true };

describe('change register', () => {
  it('records what changed', () =>
    spec(registerDecider)
      .given([created])
      .when({ type: 'ChangeRegister', registerId: 'r1', name: 'Caja 1', defaultCustomerId: 'c9', facts })
      .then([{ type: 'PosRegisterChanged', data: { registerId: 'r1', defaultCustomerId: 'c9' } }]));

  it('records an override of the receipt texts and the blind close, and nothing when they are unchanged', () => {
    spec(registerDecider)
      .given([created])
      .when({ type: 'ChangeRegister', registerId: 'r1', receiptHeader: 'Caja Norte', receiptFooter: '', blindClose: 'off', facts })
      .then([{ type: 'PosRegisterChanged', data: { registerId: 'r1', receiptHeader: 'Caja Norte', blindClose: 'off' } }]);
    spec(registerDecider)
      .given([created, { type: 'PosRegisterChanged', data: { registerId: 'r1', receiptHeader: 'Caja Norte', blindClose: 'on' } }])
      .when({ type: 'ChangeRegister', registerId: 'r1', receiptHeader: 'Caja Norte', blindClose: 'on', facts })
      .then([]);
  });

  it('goes back to the company texts with an empty override', () =>
    spec(registerDecider)
      .given([created, { type: 'PosRegisterChanged', data: { registerId: 'r1', receiptFooter: 'Sin cambios ni devoluciones' } }])
      .when({ type: 'ChangeRegister', registerId: 'r1', receiptFooter: '', blindClose: 'company', facts })
      .then([{ type: 'PosRegisterChanged', data: { registerId: 'r1', receiptFooter: '' } }]));

  it('refuses a warehouse that does not exist', () =>
    spec(registerDecider).given([created]).when({ type: 'ChangeRegister', registerId: 'r1', warehouseId: 'w9', facts: { ...facts, warehouseExists: false } }).thenFails('warehouse_not_found'));

  it('refuses an unknown register', () => spec(registerDecider).given([]).when({ type: 'ChangeRegister', registerId: 'r1', name: 'x', facts }).thenFails('pos_register_not_found'));
});
