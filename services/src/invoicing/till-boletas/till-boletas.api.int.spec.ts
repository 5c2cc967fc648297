import { randomUUID } from 'node:crypto';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';
import { apiCalls } from '../../identity/testing/api-calls.js';
import { envioBoleta } from '../e-documents/cl/boleta.js';
import { p12Of, testCertificate } from '../e-documents/testing/test-certificate.js';
import { validateXml } from '../e-documents/testing/xsd.js';
import { cafFor, losAndes, losAndesCertificate } from '../testing/chilean-seller.js';
import { TillBoletaDispatcher } from './till-boleta.dispatcher.js';

const values = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

/**
 * A till in a Chilean or Peruvian company with its invoice setup, over HTTP on PostgreSQL: the
 * company's settings, a warehouse with bread and cheese counted in, a cash method, a register in
 * the local currency, a cashier signed in on a device and the cash session open.
 */
async function startTill(country: 'CL' | 'PE') {
  const api = await startApi();
  const { DaemonHost } = await import('../../system/daemon-host.js');
  api.app.get(DaemonHost).start(100);
  const root = await api.login('root', ROOT_PASSWORD);
  const calls = apiCalls(() => api, () => root);
  const currency = country === 'CL' ? 'CLP' : 'PEN';
  const price = (clp: string, pen: string) => (country === 'CL' ? clp : pen);
  await calls.ok('PUT', '/system-setting/settings', { settings: { BaseCurrencyID: currency, CostCurrencyID: currency, PriceDecimal: country === 'CL' ? 0 : 2, NegativeStockPolicy: 'warn', SystemTimeZone: 0, PosMaxDiscount: '10' } });
  const warehouseId = (await calls.ok('POST', '/warehouses', { code: 'T1', name: 'Tienda Centro' })).id;
  await calls.ok('POST', '/products', { code: 'PAN', name: 'Pan amasado', barcode: '7801', prices: { unit: { retail: price('1190', '5.90') } }, cost: '500' });
  await calls.ok('POST', '/products', { code: 'QUE', name: 'Queso mantecoso', barcode: '7802', prices: { unit: { retail: price('1990', '13.11') } }, cost: '900' });
  const caja = (await calls.ok('POST', '/finance/accounts', { kind: 'cash', name: 'Caja POS', currency })).id;
  const cashId = (await calls.ok('POST', '/setting/pay-method', { name: 'Efectivo', kind: 'cash', accounts: [{ currency, accountId: caja }], position: 1 })).id;
  const registerId = (await calls.ok('POST', '/pos/registers', { name: 'Caja 1', warehouseId, currency })).id;
  const ana = (await calls.ok('POST', '/employees', { username: 'ana', password: 'password-1', name: 'Ana Cajera' })).id;
  await calls.ok('PUT', `/pos/cashiers/${ana}`, { allowed: true, pin: '2468' });
  const { deviceToken } = (await calls.ok('POST', '/pos/devices', { registerId, name: 'Mostrador' })) as { deviceToken: string };
  const signIn = await api.call('POST', '/be/api/pos/till/sign-in', { body: { employeeId: ana, pin: '2468' }, headers: { 'X-Pos-Device': deviceToken } });
  const session = signIn.body.data.sessionToken as string;
  const till = (method: string, path: string, body?: unknown) => api.call(method, `/be/api/pos/till${path}`, { body, headers: { 'X-Pos-Device': deviceToken, 'X-Pos-Session': session } });
  expect((await till('POST', '/cash-session', { commandId: randomUUID(), float: [{ currency, amount: '0' }] })).status).toBe(201);
  const sale = (lines: unknown[], amount: string) => ({ saleId: randomUUID(), soldAt: new Date().toISOString(), lines, payments: [{ payMethodId: cashId, amount }] });
  /** The sale as the till reads it once its boleta is issued or pending (the reaction runs after the sale's answer). */
  const settled = async (saleId: string) => {
    for (let i = 0; i < 100; i++) {
      const s = (await till('GET', `/sales/${saleId}`)).body.data;
      if (s?.boleta && s.boleta.status !== 'waiting') return s;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no boleta for ${saleId}`);
  };
  return { api, root, calls, till, sale, settled };
}

describe('boletas from the POS till: Chile', () => {
  let t: Awaited<ReturnType<typeof startTill>>;
  const RUT = losAndes.taxId;
  const cert = losAndesCertificate();
  const boletas = cafFor(losAndes, 39, 1001, 1002);
  const more = cafFor(losAndes, 39, 1003, 1010);

  beforeAll(async () => {
    t = await startTill('CL');
    await t.calls.ok('PUT', '/invoicing/setups/cl', { setup: {
      country: 'CL', legalName: losAndes.legalName, taxId: RUT, activity: 'Venta al por menor', acteco: '471000',
      address: { street: 'Av. Providencia 1234', city: 'Santiago', region: 'Providencia', countryCode: 'CL' }, series: { invoice: '33', creditNote: '61', proforma: 'PRO' }, tillBoletas: true,
    } });
    await t.calls.ok('POST', '/invoicing/setups/cl/cafs', { caf: boletas.autorizacion });
    await t.calls.ok('POST', '/invoicing/setups/cl/certificate', { fileName: 'firma.p12', file: p12Of(cert, 'clave'), password: 'clave' });
  }, 120_000);
  afterAll(() => t?.api.close());

  let firstSale: Record<string, any>;
  it('a sale at the till gets its boleta electrónica (39) at once: folio 1001 of the type-39 CAF, the sale’s lines, discount and total, named on the document; the DTE valid in an EnvioBOLETA', async () => {
    // 3 x 1190 = 3570; 4 x 1990 = 7960 less 10 % = 7164; total 10734.
    const body = t.sale([{ scan: '7801', quantity: '3' }, { scan: '7802', quantity: '4', discount: '10' }], '11000');
    firstSale = body;
    const r = await t.till('POST', '/sales', body);
    expect(r.status).toBe(201);
    const s = await t.settled(body.saleId);
    expect([s.total, s.boleta]).toEqual(['10734', { status: 'issued', invoiceId: expect.any(String), series: '39', number: '1001', reason: null, message: null }]);
    // The till's sale list shows it too.
    const list = (await t.till('GET', '/sales')).body.data;
    expect(list.sales.find((x: { id: string }) => x.id === body.saleId).boleta.number).toBe('1001');

    const page = await t.calls.read(`/invoicing/invoices/${s.boleta.invoiceId}`);
    expect(page.document).toMatchObject({ boleta: true, tillSale: { saleId: body.saleId, receiptNo: s.receiptNo }, issuedBy: 'system', totals: { gross: '10734' } });
    expect(page.document.lines.map((l: any) => [l.description, l.quantity, l.unitPrice, l.discount, l.grossAmount])).toEqual([
      ['Pan amasado', '3', '1190', '0', '3570'],
      ['Queso mantecoso', '4', '1990', '796', '7164'],
    ]);
    const x = await t.calls.read(`/invoicing/invoices/${s.boleta.invoiceId}/xml`);
    const dte = x.xml.replace(/^<\?xml[^>]*>\s*/, '');
    expect([values(dte, 'TipoDTE'), values(dte, 'Folio'), values(dte, 'RUTRecep'), values(dte, 'MntTotal')]).toEqual([['39'], ['1001'], ['66666666-6'], ['10734']]);
    const ted = /<TED[\s\S]*<\/TED>/.exec(dte)![0];
    const env = envioBoleta([{ dte, type: 39, ted, folio: 1001, total: '10734' }], { issuerRut: RUT, senderRut: '12345678-5', resolutionDate: '2026-01-15', resolutionNumber: 0, signedAt: '2026-11-25T12:00:00', key: cert });
    expect(await validateXml(env.xml, env.schema)).toEqual({ ok: true, errors: [] });
  });

  it('the same sale sent twice, and its boleta tried again by two processes at once: one boleta', async () => {
    const again = await t.till('POST', '/sales', firstSale);
    expect([again.status, again.body.data.duplicate]).toEqual([201, true]);
    const dispatcher = t.api.app.get(TillBoletaDispatcher);
    const tries = await Promise.all([dispatcher.issue(firstSale.saleId), dispatcher.issue(firstSale.saleId)]);
    expect(tries).toEqual([expect.objectContaining({ status: 'issued', number: '1001', duplicate: true }), expect.objectContaining({ status: 'issued', number: '1001', duplicate: true })]);
    const issued = await t.api.platform.db.query<{ n: string }>(`select count(*)::text as n from es.events where type = 'InvoiceIssued' and data->'tillSale'->>'saleId' = $1`, [firstSale.saleId]);
    expect(issued.rows[0]!.n).toBe('1');
  });

  it('no folio left: the sale is kept, its boleta pending with the reason; once a CAF is loaded the retry issues it', async () => {
    const second = t.sale([{ scan: '7801', quantity: '1' }], '1190');
    expect((await t.till('POST', '/sales', second)).status).toBe(201);
    expect((await t.settled(second.saleId)).boleta.number).toBe('1002');
    const third = t.sale([{ scan: '7802', quantity: '1' }], '2000');
    const r = await t.till('POST', '/sales', third);
    expect(r.status).toBe(201);
    const s = await t.settled(third.saleId);
    expect([s.total, s.boleta.status, s.boleta.reason, s.boleta.number]).toEqual(['1990', 'pending', 'no_folios_left', null]);

    await t.calls.ok('POST', '/invoicing/setups/cl/cafs', { caf: more.autorizacion });
    const retried = await t.api.app.get(TillBoletaDispatcher).retry();
    expect(retried).toEqual([expect.objectContaining({ status: 'issued', number: '1003' })]);
    const after = (await t.till('GET', `/sales/${third.saleId}`)).body.data;
    expect(after.boleta).toMatchObject({ status: 'issued', number: '1003', reason: null });

    // The back office's period export names each sale's boleta.
    const today = new Date().toISOString().slice(0, 10);
    const period = await t.calls.read(`/pos/sales-export?from=${today}&to=${today}`);
    const boletaOf = (saleId: string) => [...new Set(period.rows.filter((r: { saleId: string }) => r.saleId === saleId).map((r: { boleta: string | null }) => r.boleta))];
    expect([boletaOf(firstSale.saleId), boletaOf(second.saleId), boletaOf(third.saleId)]).toEqual([['1001'], ['1002'], ['1003']]);
  });
});

describe('boletas from the POS till: Peru', () => {
  let t: Awaited<ReturnType<typeof startTill>>;
  beforeAll(async () => {
    t = await startTill('PE');
    await t.calls.ok('PUT', '/invoicing/setups/pe', { setup: {
      country: 'PE', legalName: 'Comercial Lima SAC', taxId: '20100070970', address: { street: 'Av. Arequipa 100', city: 'Lima', countryCode: 'PE' },
      series: { invoice: 'F001', creditNote: 'FC01', proforma: 'P001', boleta: 'B001' }, tillBoletas: true,
    } });
    await t.calls.ok('POST', '/invoicing/setups/pe/certificate', { fileName: 'firma.p12', file: p12Of(testCertificate('Comercial Lima'), 'clave'), password: 'clave' });
  }, 120_000);
  afterAll(() => t?.api.close());

  it('a sale at the till gets its boleta de venta on the B series (03), priced without IGV, its total the sale’s; the UBL valid', async () => {
    // 2 x 5.90 = 11.80; 1 x 13.11 less 10 % = 11.80; total 23.60.
    const body = t.sale([{ scan: '7801', quantity: '2' }, { scan: '7802', quantity: '1', discount: '10' }], '25');
    expect((await t.till('POST', '/sales', body)).status).toBe(201);
    const s = await t.settled(body.saleId);
    expect([s.total, s.boleta.status, s.boleta.series, s.boleta.number]).toEqual(['23.6', 'issued', 'B001', 'B001-00000001']);
    const page = await t.calls.read(`/invoicing/invoices/${s.boleta.invoiceId}`);
    expect(page.document).toMatchObject({ boleta: true, tillSale: { saleId: body.saleId }, totals: { net: '20.00', vat: '3.60', gross: '23.60' } });
    const x = await t.calls.read(`/invoicing/invoices/${s.boleta.invoiceId}/xml`);
    expect(x.xml).toMatch(/<cbc:InvoiceTypeCode[^>]*>03</);
    expect(x.xml).toContain('CLIENTES VARIOS');
    expect(await validateXml(x.xml, 'ubl-2.1/maindoc/UBL-Invoice-2.1.xsd')).toEqual({ ok: true, errors: [] });
  });
});
