import { priceDocument, priceGrossDocument } from '@tradedesk/contracts/invoicing/invoice-amounts';
import type { InvoiceSetup } from '@tradedesk/contracts/invoicing/invoice-setup';
import { plSetup } from '../../testing/invoice-fixtures.js';
import { tillBoletaDecider } from '../till-boleta.decider.js';
import { decideTillBoleta, type IssueTillBoletaFacts, type TillSaleToBill } from './issue-till-boleta.decide.js';
import { tillBoletaInvoiceId } from './issue-till-boleta.handler.js';

const clSetup: InvoiceSetup = { ...plSetup, id: 'cl', country: 'CL', localCurrency: 'CLP', series: { invoice: '33', creditNote: '61', proforma: 'PRO' }, tillBoletas: true };
const peSetup: InvoiceSetup = { ...plSetup, id: 'pe', country: 'PE', localCurrency: 'PEN', series: { invoice: 'F001', creditNote: 'FC01', proforma: 'P001', boleta: 'B001' }, tillBoletas: true };
const facts = (over: Partial<IssueTillBoletaFacts> = {}): IssueTillBoletaFacts => ({ setups: [clSetup], rates: { CL: ['19', '0'], PE: ['18', '10', '0'] }, customer: null, ...over });
const clSale: TillSaleToBill = {
  id: 'sale-1', receiptNo: 'T1-000001', currency: 'CLP', customerId: null, total: '10734',
  lines: [
    { code: 'PAN', name: 'Pan amasado', unit: 'unit', quantity: '3', price: '1190', discount: '0', amount: '3570' },
    // 4 x 1990 = 7960 less 10 % = 7164 (rounded to the peso): the sale's discount, 796 off.
    { code: 'QUE', name: 'Queso mantecoso', unit: 'box', quantity: '4', price: '1990', discount: '10', amount: '7164' },
  ],
};
const ctx = { now: new Date('2026-11-26T10:00:00Z'), userId: 'system', newId: () => 'x' };

describe('a till sale’s boleta', () => {
  it('Chile: every line as sold (the till’s price with IVA, the sale’s discount in pesos), at the standard rate; the boleta’s total is the sale’s', () => {
    const d = decideTillBoleta(clSale, facts());
    if (d.kind !== 'issue') throw new Error(d.kind);
    expect(d.request).toMatchObject({ setupId: 'cl', document: 'boleta', currency: 'CLP', paymentMeans: 'cash' });
    expect(d.request.consumer).toBeUndefined();
    expect(d.request.lines.map((l) => [l.description, l.productCode, l.unitCode, l.quantity, l.unitPrice, l.discount, l.vatRate])).toEqual([
      ['Pan amasado', 'PAN', 'H87', '3', '1190', '0', '19'],
      ['Queso mantecoso', 'QUE', 'BX', '4', '1990', '796', '19'],
    ]);
    const priced = priceGrossDocument('CL', 'CLP', d.request.lines.map((l) => ({ ...l, saleOrderId: null })));
    expect(priced.totals.gross).toBe(clSale.total);
  });

  it('Peru: the lines without IGV, so that IGV added per rate gives the sale’s total (to the céntimo)', () => {
    const sale: TillSaleToBill = { id: 's', receiptNo: null, currency: 'PEN', customerId: null, total: '23.60', lines: [
      { code: 'ARZ', name: 'Arroz', unit: 'unit', quantity: '2', price: '5.90', discount: '0', amount: '11.80' },
      { code: 'ACE', name: 'Aceite', unit: 'unit', quantity: '1', price: '13.11', discount: '10', amount: '11.80' },
    ] };
    const d = decideTillBoleta(sale, facts({ setups: [clSetup, peSetup] }));
    if (d.kind !== 'issue') throw new Error(d.kind);
    expect(d.request.setupId).toBe('pe');
    // 11.80 / 1.18 = 10.00 each; Aceite 13.11 / 1.18 = 11.11, less 1.11.
    expect(d.request.lines.map((l) => [l.unitPrice, l.discount, l.vatRate])).toEqual([['5.00', '0.00', '18'], ['11.11', '1.11', '18']]);
    const priced = priceDocument('PE', 'PEN', d.request.lines.map((l) => ({ ...l, saleOrderId: null })));
    expect(priced.totals).toMatchObject({ net: '20.00', vat: '3.60', gross: '23.60' });
  });

  it('the sale’s customer is the consumer, with its tax id when it is a RUT (CL) or a DNI (PE)', () => {
    const withRut = decideTillBoleta({ ...clSale, customerId: 'c' }, facts({ customer: { name: 'Ana Pérez', taxId: '11.111.111-1' } }));
    expect(withRut.kind === 'issue' && withRut.request.consumer).toEqual({ name: 'Ana Pérez', taxId: '11.111.111-1' });
    const badRut = decideTillBoleta({ ...clSale, customerId: 'c' }, facts({ customer: { name: 'Ana Pérez', taxId: '11.111.111-2' } }));
    expect(badRut.kind === 'issue' && badRut.request.consumer).toEqual({ name: 'Ana Pérez', taxId: '' });
  });

  it('no boleta where no setup is Chilean or Peruvian; refused (kept as the reason) when none is in the sale’s currency or no rate is in force', () => {
    expect(decideTillBoleta(clSale, facts({ setups: [] }))).toEqual({ kind: 'none' });
    expect(decideTillBoleta({ ...clSale, currency: 'USD' }, facts())).toMatchObject({ kind: 'refused', setupId: null, reason: 'boleta_currency' });
    expect(decideTillBoleta(clSale, facts({ rates: { CL: ['0'] } }))).toMatchObject({ kind: 'refused', setupId: 'cl', reason: 'vat_rate_not_in_force' });
  });

  it('a refused attempt is recorded once per reason: the same refusal again appends nothing, another one does', () => {
    const fail = (reason: string) => ({ type: 'RecordTillBoletaFailure' as const, saleId: 'sale-1', setupId: 'cl', reason, message: reason });
    const first = tillBoletaDecider.decide(fail('no_folios_left'), tillBoletaDecider.initialState(), ctx);
    expect(first).toEqual([{ type: 'TillBoletaFailed', data: { saleId: 'sale-1', setupId: 'cl', reason: 'no_folios_left', message: 'no_folios_left', failedAt: '2026-11-26T10:00:00.000Z' } }]);
    const after = tillBoletaDecider.evolve(tillBoletaDecider.initialState(), first[0]!);
    expect(tillBoletaDecider.decide(fail('no_folios_left'), after, ctx)).toEqual([]);
    expect(tillBoletaDecider.decide(fail('boleta_buyer_required'), after, ctx)).toHaveLength(1);
  });

  it('the boleta’s invoice id is made from the sale id: the same for every attempt, another for another sale, a valid UUID', () => {
    expect(tillBoletaInvoiceId('sale-1')).toBe(tillBoletaInvoiceId('sale-1'));
    expect(tillBoletaInvoiceId('sale-1')).not.toBe(tillBoletaInvoiceId('sale-2'));
    expect(tillBoletaInvoiceId('sale-1')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
