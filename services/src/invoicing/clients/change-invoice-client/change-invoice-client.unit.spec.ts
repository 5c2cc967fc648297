import { spec } from '../../../platform/cqrs/decider-spec.js';
import { invoiceClientDecider } from '../invoice-client.decider.js';

const address = { street: 'Av. Larco', buildingNumber: '101', city: 'Lima', postalCode: '15074', region: 'Miraflores', countryCode: 'PE' };
const created = { type: 'InvoiceClientCreated' as const, data: { clientId: 'c1', name: 'Bodega Sur', country: 'PE' as const, taxId: '20100070970', vatId: '', address, email: '', customerId: null } };

describe('change invoice client', () => {
  it('records only what changed', () =>
    spec(invoiceClientDecider)
      .given([created])
      .when({ type: 'ChangeInvoiceClient', clientId: 'c1', changes: { name: 'Bodega Sur', email: 'pagos@sur.pe' } })
      .then([{ type: 'InvoiceClientChanged', data: { clientId: 'c1', changes: { email: 'pagos@sur.pe' } } }]));

  it('a new country needs a tax id of that country', () =>
    spec(invoiceClientDecider).given([created]).when({ type: 'ChangeInvoiceClient', clientId: 'c1', changes: { country: 'CL' } }).thenFails('invalid_tax_id'));

  it('Peru: the id checked against its catálogo 06 type, old or new (a RUC when none)', () => {
    spec(invoiceClientDecider).given([created]).when({ type: 'ChangeInvoiceClient', clientId: 'c1', changes: { idType: '1' } }).thenFails('invalid_tax_id');
    spec(invoiceClientDecider).given([created]).when({ type: 'ChangeInvoiceClient', clientId: 'c1', changes: { taxId: '45678912' } }).thenFails('invalid_tax_id');
    spec(invoiceClientDecider)
      .given([created])
      .when({ type: 'ChangeInvoiceClient', clientId: 'c1', changes: { idType: '1', taxId: '45678912' } })
      .then([{ type: 'InvoiceClientChanged', data: { clientId: 'c1', changes: { idType: '1', taxId: '45678912' } } }]);
  });

  it('an unknown client: 404', () => spec(invoiceClientDecider).given([]).when({ type: 'ChangeInvoiceClient', clientId: 'c9', changes: { name: 'x' } }).thenFails('client_not_found'));
});
