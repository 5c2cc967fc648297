import { randomUUID } from 'node:crypto';
import { verifyXmlSignature } from '../e-documents/signing/xml-signature.js';
import { testCertificate } from '../e-documents/testing/test-certificate.js';
import { validateXml } from '../e-documents/testing/xsd.js';
import { andesSetup, cafFor, clCarrierAndDriver, clClient, loadCafs, uploadCertificate } from '../testing/chilean-seller.js';
import { invoicingApi } from '../testing/invoicing-api.js';

/**
 * Chile: a sale order delivered by partial guías de despacho, then billed by one factura that
 * names them (SII: IndTraslado 1, the factura's Referencia TpoDocRef 52 / FolioRef / FchRef), over
 * HTTP on PostgreSQL: per order line what was ordered, carried and left; more than what is left
 * refused (422, nothing appended); two guías at once carrying the last of a line: one wins; the
 * factura's DTE with one Referencia per guía against DTE_v10.xsd; the guía names its factura;
 * a second factura naming a billed guía is refused (409, nothing appended).
 */
describe('partial guías de despacho and the factura that bills them', () => {
  const api = invoicingApi();
  const { call, ok, read, countEvents } = api;
  const setup = andesSetup({ acteco: '465000' });
  const cert = testCertificate('Firma Comercial Andes');
  const address = { street: 'Camino Real 55', city: 'Temuco', countryCode: 'CL' } as const;
  let clientId: string;
  let carrierId: string;
  let driverId: string;
  let order: { id: string; number: string };
  let products: { cemento: string; fierro: string; warehouseId: string };
  /** The facturas the tests below issue: of the first order whole, of chosen guías a and b, of guía c. */
  const issued: { whole?: { id: string; number: string; orderId: string }; chosen?: { id: string; number: string; ids: string[] }; last?: { id: string; ids: string[] } } = {};
  const guia = (orderLines: { lineNo: number; quantity: string }[] = []) => ({
    commandId: randomUUID(), setupId: 'cl', traslado: 1, clientId, saleOrderId: order.id, orderLines, transportCompanyId: carrierId, driverId, plate: 'BBCL-12',
    destination: { street: 'Camino Real 55, bodega 3', comuna: 'Temuco', city: 'Temuco' },
  });
  const factura = () => ({ commandId: randomUUID(), setupId: 'cl', clientId, saleOrderIds: [order.id], saleOrderVatRate: '19' });

  beforeAll(async () => {
    await api.start({ BaseCurrencyID: 'CLP', CostCurrencyID: 'CLP', PriceDecimal: 0, EnableSaleOrderTax: false, NegativeStockPolicy: 'warn', SaleType: 'Wholesale', SystemTimeZone: 0 });
    await ok('PUT', '/invoicing/setups/cl', { setup });
    await loadCafs(api, 'cl', [cafFor(setup, 52, 1, 20), cafFor(setup, 33, 1, 20), cafFor(setup, 61, 1, 20)]);
    await uploadCertificate(api, 'cl', cert);
    clientId = await clClient(api, address);
    ({ carrierId, driverId } = await clCarrierAndDriver(api, address));
    const [cemento, fierro] = [await api.product('C-25', 'Cemento 25 kg', '4990'), await api.product('F-8', 'Fierro 8mm x 6m', '3500')];
    const warehouseId = (await ok('POST', '/warehouses', { code: 'TMC', name: 'Bodega Temuco' })).id;
    order = await api.commitOrder(warehouseId, [{ productId: cemento, quantity: '10' }, { productId: fierro, quantity: '4' }]);
    products = { cemento, fierro, warehouseId };
  });
  afterAll(() => api.close());

  const left = async () => (await read(`/invoicing/waybills/order/${order.id}`)).lines.map((l: any) => [l.ordered, l.delivered, l.left]);

  it('partial guías against the order: what is left per line; more than left refused with nothing appended; two at once for the last of a line: one wins', async () => {
    expect(await left()).toEqual([['10', '0', '10'], ['4', '0', '4']]);
    const first = await ok('POST', '/invoicing/waybills', guia([{ lineNo: 1, quantity: '6' }, { lineNo: 2, quantity: '0' }]));
    expect((await read(`/invoicing/waybills/${first.id}`)).document.lines.map((l: any) => [l.description, l.quantity, l.amount])).toEqual([['Cemento 25 kg', '6', '29940']]);
    expect(await left()).toEqual([['10', '6', '4'], ['4', '0', '4']]);

    const before = await countEvents();
    const over = await call('POST', '/invoicing/waybills', guia([{ lineNo: 1, quantity: '5' }]));
    expect([over.status, over.body.error?.reason]).toEqual([422, 'waybill_exceeds_order']);
    expect(await countEvents()).toBe(before);

    // Two clerks at once, each carrying 3 of the 4 sacks left: one guía is issued, the other refused.
    const race = await Promise.all([0, 1].map(() => call('POST', '/invoicing/waybills', guia([{ lineNo: 1, quantity: '3' }, { lineNo: 2, quantity: '0' }]))));
    expect(race.filter((r) => r.status === 201)).toHaveLength(1);
    const lost = race.find((r) => r.status !== 201)!;
    expect([[409, 422].includes(lost.status), lost.body.error?.reason]).toEqual([true, 'waybill_exceeds_order']);
    expect(await left()).toEqual([['10', '9', '1'], ['4', '0', '4']]);

    // The rest by default: 1 sack and the 4 bars; then nothing is left to carry.
    const rest = await ok('POST', '/invoicing/waybills', guia());
    expect((await read(`/invoicing/waybills/${rest.id}`)).document.lines.map((l: any) => [l.description, l.quantity])).toEqual([['Cemento 25 kg', '1'], ['Fierro 8mm x 6m', '4']]);
    expect(await left()).toEqual([['10', '10', '0'], ['4', '4', '0']]);
    const none = await call('POST', '/invoicing/waybills', guia());
    expect([none.status, none.body.error?.reason]).toEqual([422, 'no_lines']);
  });

  it('the factura of the order names its three guías (TpoDocRef 52) in a DTE valid against DTE_v10.xsd; the guías name it; a second factura is refused', async () => {
    const guias = (await read(`/invoicing/waybills/order/${order.id}`)).waybills;
    expect(guias.map((w: any) => [w.folio, w.billedBy])).toEqual([[1, null], [2, null], [3, null]]);
    const f = await ok('POST', '/invoicing/invoices', factura());
    issued.whole = { id: f.id, number: f.number, orderId: order.id };
    const v = await read(`/invoicing/invoices/${f.id}`);
    expect(v.document.waybills.map((w: any) => w.folio)).toEqual([1, 2, 3]);

    const x = await ok('GET', `/invoicing/invoices/${f.id}/xml`);
    expect(await validateXml(x.xml, 'cl/DTE_v10.xsd')).toEqual({ ok: true, errors: [] });
    expect(verifyXmlSignature(x.xml, cert.certificatePem)).toBe(true);
    const day = guias[0].issueDate;
    expect(x.xml).toContain(`<Referencia><NroLinRef>1</NroLinRef><TpoDocRef>52</TpoDocRef><FolioRef>1</FolioRef><FchRef>${day}</FchRef></Referencia>`);
    expect(x.xml).toContain(`<Referencia><NroLinRef>3</NroLinRef><TpoDocRef>52</TpoDocRef><FolioRef>3</FolioRef><FchRef>${day}</FchRef></Referencia>`);

    // Each guía names the factura that billed it, on its view and its sale order's.
    for (const w of guias) expect((await read(`/invoicing/waybills/${w.waybillId}`)).billedBy).toEqual({ invoiceId: f.id, number: f.number });
    expect((await read(`/invoicing/waybills/order/${order.id}`)).waybills.map((w: any) => w.billedBy?.number)).toEqual([f.number, f.number, f.number]);

    const before = await countEvents();
    const twice = await call('POST', '/invoicing/invoices', factura());
    expect([twice.status, twice.body.error?.reason]).toEqual([409, 'waybill_billed']);
    expect(await countEvents()).toBe(before);
  });

  it('a factura of two chosen guías bills what they carried (lines = their sum), names both in a valid DTE; another client’s guía 422, a billed guía 409, nothing appended; the rest of the order billed later by its next guía', async () => {
    order = await api.commitOrder(products.warehouseId, [{ productId: products.cemento, quantity: '10' }, { productId: products.fierro, quantity: '4' }]);
    const otherClient = (await ok('POST', '/invoicing/clients', { name: 'Constructora Norte SpA', country: 'CL', taxId: '22.222.222-2', address })).id;
    const a = await ok('POST', '/invoicing/waybills', guia([{ lineNo: 1, quantity: '6' }, { lineNo: 2, quantity: '0' }]));
    const b = await ok('POST', '/invoicing/waybills', guia([{ lineNo: 1, quantity: '3' }]));
    const other = await ok('POST', '/invoicing/waybills', {
      ...guia(), clientId: otherClient, saleOrderId: null, lines: [{ description: 'Arena gruesa m3', unitName: 'm3', quantity: '2', unitPrice: '18000' }],
    });

    // The billing screen's list: the client's guías not billed yet, with what they carried.
    const billable = (await read(`/invoicing/waybills/billable?setupId=cl&clientId=${clientId}`)).waybills;
    expect(billable.map((w: any) => [w.waybillId, w.lines.map((l: any) => [l.description, l.quantity])])).toEqual([
      [a.id, [['Cemento 25 kg', '6']]],
      [b.id, [['Cemento 25 kg', '3'], ['Fierro 8mm x 6m', '4']]],
    ]);
    const chosen = (ids: string[]) => ({ commandId: randomUUID(), setupId: 'cl', clientId, waybillIds: ids, saleOrderVatRate: '19' });

    const before = await countEvents();
    const foreign = await call('POST', '/invoicing/invoices', chosen([a.id, other.id]));
    expect([foreign.status, foreign.body.error?.reason]).toEqual([422, 'waybill_other_client']);
    const both = await call('POST', '/invoicing/invoices', { ...chosen([a.id]), saleOrderIds: [order.id] });
    expect([both.status, both.body.error?.code]).toEqual([400, expect.any(Number)]);
    expect(await countEvents()).toBe(before);

    const f = await ok('POST', '/invoicing/invoices', chosen([b.id, a.id]));
    issued.chosen = { id: f.id, number: f.number, ids: [a.id, b.id] };
    const v = (await read(`/invoicing/invoices/${f.id}`)).document;
    // 6 + 3 sacks at 4990 and the 4 bars at 3500: 44910 + 14000 = 58910 net, IVA 19 % 11193.
    expect(v.lines.map((l: any) => [l.description, l.quantity, l.unitPrice, l.netAmount])).toEqual([['Cemento 25 kg', '9', '4990', '44910'], ['Fierro 8mm x 6m', '4', '3500', '14000']]);
    expect(v.totals).toMatchObject({ net: '58910', vat: '11193', gross: '70103' });
    expect([v.saleOrders, v.fromWaybills]).toEqual([[], true]);
    const folios = [(await read(`/invoicing/waybills/${a.id}`)).folio, (await read(`/invoicing/waybills/${b.id}`)).folio];
    expect(v.waybills.map((w: any) => w.folio)).toEqual(folios);

    const x = await ok('GET', `/invoicing/invoices/${f.id}/xml`);
    expect(await validateXml(x.xml, 'cl/DTE_v10.xsd')).toEqual({ ok: true, errors: [] });
    expect(verifyXmlSignature(x.xml, cert.certificatePem)).toBe(true);
    expect(x.xml).toContain(`<TpoDocRef>52</TpoDocRef><FolioRef>${folios[0]}</FolioRef>`);
    expect(x.xml).toContain(`<TpoDocRef>52</TpoDocRef><FolioRef>${folios[1]}</FolioRef>`);
    expect(x.xml).toContain('<QtyItem>9</QtyItem>');

    // Each guía names the factura; a guía billed once is not billed again, nor is the order billed whole.
    for (const id of [a.id, b.id]) expect((await read(`/invoicing/waybills/${id}`)).billedBy).toEqual({ invoiceId: f.id, number: f.number });
    expect((await read(`/invoicing/waybills/billable?setupId=cl&clientId=${clientId}`)).waybills).toEqual([]);
    const at = await countEvents();
    const again = await call('POST', '/invoicing/invoices', chosen([a.id]));
    expect([again.status, again.body.error?.reason]).toEqual([409, 'waybill_billed']);
    const whole = await call('POST', '/invoicing/invoices', factura());
    expect([whole.status, whole.body.error?.reason]).toEqual([409, 'waybill_billed']);
    expect(await countEvents()).toBe(at);

    // The sack left is delivered by a later guía and billed by a later factura: together exactly the order.
    expect(await left()).toEqual([['10', '9', '1'], ['4', '4', '0']]);
    const c = await ok('POST', '/invoicing/waybills', guia());
    const f2 = await ok('POST', '/invoicing/invoices', chosen([c.id]));
    issued.last = { id: f2.id, ids: [c.id] };
    const v2 = (await read(`/invoicing/invoices/${f2.id}`)).document;
    expect(v2.lines.map((l: any) => [l.description, l.quantity, l.netAmount])).toEqual([['Cemento 25 kg', '1', '4990']]);
    expect(Number(v.totals.net) + Number(v2.totals.net)).toBe(10 * 4990 + 4 * 3500);
  });

  it('a nota de crédito annulling a factura (CodRef 1) frees its guías, billed again by a new factura; a partial note leaves them billed', async () => {
    const { chosen: f, last, whole } = issued;
    const note = (invoiceId: string, lines?: { lineNo: number; quantity: string }[]) =>
      ok('POST', `/invoicing/invoices/${invoiceId}/credit-notes`, { commandId: randomUUID(), reason: lines ? 'Corrige montos' : 'Anula factura', ...(lines ? { lines } : {}) });
    const billedBy = async (ids: string[]) => Promise.all(ids.map(async (id) => (await read(`/invoicing/waybills/${id}`)).billedBy?.number ?? null));
    const billable = async () => (await read(`/invoicing/waybills/billable?setupId=cl&clientId=${clientId}`)).waybills.map((w: any) => w.waybillId);

    // A partial note (one sack of the factura of guías a and b): its guías stay billed, not billable; nor
    // does the note crediting the rest free them (two notes: not an anulación, SII CodRef 3).
    const partial = await note(f!.id, [{ lineNo: 1, quantity: '1' }]);
    expect((await read(`/invoicing/invoices/${partial.id}`)).document.frees).toBeUndefined();
    expect(await billedBy(f!.ids)).toEqual([f!.number, f!.number]);
    const rest = await note(f!.id);
    expect((await ok('GET', `/invoicing/invoices/${rest.id}/xml`)).xml).toContain('<CodRef>3</CodRef>');
    expect(await billedBy(f!.ids)).toEqual([f!.number, f!.number]);
    expect(await billable()).toEqual([]);

    // The factura of guía c annulled whole: its DTE 61 says CodRef 1 and names no guía; the guía is free, listed to bill.
    const lastNumber = (await read(`/invoicing/invoices/${last!.id}`)).number;
    const annul = await note(last!.id);
    const x = await ok('GET', `/invoicing/invoices/${annul.id}/xml`);
    expect(await validateXml(x.xml, 'cl/DTE_v10.xsd')).toEqual({ ok: true, errors: [] });
    expect(x.xml).toContain(`<TpoDocRef>33</TpoDocRef><FolioRef>${lastNumber}</FolioRef>`);
    expect(x.xml).toContain('<CodRef>1</CodRef>');
    expect(x.xml).not.toContain('<TpoDocRef>52</TpoDocRef>');
    expect(await billedBy(last!.ids)).toEqual([null]);
    expect((await read('/invoicing/waybills')).rows.filter((r: any) => last!.ids.includes(r.id)).map((r: any) => r.billedBy)).toEqual([null]);
    expect(await billable()).toEqual(last!.ids);

    // The same guía billed again by a new factura, which names it; then it is billed by it.
    const again = await ok('POST', '/invoicing/invoices', { commandId: randomUUID(), setupId: 'cl', clientId, waybillIds: last!.ids, saleOrderVatRate: '19' });
    const v = (await read(`/invoicing/invoices/${again.id}`)).document;
    expect([v.totals.net, v.waybills.length]).toEqual(['4990', 1]);
    expect(await billedBy(last!.ids)).toEqual([again.number]);
    // Annulling the old factura again is refused (credited in full already); the new one keeps the guía.
    const twice = await call('POST', `/invoicing/invoices/${last!.id}/credit-notes`, { commandId: randomUUID(), reason: 'Anula' });
    expect([twice.status, twice.body.error?.reason]).toEqual([422, 'nothing_to_credit']);
    expect(await billedBy(last!.ids)).toEqual([again.number]);

    // The factura that took the first order whole, annulled: its three guías and the order are free; the order is invoiced again, naming them.
    const guias = (await read(`/invoicing/waybills/order/${whole!.orderId}`)).waybills;
    await note(whole!.id);
    expect((await read(`/invoicing/waybills/order/${whole!.orderId}`)).waybills.map((w: any) => w.billedBy)).toEqual([null, null, null]);
    const reissued = await ok('POST', '/invoicing/invoices', { commandId: randomUUID(), setupId: 'cl', clientId, saleOrderIds: [whole!.orderId], saleOrderVatRate: '19' });
    expect((await read(`/invoicing/invoices/${reissued.id}`)).document.waybills.map((w: any) => w.folio)).toEqual(guias.map((w: any) => w.folio));
    expect((await read(`/invoicing/waybills/order/${whole!.orderId}`)).waybills.map((w: any) => w.billedBy?.number)).toEqual([reissued.number, reissued.number, reissued.number]);
  });
});
