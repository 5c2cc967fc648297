import { spec } from '../../platform/cqrs/decider-spec.js';
import { registerDecider } from '../register.decider.js';

const create = (facts = { warehouseExists: true, customerExists: true, currencyKnown: true }) => ({ type: 'CreateRegister' as const, registerId: 'r1', name: 'Caja 1', warehouseId: 'w1', defaultCustomerId: 'c1', currency: 'CLP', facts });

describe('create register', () => {
  it('creates a till on a warehouse with a default customer and a currency', () =>
    spec(registerDecider)
      .given([])
      .when(create())
      .then([
        {
          type: 'PosRegisterCreated',
          data: { registerId: 'r1', name: 'Caja 1', warehouseId: 'w1', defaultCustomerId: 'c1', currency: 'CLP', receiptHeader: '', receiptFooter: '', blindClose: 'company' },
        },
      ]));

  it('keeps the receipt texts and blind close the register sets over the company', () =>
    spec(registerDecider)
      .given([])
      .when({ ...create(), receiptHeader: 'Tienda Norte\nRUT 76.123.456-7', receiptFooter: 'Gracias', blindClose: 'on' })
      .then([
        {
          type: 'PosRegisterCreated',
          data: {
            registerId: 'r1',
            name: 'Caja 1',
            warehouseId: 'w1',
            defaultCustomerId: 'c1',
            currency: 'CLP',
            receiptHeader: 'Tienda Norte\nRUT 76.123.456-7',
            receiptFooter: 'Gracias',
            blindClose: 'on',
          },
        },
      ]));

  it('refuses a warehouse, a customer or a currency that does not exist', () => {
    spec(registerDecider).given([]).when(create({ ...{ warehouseExists: true, customerExists: true, currencyKnown: true }, warehouseExists: false })).thenFails('warehouse_not_found');
    spec(registerDecider).given([]).when(create({ ...{ warehouseExists: true, customerExists: true, currencyKnown: true }, customerExists: false })).thenFails('customer_not_found');
    spec(registerDecider).given([]).when(create({ ...{ warehouseExists: true, customerExists: true, currencyKnown: true }, currencyKnown: false })).thenFails('unknown_currency');
  });
});
