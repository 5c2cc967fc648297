import { randomUUID } from 'node:crypto';
import { verifySha1Rsa } from '../e-documents/cl/caf.js';
import { generateGuia } from '../e-documents/cl/guia.js';
import { testCertificate } from '../e-documents/testing/test-certificate.js';
import { InvoiceSigningKeys } from '../keys/invoice-signing-keys.js';
import { validateXml } from '../e-documents/testing/xsd.js';
import { verifyXmlSignature } from '../e-documents/signing/xml-signature.js';
import { andesSetup, cafFor, clCarrierAndDriver, clClient, uploadCertificate } from '../testing/chilean-seller.js';
import { invoicingApi } from '../testing/invoicing-api.js';

/**
 * Chile's guías de despacho over real HTTP on PostgreSQL: no type-52 CAF refuses (409, nothing
 * appended); with one, waybills take its folios in order, name the carrier, driver and plate, and
 * their XML (stamped with the range's key) passes SII's schema; an unknown or deactivated driver
 * is refused with nothing appended; a retried command is applied once; a billing clerk issues,
 * an employee without the billing screen is refused.
 */
describe('waybills API (guía de despacho, DTE 52)', () => {
  const api = invoicingApi();
  const { call, ok, read, countEvents } = api;
  let clerk: string;
  let stranger: string;
  const setup = andesSetup();
  const RUT = setup.taxId;
  const caf = cafFor(setup, 52, 41, 42);
  const cert = testCertificate('Firma Comercial Andes');
  const address = { street: 'Camino Real 55', city: 'Temuco', countryCode: 'CL' } as const;
  let clientId: string;
  let carrierId: string;
  let driverId: string;
  let idleDriverId: string;
  const waybill = (over: Record<string, unknown> = {}) => ({
    commandId: randomUUID(), setupId: 'cl', traslado: 2, clientId, transportCompanyId: carrierId, driverId, plate: 'bbcl-12',
    destination: { street: 'Camino Real 55, bodega 3', comuna: 'Temuco', city: 'Temuco' },
    lines: [{ description: 'Cemento 25 kg', productCode: 'C-25', unitName: 'SACO', quantity: '40', unitPrice: '4990' }, { description: 'Fierro 8mm x 6m', quantity: '12', unitPrice: '3500' }],
    ...over,
  });

  beforeAll(async () => {
    await api.start({ SystemTimeZone: 0 });
    clerk = await api.employee('paula', 'Despacho', { InvoiceBilling: 'Accessable' });
    stranger = await api.employee('pedro', 'Consulta', { InvoiceList: 'Accessable' });
    await ok('PUT', '/invoicing/setups/cl', { setup });
    clientId = await clClient(api, address);
    ({ carrierId, driverId } = await clCarrierAndDriver(api, address));
    idleDriverId = (await ok('POST', '/invoicing/drivers', { name: 'Luis Rojas', idNumber: '9.876.543-3', licenceNumber: 'A2-99' })).id;
    await ok('POST', `/invoicing/drivers/${idleDriverId}/deactivate`, {});
  });
  afterAll(() => api.close());

  it('no CAF of type 52 loaded: refused 409 no_folios_left, nothing appended', async () => {
    const before = await countEvents();
    const r = await call('POST', '/invoicing/waybills', waybill(), clerk);
    expect([r.status, r.body.error?.reason]).toEqual([409, 'no_folios_left']);
    expect(await countEvents()).toBe(before);
  });

  it('an unknown or deactivated driver, a bad plate, an employee without the billing screen: 4xx, nothing appended', async () => {
    await ok('POST', '/invoicing/setups/cl/cafs', { caf: caf.autorizacion });
    const before = await countEvents();
    const unknown = await call('POST', '/invoicing/waybills', waybill({ driverId: 'nobody' }), clerk);
    expect([unknown.status, unknown.body.error?.reason, unknown.body.error?.message]).toEqual([422, 'driver_not_found', expect.stringMatching(/^driverId:/)]);
    const idle = await call('POST', '/invoicing/waybills', waybill({ driverId: idleDriverId }), clerk);
    expect([idle.status, idle.body.error?.reason]).toEqual([422, 'driver_disabled']);
    expect((await call('POST', '/invoicing/waybills', waybill({ plate: 'TOO-LONG-PLATE' }), clerk)).status).toBe(400);
    expect((await call('POST', '/invoicing/waybills', waybill(), stranger)).status).toBe(403);
    expect(await countEvents()).toBe(before);
  });

  it('issues on the CAF folios in order, retried once; shows the carrier, driver and plate; its XML passes the schema, stamped with the range key', async () => {
    const first = waybill();
    const a = await ok('POST', '/invoicing/waybills', first, clerk);
    expect(a.number).toBe('41');
    const events = await countEvents();
    const again = await ok('POST', '/invoicing/waybills', first, clerk);
    expect([again.id, again.number, again.duplicate]).toEqual([a.id, '41', true]);
    expect(await countEvents()).toBe(events);

    // An internal transfer without prices takes the next folio; then none are left.
    const b = await ok('POST', '/invoicing/waybills', waybill({ traslado: 5, clientId: null, withPrices: false, lines: [{ description: 'Clavos 2"', quantity: '12.5' }, { description: 'Cemento 25 kg', quantity: '40' }] }), clerk);
    expect(b.number).toBe('42');
    const none = await call('POST', '/invoicing/waybills', waybill(), clerk);
    expect([none.status, none.body.error?.reason]).toEqual([409, 'no_folios_left']);
    // The setup's folio view counts the guías: both folios of the type-52 range used.
    expect((await read('/invoicing/setups/cl/folios')).types).toEqual([expect.objectContaining({ documentType: 52, loaded: 2, used: 2, left: 0, low: true })]);

    const view = await read(`/invoicing/waybills/${a.id}`, clerk);
    // 40 x 4990 = 199600, 12 x 3500 = 42000: neto 241600, IVA 45904, total 287504.
    expect(view).toMatchObject({ folio: 41, traslado: 2, receiverName: 'Ferretería Sur Ltda', carrierName: 'Transportes Rápidos Ltda.', driverName: 'Juan Pérez Soto', plate: 'BBCL-12', total: '287504' });
    expect(view.document).toMatchObject({ carrier: { rut: '96512340-7' }, driver: { rut: '15678901-1' }, totals: { net: '241600', vat: '45904', total: '287504' } });
    const list = await read('/invoicing/waybills?search=bbcl', clerk);
    expect(list.rows.map((r: { folio: number }) => r.folio)).toEqual([42, 41]);
    expect((await read('/invoicing/waybills?traslado=5', clerk)).rows.map((r: { folio: number }) => r.folio)).toEqual([42]);
    expect((await ok('GET', `/invoicing/waybills/${a.id}/history`, undefined, clerk)).events.map((e: { type: string }) => e.type)).toEqual(['WaybillIssued']);

    // The print's stamp: the TED of folio 41 signed with the range's key, SII's caption.
    const marks = await ok('GET', `/invoicing/waybills/${a.id}/print-marks`, undefined, clerk);
    expect(marks).toMatchObject({ country: 'CL', title: 'GUÍA DE DESPACHO ELECTRÓNICA', missing: ['resolution_missing'], codes: [{ symbology: 'pdf417', caption: ['Timbre Electrónico SII', expect.any(String)] }] });
    const ted = marks.codes[0].content as string;
    expect(ted).toContain('<TD>52</TD><F>41</F>');
    expect(verifySha1Rsa(/<DD>[\s\S]*<\/DD>/.exec(ted)![0], /<FRMT algoritmo="SHA1withRSA">([^<]+)</.exec(ted)![1]!, caf.cafPublicKeyPem)).toBe(true);

    // Both waybills as issued, laid out with the CAF the app opens for their folio and signed: SII's schema accepts them.
    const keys = api.harness.app.get(InvoiceSigningKeys);
    for (const [id, total] of [[a.id, '287504'], [b.id, '0']] as const) {
      const w = (await read(`/invoicing/waybills/${id}`, clerk)).document;
      const cafOfFolio = await keys.caf('cl', 52, w.folio);
      const dte = generateGuia(w, { caf: cafOfFolio!.autorizacion, activityCodes: ['465000'], stampedAt: '2026-11-24T10:30:00', signing: { key: cert } });
      expect(await validateXml(dte.xml, dte.schema)).toEqual({ ok: true, errors: [] });
      expect(dte.xml).toContain(`<MntTotal>${total}</MntTotal>`);
      expect(dte.xml).toContain('<Transporte><Patente>BBCL-12</Patente><RUTTrans>96512340-7</RUTTrans><Chofer><RUTChofer>15678901-1</RUTChofer><NombreChofer>Juan Pérez Soto</NombreChofer></Chofer>');
    }

    // The download: the guía's DTE from the app, with the setup's Acteco codes and signed with
    // the certificate the company loaded; SII's schema accepts it and the signature verifies.
    await ok('PUT', '/invoicing/setups/cl', { setup: { ...setup, acteco: '465000 469000' } });
    await uploadCertificate(api, 'cl', cert);
    const x = await ok('GET', `/invoicing/waybills/${a.id}/xml`, undefined, clerk);
    expect(x.fileName).toBe(`DTE-${RUT.replace('.', '')}-T52-F41.xml`);
    expect(await validateXml(x.xml, 'cl/DTE_v10.xsd')).toEqual({ ok: true, errors: [] });
    expect(x.xml).toContain('<Acteco>465000</Acteco><Acteco>469000</Acteco>');
    expect(x.xml).toContain('<TipoDTE>52</TipoDTE><Folio>41</Folio>');
    expect(verifyXmlSignature(x.xml, cert.certificatePem)).toBe(true);
    // Someone without the billing screen gets no XML; an unknown guía is 404.
    expect((await call('GET', `/invoicing/waybills/${a.id}/xml`, undefined, stranger)).status).toBe(403);
    const missing = await call('GET', '/invoicing/waybills/nope/xml', undefined, clerk);
    expect([missing.status, missing.body.error?.reason]).toEqual([404, 'waybill_not_found']);
  });

  it('a carrier list for the billing clerk: active carriers and drivers only', async () => {
    const t = await read('/invoicing/waybills/transport', clerk);
    expect(t.companies.map((c: { name: string }) => c.name)).toEqual(['Transportes Rápidos Ltda.']);
    expect(t.drivers.map((d: { name: string }) => d.name)).toEqual(['Juan Pérez Soto']);
  });
});
