import type { InvoiceClient } from '@tradedesk/contracts/invoicing/invoice-clients';
import type { InvoiceSetup } from '@tradedesk/contracts/invoicing/invoice-setup';
import type { Driver, TransportCompany } from '@tradedesk/contracts/invoicing/transport-registers';
import type { IssueWaybillBody, WaybillEvent } from '@tradedesk/contracts/invoicing/waybill';
import { spec } from '../../../platform/cqrs/decider-spec.js';
import { plSetup } from '../../testing/invoice-fixtures.js';
import type { IssueWaybillFacts } from '../waybill-facts.js';
import { waybillDecider } from '../waybill.decider.js';
import type { IssueWaybill } from './issue-waybill.decide.js';

const address = { street: 'Av. Providencia', buildingNumber: '1234', city: 'Santiago', postalCode: '', region: 'Providencia', countryCode: 'CL' };
const clSetup: InvoiceSetup = { ...plSetup, id: 'cl', country: 'CL', legalName: 'Comercial Andes SpA', taxId: '12345678-5', vatId: '', activity: 'Venta al por mayor', address, iban: '', bankName: '', series: { invoice: '33', creditNote: '61', proforma: 'PRO' }, localCurrency: 'CLP' };
const client: InvoiceClient = { id: 'c1', name: 'Ferretería Sur Ltda', country: 'CL', taxId: '11111111-1', vatId: '', email: '', customerId: null, address: { ...address, street: 'Calle 1', city: 'Temuco', region: 'Temuco' }, version: 1, updatedAt: '2026-11-01T10:00:00.000Z' };
const carrier: TransportCompany = { id: 't1', name: 'Transportes Rápidos Ltda.', country: 'CL', taxId: '96512340-7', address, phone: '', email: '', active: true, version: 1, updatedAt: '2026-11-01T10:00:00.000Z' };
const driver: Driver = { id: 'd1', name: 'Juan Pérez', idNumber: '15.678.901-1', licenceNumber: 'A4-123', phone: '', plates: ['BBCL12'], transportCompanyId: 't1', transportCompanyName: carrier.name, active: true, version: 1, updatedAt: '2026-11-01T10:00:00.000Z' };
const facts = (over: Partial<IssueWaybillFacts> = {}): IssueWaybillFacts => ({
  today: '2026-11-25', setup: clSetup, client, carrier, driver, delivered: {},
  saleOrder: { id: 'o1', number: 'SO-20261125-0001', status: 'committed', currency: 'CLP', lines: [
    { code: 'T-10', name: 'Taladro percutor 650W', unit: 'UN', quantity: '3', price: '15990', gift: false },
    { code: 'LLAV', name: 'Llavero de regalo', unit: 'UN', quantity: '1', price: '0', gift: true },
  ] },
  ...over,
});
const body = (over: Partial<IssueWaybillBody> = {}): IssueWaybill['body'] => ({
  setupId: 'cl', traslado: 1, clientId: 'c1', saleOrderId: 'o1', orderLines: [], lines: [], withPrices: true, transportCompanyId: 't1', driverId: 'd1', plate: 'BBCL-12',
  destination: { street: 'Calle 1, bodega 3', comuna: 'Temuco', city: 'Temuco' }, notes: '', ...over,
});
const issue = (over: Partial<IssueWaybillBody> = {}, f = facts()): IssueWaybill => ({ type: 'IssueWaybill', waybillId: 'w1', folio: 7, body: body(over), facts: f });
const ctx = { now: new Date('2026-11-25T13:00:00Z'), userId: 'u-paula', newId: () => 'x' };
const issued = (c: IssueWaybill) => (waybillDecider.decide(c, waybillDecider.initialState(), ctx) as WaybillEvent[])[0]!.data;
const cement = { description: 'Cemento 25 kg', productCode: 'C-25', unitName: 'SACO', quantity: '40', unitPrice: '4990' };

