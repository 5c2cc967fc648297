import { randomUUID } from 'node:crypto';
import { envioBoleta } from '../e-documents/cl/boleta.js';
import { verifySha1Rsa } from '../e-documents/cl/caf.js';
import { verifyXmlSignature } from '../e-documents/signing/xml-signature.js';
import { validateXml } from '../e-documents/testing/xsd.js';
import { cafFor, clClient, loadCafs, losAndes, losAndesCertificate, uploadCertificate } from '../testing/chilean-seller.js';
import { invoicingApi } from '../testing/invoicing-api.js';

const values = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

/**
 * Boletas (docs/invoicing-es-latam.md "Boletas") over HTTP on PostgreSQL: a Chilean boleta
 * electrónica (39) for a consumer without a RUT, its folio from the type-39 CAF while facturas keep
 * taking the type-33 range, its DTE stamped and signed, wrapped in an EnvioBOLETA the SII schema
 * accepts; a Peruvian boleta de venta (03) on the B series, gapless per series under concurrent
 * issuers, its UBL valid; refusals with nothing appended.
 */
describe('boletas: Chile 39 and Peru 03', () => {
  const api = invoicingApi();
  const { call, ok, read, countEvents } = api;
  const RUT = losAndes.taxId;
  const cert = losAndesCertificate();
  const facturas = cafFor(losAndes, 33, 1, 50);
  const boletas = cafFor(losAndes, 39, 1001, 1003);
  const moreBoletas = cafFor(losAndes, 39, 1004, 1010);
  const notes = cafFor(losAndes, 61, 501, 510);
  const cl = { setupId: 'cl-bol', clientId: '' };
  const pe = { setupId: 'pe-bol', clientId: '' };
  const line = (description: string, quantity: string, unitPrice: string, vatRate: string, vatCategory = 'S') => ({ description, quantity, unitPrice, vatRate, vatCategory });
  const issue = (body: Record<string, unknown>) => call('POST', '/invoicing/invoices', { commandId: randomUUID(), paymentMeans: 'cash', ...body });

  beforeAll(async () => {
    await api.start({ SystemTimeZone: 0 });
    await ok('PUT', `/invoicing/setups/${cl.setupId}`, { setup: {
      country: 'CL', ...losAndes, activity: 'Venta al por menor', acteco: '471000 469000',
      address: { street: 'Av. Providencia 1234', city: 'Santiago', region: 'Providencia', countryCode: 'CL' }, series: { invoice: '33', creditNote: '61', proforma: 'PRO' },
    } });
    await ok('PUT', `/invoicing/setups/${pe.setupId}`, { setup: {
      country: 'PE', legalName: 'Comercial Lima SAC', taxId: '20100070970', address: { street: 'Av. Arequipa 100', city: 'Lima', countryCode: 'PE' },
      series: { invoice: 'F001', creditNote: 'FC01', proforma: 'P001', boleta: 'B002' },
    } });
    await loadCafs(api, cl.setupId, [facturas, boletas, notes]);
    // Both documents are signed with the company's certificate (the schemas want the signature).
    for (const id of [cl.setupId, pe.setupId]) await uploadCertificate(api, id, cert);
    cl.clientId = await clClient(api);
    pe.clientId = (await ok('POST', '/invoicing/clients', { name: 'Bodega Surco SAC', country: 'PE', taxId: '20100070970', address: { street: 'Jr. Lima 1', city: 'Lima', countryCode: 'PE' } })).id;
    await read(`/invoicing/setups/${cl.setupId}/folios`);
  });
  afterAll(() => api.close());

  it('Chile: a boleta for a consumer without a RUT takes folio 1001 of the type-39 CAF, a factura folio 1 of the type-33 CAF; the XML validates in an EnvioBOLETA', async () => {
    const r = await issue({ setupId: cl.setupId, document: 'boleta', lines: [line('Pan amasado', '2', '1190', '19'), line('Queso mantecoso', '3', '2500', '19'), line('Servicio exento', '1', '5000', '0', 'E')] });
    expect(r.status).toBe(201);
    expect(r.body.data.number).toBe('1001');
    const f = await issue({ setupId: cl.setupId, clientId: cl.clientId, lines: [line('Cajas', '1', '1000', '19')] });
    expect(f.body.data.number).toBe('1');

    const all = await read('/invoicing/invoices?country=CL');
    const row = all.rows.find((x: { id: string }) => x.id === r.body.data.id);
    // 2 x 1190 + 3 x 2500 = 9880 with IVA: net 9880 / 1.19 = 8302.5 -> 8303, IVA 1577; exempt 5000.
    expect(row).toMatchObject({ series: '39', sequence: 1001, number: '1001', ted: 'stamped', clientName: '', clientTaxId: '', gross: '14880', net: '13303', vat: '1577' });
    expect(all.rows.find((x: { id: string }) => x.id === f.body.data.id)).toMatchObject({ series: '33', sequence: 1, ted: 'stamped' });

    const x = await read(`/invoicing/invoices/${r.body.data.id}/xml`);
    expect(x.fileName).toBe(`DTE-${RUT}-T39-F1001.xml`);
    const dte = x.xml.replace(/^<\?xml[^>]*>\s*/, '');
    expect(values(dte, 'TipoDTE')).toEqual(['39']);
    expect(values(dte, 'RUTRecep')).toEqual(['66666666-6']);
    expect(values(dte, 'MontoItem')).toEqual(['2380', '7500', '5000']);
    expect([values(dte, 'MntNeto'), values(dte, 'MntExe'), values(dte, 'IVA'), values(dte, 'MntTotal')]).toEqual([['8303'], ['5000'], ['1577'], ['14880']]);
    const ted = /<TED[\s\S]*<\/TED>/.exec(dte)![0];
    const dd = /<DD>[\s\S]*<\/DD>/.exec(ted)![0];
    expect(verifySha1Rsa(dd, /<FRMT algoritmo="SHA1withRSA">([^<]+)</.exec(ted)![1]!, boletas.cafPublicKeyPem)).toBe(true);
    const env = envioBoleta([{ dte, type: 39, ted, folio: 1001, total: '14880' }], { issuerRut: RUT, senderRut: '12345678-5', resolutionDate: '2026-01-15', resolutionNumber: 0, signedAt: '2026-11-25T12:00:00', key: cert });
    expect(await validateXml(env.xml, env.schema)).toEqual({ ok: true, errors: [] });
    expect(verifyXmlSignature(env.xml, cert.certificatePem)).toBe(true);

    // The print page: BOLETA ELECTRÓNICA with the TED as PDF417.
    const marks = await read(`/invoicing/invoices/${r.body.data.id}/print-marks`);
    expect(marks.title).toBe('BOLETA ELECTRÓNICA');
    expect(marks.codes[0]).toMatchObject({ symbology: 'pdf417', caption: [expect.stringContaining('Timbre Electrónico SII'), expect.any(String)] });
    expect(marks.codes[0].content).toContain('<TD>39</TD>');
  });

  it('Chile: the type-39 range runs out on its own (409, nothing appended) while facturas go on; the warning is per type', async () => {
    const bol = { setupId: cl.setupId, document: 'boleta', consumer: { name: 'Ana Pérez', taxId: '11.111.111-1' }, lines: [line('Pan', '1', '1000', '19')] };
    const numbers = [];
    for (;;) {
      const r = await issue(bol);
      if (r.status !== 201) {
        expect([r.status, r.body.error?.reason]).toEqual([409, 'no_folios_left']);
        break;
      }
      numbers.push(r.body.data.number);
    }
    expect(numbers).toEqual(['1002', '1003']);
    const before = await countEvents();
    expect((await issue(bol)).status).toBe(409);
    expect(await countEvents()).toBe(before);
    expect((await issue({ setupId: cl.setupId, clientId: cl.clientId, lines: [line('Cajas', '1', '1000', '19')] })).body.data.number).toBe('2');
    const folios = await read(`/invoicing/setups/${cl.setupId}/folios`);
    expect(folios.types).toEqual([
      expect.objectContaining({ documentType: 33, loaded: 50, left: 48, low: false }),
      expect.objectContaining({ documentType: 39, loaded: 3, left: 0, low: true }),
      expect.objectContaining({ documentType: 61 }),
    ]);
  });

  it('Chile: a nota de crédito (61) of a boleta: a folio of the 61 range, referring type 39 with the boleta’s folio and date, amounts with IVA capped by what the boleta still has; retried once; the DTE validates', async () => {
    const boleta = (await read('/invoicing/invoices?country=CL')).rows.find((x: { number: string; series: string }) => x.series === '39' && x.number === '1001');
    const credit = (body: Record<string, unknown>) => call('POST', `/invoicing/invoices/${boleta.id}/credit-notes`, { commandId: randomUUID(), ...body });
    // One Queso de 2500 with IVA of the three (line 2): net 2101 derived from it, IVA 399.
    const commandId = randomUUID();
    const first = await credit({ commandId, reason: 'Devolución de un queso', lines: [{ lineNo: 2, quantity: '1' }] });
    expect([first.status, first.body.data.number]).toEqual([201, '501']);
    const again = await credit({ commandId, reason: 'Devolución de un queso', lines: [{ lineNo: 2, quantity: '1' }] });
    expect([again.status, again.body.data.id, again.body.data.number]).toEqual([201, first.body.data.id, '501']);

    const x = await read(`/invoicing/invoices/${first.body.data.id}/xml`);
    expect(x.fileName).toBe(`DTE-${RUT}-T61-F501.xml`);
    // The issuer's activity codes are the setup's, in the order typed.
    expect(values(x.xml, 'Acteco')).toEqual(['471000', '469000']);
    expect(await validateXml(x.xml, 'cl/DTE_v10.xsd')).toEqual({ ok: true, errors: [] });
    expect(verifyXmlSignature(x.xml, cert.certificatePem)).toBe(true);
    expect([values(x.xml, 'TipoDTE'), values(x.xml, 'MntBruto'), values(x.xml, 'RUTRecep'), values(x.xml, 'RznSocRecep')]).toEqual([['61'], ['1'], ['66666666-6'], ['Consumidor final']]);
    expect([values(x.xml, 'TpoDocRef'), values(x.xml, 'FolioRef'), values(x.xml, 'FchRef'), values(x.xml, 'CodRef'), values(x.xml, 'RazonRef')]).toEqual([['39'], ['1001'], [boleta.issueDate], ['3'], ['Devolución de un queso']]);
    expect([values(x.xml, 'MontoItem'), values(x.xml, 'MntNeto'), values(x.xml, 'IVA'), values(x.xml, 'MntTotal')]).toEqual([['2500'], ['2101'], ['399'], ['2500']]);
    const ted = /<TED[\s\S]*<\/TED>/.exec(x.xml)![0];
    expect(verifySha1Rsa(/<DD>[\s\S]*<\/DD>/.exec(ted)![0], /<FRMT algoritmo="SHA1withRSA">([^<]+)</.exec(ted)![1]!, notes.cafPublicKeyPem)).toBe(true);
    expect((await read(`/invoicing/invoices/${first.body.data.id}/print-marks`)).codes[0].content).toContain('<TD>61</TD>');

    // More than the boleta still has: 422, nothing appended; a bad body: 400.
    const before = await countEvents();
    const over = await credit({ reason: 'Devolución', lines: [{ lineNo: 2, quantity: '3' }] });
    expect([over.status, over.body.error?.reason]).toEqual([422, 'over_credit']);
    expect((await credit({ reason: '', lines: [{ lineNo: 2, quantity: '1' }] })).status).toBe(400);
    expect(await countEvents()).toBe(before);

    // The rest: 14880 - 2500 = 12380, folio 502, still CodRef 3 (an earlier note took part of it).
    const rest = await credit({ reason: 'Devolución total' });
    expect([rest.status, rest.body.data.number]).toEqual([201, '502']);
    const r = await read(`/invoicing/invoices/${rest.body.data.id}/xml`);
    expect([values(r.xml, 'MntTotal'), values(r.xml, 'CodRef')]).toEqual([['12380'], ['3']]);
    expect(await validateXml(r.xml, 'cl/DTE_v10.xsd')).toEqual({ ok: true, errors: [] });
    const nothing = await credit({ reason: 'Otra vez' });
    expect([nothing.status, nothing.body.error?.reason]).toEqual([422, 'nothing_to_credit']);
    const page = await read(`/invoicing/invoices/${boleta.id}`);
    expect(page.creditNotes.map((n: { number: string }) => n.number)).toEqual(['501', '502']);
  });

  it('Chile: a whole boleta to a named consumer cancelled at once: CodRef 1 (anula), the consumer as receiver', async () => {
    await ok('POST', `/invoicing/setups/${cl.setupId}/cafs`, { caf: moreBoletas.autorizacion });
    const b = await issue({ setupId: cl.setupId, document: 'boleta', consumer: { name: 'Ana Pérez', taxId: '11.111.111-1' }, lines: [line('Pan', '1', '1000', '19')] });
    expect(b.body.data.number).toBe('1004');
    const n = await call('POST', `/invoicing/invoices/${b.body.data.id}/credit-notes`, { commandId: randomUUID(), reason: 'Venta anulada' });
    expect(n.status).toBe(201);
    const x = await read(`/invoicing/invoices/${n.body.data.id}/xml`);
    expect([values(x.xml, 'RUTRecep'), values(x.xml, 'CodRef'), values(x.xml, 'FolioRef'), values(x.xml, 'MntTotal')]).toEqual([['11111111-1'], ['1'], ['1004'], ['1000']]);
    expect(await validateXml(x.xml, 'cl/DTE_v10.xsd')).toEqual({ ok: true, errors: [] });
  });

  it('Chile: a boleta of exempt lines only is a boleta exenta (41) on the type-41 CAF, MntExe without IVA, valid in an EnvioBOLETA; its range runs out on its own; its note refers type 41', async () => {
    const exentas = cafFor(losAndes, 41, 1, 2);
    await ok('POST', `/invoicing/setups/${cl.setupId}/cafs`, { caf: exentas.autorizacion });
    const exempt = { setupId: cl.setupId, document: 'boleta', lines: [line('Matrícula curso', '1', '45000', '0', 'E'), line('Libro escolar', '2', '8000', '0', 'E')] };
    const r = await issue(exempt);
    expect([r.status, r.body.data?.number, r.body.error]).toEqual([201, '1', null]);
    const row = (await read('/invoicing/invoices?country=CL')).rows.find((x: { id: string }) => x.id === r.body.data.id);
    expect(row).toMatchObject({ series: '41', sequence: 1, ted: 'stamped', net: '61000', vat: '0', gross: '61000' });

    const x = await read(`/invoicing/invoices/${r.body.data.id}/xml`);
    expect(x.fileName).toBe(`DTE-${RUT}-T41-F1.xml`);
    const dte = x.xml.replace(/^<\?xml[^>]*>\s*/, '');
    expect([values(dte, 'TipoDTE'), values(dte, 'MntExe'), values(dte, 'MntTotal'), values(dte, 'MntNeto'), values(dte, 'IVA')]).toEqual([['41'], ['61000'], ['61000'], [], []]);
    const ted = /<TED[\s\S]*<\/TED>/.exec(dte)![0];
    expect(verifySha1Rsa(/<DD>[\s\S]*<\/DD>/.exec(ted)![0], /<FRMT algoritmo="SHA1withRSA">([^<]+)</.exec(ted)![1]!, exentas.cafPublicKeyPem)).toBe(true);
    const env = envioBoleta([{ dte, type: 41, ted, folio: 1, total: '61000' }], { issuerRut: RUT, senderRut: '12345678-5', resolutionDate: '2026-01-15', resolutionNumber: 0, signedAt: '2026-11-25T12:00:00', key: cert });
    expect(await validateXml(env.xml, env.schema)).toEqual({ ok: true, errors: [] });
    const marks = await read(`/invoicing/invoices/${r.body.data.id}/print-marks`);
    expect([marks.title, marks.codes[0].content]).toEqual(['BOLETA EXENTA ELECTRÓNICA', expect.stringContaining('<TD>41</TD>')]);

    // One taxed line among exempt ones keeps the 39 (its exempt lines marked IndExe).
    const mixed = await issue({ ...exempt, lines: [...exempt.lines, line('Cuaderno', '1', '1190', '19')] });
    expect(mixed.body.data.number).toBe('1005');

    // The 41 range runs out on its own: 409, nothing appended, boletas 39 go on.
    expect((await issue(exempt)).body.data.number).toBe('2');
    const before = await countEvents();
    const none = await issue(exempt);
    expect([none.status, none.body.error?.reason]).toEqual([409, 'no_folios_left']);
    expect(await countEvents()).toBe(before);
    expect((await issue({ setupId: cl.setupId, document: 'boleta', lines: [line('Pan', '1', '1000', '19')] })).body.data.number).toBe('1006');

    // Its nota de crédito refers type 41.
    const n = await call('POST', `/invoicing/invoices/${r.body.data.id}/credit-notes`, { commandId: randomUUID(), reason: 'Curso anulado' });
    const nx = await read(`/invoicing/invoices/${n.body.data.id}/xml`);
    expect([values(nx.xml, 'TpoDocRef'), values(nx.xml, 'FolioRef'), values(nx.xml, 'CodRef'), values(nx.xml, 'MntExe'), values(nx.xml, 'MntTotal')]).toEqual([['41'], ['1'], ['1'], ['61000'], ['61000']]);
    expect(await validateXml(nx.xml, 'cl/DTE_v10.xsd')).toEqual({ ok: true, errors: [] });
  });

  it('Peru: boletas on the setup’s B series, gapless per series under concurrent issuers, beside the facturas', async () => {
    const boleta = () => issue({ setupId: pe.setupId, document: 'boleta', lines: [line('Arroz', '2', '4.50', '18')] });
    const factura = () => issue({ setupId: pe.setupId, clientId: pe.clientId, lines: [line('Arroz', '100', '4.50', '18')] });
    const answers = await Promise.all([boleta(), factura(), boleta(), boleta(), factura(), boleta(), boleta(), factura(), boleta()]);
    expect(answers.map((a) => a.status)).toEqual(Array(9).fill(201));
    const numbers = answers.map((a) => a.body.data.number as string).sort();
    expect(numbers).toEqual(['B002-00000001', 'B002-00000002', 'B002-00000003', 'B002-00000004', 'B002-00000005', 'B002-00000006', 'F001-00000001', 'F001-00000002', 'F001-00000003']);

    const first = answers.find((a) => a.body.data.number === 'B002-00000001')!.body.data.id;
    const x = await read(`/invoicing/invoices/${first}/xml`);
    expect(x.fileName).toBe('20100070970-03-B002-00000001.xml');
    expect(x.xml).toMatch(/<cbc:InvoiceTypeCode[^>]*>03</);
    expect(x.xml).toContain('CLIENTES VARIOS');
    expect(await validateXml(x.xml, 'ubl-2.1/maindoc/UBL-Invoice-2.1.xsd')).toEqual({ ok: true, errors: [] });
    const list = await read('/invoicing/invoices?country=PE&office=sunat');
    expect(list.rows.filter((r: { series: string }) => r.series === 'B002')).toHaveLength(6);
    expect((await read(`/invoicing/invoices/${first}/print-marks`)).title).toBe('BOLETA DE VENTA ELECTRÓNICA');
  });

  it('Peru: over 700 PEN the boleta names its buyer (name and DNI); a retried boleta is issued once', async () => {
    const big = { setupId: pe.setupId, document: 'boleta', lines: [line('Televisor', '1', '600', '18')] };
    const before = await countEvents();
    const refused = await issue(big);
    expect([refused.status, refused.body.error?.reason]).toEqual([422, 'boleta_buyer_required']);
    expect(await countEvents()).toBe(before);
    const commandId = randomUUID();
    const named = { ...big, commandId, consumer: { name: 'Luis Quispe', taxId: '12345678' } };
    const once = await issue(named);
    const again = await issue(named);
    expect([once.status, again.body.data.id, again.body.data.number]).toEqual([201, once.body.data.id, once.body.data.number]);
    const x = await read(`/invoicing/invoices/${once.body.data.id}/xml`);
    expect(x.xml).toMatch(/<cbc:ID schemeID="1"[^>]*>12345678</);
    expect(await validateXml(x.xml, 'ubl-2.1/maindoc/UBL-Invoice-2.1.xsd')).toEqual({ ok: true, errors: [] });
  });

  it('Peru: buyer ids other than DNI (SUNAT catálogo 06): a client with a passport, a consumer with a carnet de extranjería; each format checked (400, nothing appended); schemeID in a valid UBL; the print names the document', async () => {
    const address = { street: 'Av. Larco 101', city: 'Lima', countryCode: 'PE' };
    const client = (taxId: string, idType?: string) => call('POST', '/invoicing/clients', { name: 'Ana Souza', country: 'PE', taxId, ...(idType ? { idType } : {}), address });
    const badPassport = await client('AB-1', '7');
    expect([badPassport.status, badPassport.body.error?.details?.[0]?.path]).toEqual([400, 'taxId']);
    expect((await client('12345678')).status).toBe(400); // without a type a Peruvian client's id is a RUC
    const passport = await client('fa 123456', '7');
    expect(passport.status).toBe(201);
    expect(await read(`/invoicing/clients/${passport.body.data.id}`)).toMatchObject({ taxId: 'FA123456', idType: '7' });
    const big = [line('Televisor', '1', '600', '18')];

    const before = await countEvents();
    // A factura goes to a buyer with a RUC: a passport holder gets a boleta.
    const factura = await issue({ setupId: pe.setupId, clientId: passport.body.data.id, lines: big });
    expect([factura.status, factura.body.error?.reason]).toEqual([422, 'factura_needs_ruc']);
    const badCarnet = await issue({ setupId: pe.setupId, document: 'boleta', lines: big, consumer: { name: 'Wei Zhang', taxId: '1234567890123', idType: '4' } });
    expect([badCarnet.status, badCarnet.body.error?.reason]).toEqual([400, 'invalid_carnet_extranjeria']);
    const badRuc = await issue({ setupId: pe.setupId, document: 'boleta', lines: big, consumer: { name: 'Wei Zhang', taxId: '20100070971', idType: '6' } });
    expect([badRuc.status, badRuc.body.error?.reason]).toEqual([400, 'invalid_ruc']);
    const notPeru = await issue({ setupId: cl.setupId, document: 'boleta', lines: [line('Pan', '1', '1000', '19')], consumer: { name: '', taxId: '', idType: '1' } });
    expect([notPeru.status, notPeru.body.error?.reason]).toEqual([400, 'id_type_not_peru']);
    const badType = await issue({ setupId: pe.setupId, document: 'boleta', lines: big, consumer: { name: 'Wei Zhang', taxId: '123', idType: '9' } });
    expect(badType.status).toBe(400);
    expect(await countEvents()).toBe(before);

    // Over 700 PEN: a passport (the client's) and a carnet (a consumer's) name the buyer; schemeID 7 and 4 in the UBL.
    const b1 = await ok('POST', '/invoicing/invoices', { commandId: randomUUID(), paymentMeans: 'cash', setupId: pe.setupId, document: 'boleta', clientId: passport.body.data.id, lines: big });
    const b2 = await ok('POST', '/invoicing/invoices', { commandId: randomUUID(), paymentMeans: 'cash', setupId: pe.setupId, document: 'boleta', lines: big, consumer: { name: 'Wei Zhang', taxId: '001234567', idType: '4' } });
    for (const [b, scheme, id, label] of [[b1, '7', 'FA123456', 'PASAPORTE'], [b2, '4', '001234567', 'CARNET DE EXTRANJERÍA']] as const) {
      const x = await read(`/invoicing/invoices/${b.id}/xml`);
      expect(x.xml).toMatch(new RegExp(`<cac:AccountingCustomerParty>.*<cbc:ID schemeID="${scheme}"[^>]*>${id}<`, 's'));
      expect(await validateXml(x.xml, 'ubl-2.1/maindoc/UBL-Invoice-2.1.xsd')).toEqual({ ok: true, errors: [] });
      const marks = await read(`/invoicing/invoices/${b.id}/print-marks`);
      expect([marks.taxIdLabel, marks.buyerTaxIdLabel]).toEqual(['RUC', label]);
    }
    // The client's document changed to a DNI: the next boleta names it with schemeID 1.
    const c = await read(`/invoicing/clients/${passport.body.data.id}`);
    await ok('PUT', `/invoicing/clients/${c.id}`, { version: c.version, idType: '1', taxId: '45678912' });
    const b3 = await ok('POST', '/invoicing/invoices', { commandId: randomUUID(), paymentMeans: 'cash', setupId: pe.setupId, document: 'boleta', clientId: c.id, lines: big });
    expect((await read(`/invoicing/invoices/${b3.id}/xml`)).xml).toMatch(/<cbc:ID schemeID="1"[^>]*>45678912</);
  });

  it('Peru: a credit note of a B-series boleta is on the B series for notes of boletas (BC01), refers type 03 and validates; a factura’s note stays on FC01', async () => {
    const rows = (await read('/invoicing/invoices?country=PE')).rows as { id: string; series: string; number: string }[];
    const b = rows.find((r) => r.number === 'B002-00000002')!;
    const f = rows.find((r) => r.series === 'F001')!;
    const nb = await call('POST', `/invoicing/invoices/${b.id}/credit-notes`, { commandId: randomUUID(), reason: 'Devolución', lines: [{ lineNo: 1, quantity: '1' }] });
    expect([nb.status, nb.body.data.number]).toEqual([201, 'BC01-00000001']);
    const nf = await call('POST', `/invoicing/invoices/${f.id}/credit-notes`, { commandId: randomUUID(), reason: 'Devolución', lines: [{ lineNo: 1, quantity: '1' }] });
    expect([nf.status, nf.body.data.number]).toEqual([201, 'FC01-00000001']);
    const x = await read(`/invoicing/invoices/${nb.body.data.id}/xml`);
    expect(x.fileName).toBe('20100070970-07-BC01-00000001.xml');
    expect(await validateXml(x.xml, 'ubl-2.1/maindoc/UBL-CreditNote-2.1.xsd')).toEqual({ ok: true, errors: [] });
    expect(x.xml).toMatch(/<cac:BillingReference>\s*<cac:InvoiceDocumentReference>\s*<cbc:ID>B002-00000002<\/cbc:ID>[\s\S]*<cbc:DocumentTypeCode[^>]*>03</);
    expect(x.xml).toContain('CLIENTES VARIOS');
    // 1 x 4.50 + 18% IGV = 5.31.
    expect(x.xml).toMatch(/<cbc:PayableAmount currencyID="PEN">5.31</);
  });

  it('refusals append nothing: a boleta where the country has none, a factura without a client, a setup whose boleta series is not B, a Peruvian series for notes of boletas that is not B', async () => {
    await ok('PUT', '/invoicing/setups/pl-bol', { setup: { country: 'PL', legalName: 'Hurtownia', taxId: '1234563218', address: { street: 'ul. Długa', city: 'Kraków', countryCode: 'PL' }, series: { invoice: 'FV', creditNote: 'KOR', proforma: 'PRO' } } });
    const before = await countEvents();
    const pl = await issue({ setupId: 'pl-bol', document: 'boleta', lines: [line('Kubek', '1', '10', '23')] });
    expect([pl.status, pl.body.error?.reason]).toEqual([422, 'boleta_not_available']);
    const noClient = await issue({ setupId: pe.setupId, lines: [line('Arroz', '1', '4.50', '18')] });
    expect(noClient.status).toBe(400);
    const badSeries = await call('PUT', `/invoicing/setups/${pe.setupId}`, { setup: { country: 'PE', legalName: 'Comercial Lima SAC', taxId: '20100070970', address: { street: 'Av. Arequipa 100', city: 'Lima', countryCode: 'PE' }, series: { invoice: 'F001', creditNote: 'FC01', proforma: 'P001', boleta: 'F002' } } });
    expect(badSeries.status).toBe(400);
    const badNoteSeries = await call('PUT', `/invoicing/setups/${pe.setupId}`, { setup: { country: 'PE', legalName: 'Comercial Lima SAC', taxId: '20100070970', address: { street: 'Av. Arequipa 100', city: 'Lima', countryCode: 'PE' }, series: { invoice: 'F001', creditNote: 'FC01', proforma: 'P001', boleta: 'B002', boletaCreditNote: 'FC02' } } });
    expect(badNoteSeries.status).toBe(400);
    expect(await countEvents()).toBe(before);
  });
});