describe('issue waybill (guía de despacho, DTE 52)', () => {
  it('from a committed sale order: the folio, the receiver, carrier and driver with their RUTs, whole pesos at IVA 19 %', () => {
    const d = issued(issue({ lines: [{ ...cement, quantity: '2', unitName: 'UN' }] }));
    expect(d).toMatchObject({
      folio: 7, number: '7', issueDate: '2026-11-25', issuedAt: '2026-11-25T13:00:00.000Z', issuedBy: 'u-paula', traslado: 1,
      seller: { name: 'Comercial Andes SpA', taxId: '12345678-5' }, receiver: { name: 'Ferretería Sur Ltda', taxId: '11111111-1' },
      saleOrder: { id: 'o1', number: 'SO-20261125-0001' },
      carrier: { id: 't1', name: 'Transportes Rápidos Ltda.', rut: '96512340-7' }, driver: { id: 'd1', name: 'Juan Pérez', rut: '15678901-1' }, plate: 'BBCL-12',
    });
    // 3 x 15990 = 47970; the gift at 0; 2 x 4990 = 9980. Neto 57950, IVA 11010.5 -> 11011, total 68961.
    expect(d.lines.map((l) => [l.lineNo, l.description, l.quantity, l.unitPrice, l.amount, l.saleOrderId])).toEqual([
      [1, 'Taladro percutor 650W', '3', '15990', '47970', 'o1'],
      [2, 'Llavero de regalo', '1', '0', '0', 'o1'],
      [3, 'Cemento 25 kg', '2', '4990', '9980', null],
    ]);
    expect(d.totals).toEqual({ net: '57950', vat: '11011', total: '68961' });
  });

  it('an internal transfer (IndTraslado 5) of typed lines without prices: the issuer receives, no amounts', () => {
    const d = issued(issue({ traslado: 5, clientId: null, saleOrderId: null, withPrices: false, lines: [{ ...cement, unitPrice: undefined }] }, facts({ client: null, saleOrder: null })));
    expect(d).toMatchObject({ traslado: 5, clientId: null, receiver: { name: 'Comercial Andes SpA', taxId: '12345678-5' }, saleOrder: null, totals: null });
    expect(d.lines).toEqual([{ lineNo: 1, productCode: 'C-25', description: 'Cemento 25 kg', unitName: 'SACO', quantity: '40', unitPrice: null, amount: null, saleOrderId: null }]);
  });

  it('refuses an unknown or deactivated carrier or driver, one without a RUT, a driver of another carrier: 422, naming the field', () => {
    const when = (f: Partial<IssueWaybillFacts>) => spec(waybillDecider).given([]).when(issue({}, facts(f)));
    when({ driver: null }).thenFails('driver_not_found');
    when({ driver: { ...driver, active: false } }).thenFails('driver_disabled');
    when({ driver: { ...driver, idNumber: 'P-1234567' } }).thenFails('driver_rut');
    when({ driver: { ...driver, transportCompanyId: 't2', transportCompanyName: 'Otra' } }).thenFails('driver_other_carrier');
    when({ carrier: null }).thenFails('transport_company_not_found');
    when({ carrier: { ...carrier, active: false } }).thenFails('transport_company_disabled');
    when({ carrier: { ...carrier, country: 'PE', taxId: '20100070970' } }).thenFails('transport_company_rut');
  });

  it('refuses a sale order not committed, in another currency, or on a kind that is not a sale; a sale without a client', () => {
    const so = facts().saleOrder!;
    spec(waybillDecider).given([]).when(issue({}, facts({ saleOrder: { ...so, status: 'draft' } }))).thenFails('sale_order_not_committed');
    spec(waybillDecider).given([]).when(issue({}, facts({ saleOrder: { ...so, currency: 'USD' } }))).thenFails('currency_mismatch');
    spec(waybillDecider).given([]).when(issue({ traslado: 5, clientId: null })).thenFails('sale_order_not_a_sale');
    spec(waybillDecider).given([]).when(issue({ clientId: null })).thenFails('client_required');
    spec(waybillDecider).given([]).when(issue({}, facts({ saleOrder: null }))).thenFails('sale_order_not_found');
  });

  it('refuses a setup that is not Chilean, and a waybill issued already (immutable)', () => {
    spec(waybillDecider).given([]).when(issue({}, facts({ setup: plSetup }))).thenFails('waybill_not_chile');
    spec(waybillDecider).given([]).when(issue({}, facts({ setup: null }))).thenFails('setup_not_found');
    const first = issued(issue());
    spec(waybillDecider).given([{ type: 'WaybillIssued', data: first }]).when(issue()).thenFails('waybill_exists');
  });

  it('partial guías: each order line carries what is asked, by default what earlier guías left; 0 leaves a line out; more than left is refused', () => {
    // 3 drills ordered, 1 carried by an earlier guía: this one carries 2 of them, and the gift.
    const rest = issued(issue({}, facts({ delivered: { 1: '1' } })));
    expect(rest.lines.map((l) => [l.description, l.quantity, l.amount, l.orderLine])).toEqual([
      ['Taladro percutor 650W', '2', '31980', { lineNo: 1, ordered: '3' }],
      ['Llavero de regalo', '1', '0', { lineNo: 2, ordered: '1' }],
    ]);
    const part = issued(issue({ orderLines: [{ lineNo: 1, quantity: '1.5' }, { lineNo: 2, quantity: '0' }] }, facts({ delivered: { 1: '1' } })));
    expect(part.lines.map((l) => [l.description, l.quantity, l.amount])).toEqual([['Taladro percutor 650W', '1.5', '23985']]);
    spec(waybillDecider).given([]).when(issue({ orderLines: [{ lineNo: 1, quantity: '3' }] }, facts({ delivered: { 1: '1' } }))).thenFails('waybill_exceeds_order');
    spec(waybillDecider).given([]).when(issue({ orderLines: [{ lineNo: 3, quantity: '1' }] })).thenFails('waybill_exceeds_order');
    // Everything carried already: nothing left for another guía.
    spec(waybillDecider).given([]).when(issue({}, facts({ delivered: { 1: '3', 2: '1' } }))).thenFails('no_lines');
  });
});
