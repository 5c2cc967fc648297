import type { WaybillDocument } from '@tradedesk/contracts/invoicing/waybill';
import { buildEDocument, party } from '../testing/e-document-fixture.js';
import { validateXml } from '../testing/xsd.js';
import { cafFor, losAndes, losAndesCertificate, losAndesParty } from '../../testing/chilean-seller.js';
import { verifyXmlSignature } from '../signing/xml-signature.js';
import { verifySha1Rsa } from './caf.js';
import { generateCl } from './dte.js';
import { envioDte } from './envio-dte.js';
import { generateGuia, type GuiaOptions } from './guia.js';

const seller = losAndesParty('Venta al por mayor de ferretería');
const buyer = party('Constructora Sur Ltda.', '77987654-3', '', 'CL', { activity: 'Construcción', address: { street: 'Camino Real 55', buildingNumber: '', city: 'Temuco', postalCode: '', region: 'Temuco', countryCode: 'CL' } });
const guiaCaf = cafFor(losAndes, 52, 1, 100);
const invoiceCaf = cafFor(losAndes, 33, 101, 200);
const cert = losAndesCertificate();
const opts = (caf = guiaCaf.autorizacion): GuiaOptions => ({ caf, activityCodes: ['465000'], stampedAt: '2026-11-24T10:30:00', signing: { key: cert } });

const line = (lineNo: number, description: string, quantity: string, unitPrice: string | null, amount: string | null, productCode = '') => ({ lineNo, productCode, description, unitName: 'UN', quantity, unitPrice, amount, saleOrderId: null });

// A sale delivered before its invoice (IndTraslado 1), by hand: 3 x 15990 = 47970, 10 x 1250 = 12500,
// neto 60470, IVA 60470 x 0.19 = 11489.3 -> 11489, total 71959.
const sale = (over: Partial<WaybillDocument> = {}): WaybillDocument => ({
  waybillId: 'w1', setupId: 'cl', folio: 7, number: '7', issueDate: '2026-11-24', issuedAt: '2026-11-24T13:30:00Z', issuedBy: 'u1', traslado: 1,
  seller, clientId: 'c1', receiver: buyer, saleOrder: { id: 'o1', number: 'SO-20261124-0001' },
  carrier: { id: 't1', name: 'Transportes Rápidos Ltda.', rut: '96512340-7' }, driver: { id: 'd1', name: 'Juan Pérez Soto', rut: '12345678-5' },
  plate: 'BBCL-12', destination: { street: 'Camino Real 55, bodega 3', comuna: 'Temuco', city: 'Temuco' },
  lines: [line(1, 'Taladro percutor 650W', '3', '15990', '47970', 'T-10'), line(2, 'Broca acero 8mm', '10', '1250', '12500', 'T-20')],
  totals: { net: '60470', vat: '11489', total: '71959' }, notes: '', ...over,
});
// A transfer between the company's own warehouses (IndTraslado 5): the issuer receives, no prices.
const transfer = (): WaybillDocument =>
  sale({
    folio: 8, number: '8', traslado: 5, clientId: null, receiver: seller, saleOrder: null, totals: null,
    lines: [line(1, 'Cemento 25 kg', '40', null, null, 'C-25'), line(2, 'Fierro 8mm x 6m', '120', null, null), line(3, 'Clavos 2"', '12.5', null, null)],
    destination: { street: 'Ruta 5 Sur km 670, bodega Temuco', comuna: 'Padre Las Casas', city: 'Temuco' },
  });

const values = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);
const dd = (xml: string) => /<DD>[\s\S]*<\/DD>/.exec(xml)![0];
const frmt = (xml: string) => /<FRMT algoritmo="SHA1withRSA">([^<]+)<\/FRMT>/.exec(xml)![1]!;

describe('CL: guía de despacho electrónica (DTE 52)', () => {
  it('a sale delivered before its invoice: Transporte, IndTraslado 1, priced lines; the schema accepts it, stamped and signed', async () => {
    const out = generateGuia(sale(), opts());
    expect(await validateXml(out.xml, out.schema)).toEqual({ ok: true, errors: [] });
    expect(out.fileName).toBe('DTE-76123456-K-T52-F7.xml');
    expect(values(out.xml, 'TipoDTE')).toEqual(['52']);
    expect(values(out.xml, 'IndTraslado')).toEqual(['1']);
    expect(values(out.xml, 'Patente')).toEqual(['BBCL-12']);
    expect(values(out.xml, 'RUTTrans')).toEqual(['96512340-7']);
    expect(values(out.xml, 'RUTChofer')).toEqual(['12345678-5']);
    expect(values(out.xml, 'NombreChofer')).toEqual(['Juan Pérez Soto']);
    expect(values(out.xml, 'DirDest')).toEqual(['Camino Real 55, bodega 3']);
    expect(values(out.xml, 'CmnaDest')).toEqual(['Temuco']);
    expect(values(out.xml, 'RUTRecep')).toEqual(['77987654-3']);
    expect(values(out.xml, 'MontoItem')).toEqual(['47970', '12500']);
    expect([values(out.xml, 'MntNeto'), values(out.xml, 'IVA'), values(out.xml, 'MntTotal')]).toEqual([['60470'], ['11489'], ['71959']]);
    const stamp = dd(out.xml);
    expect(stamp).toMatch(/^<DD><RE>76123456-K<\/RE><TD>52<\/TD><F>7<\/F><FE>2026-11-24<\/FE><RR>77987654-3<\/RR><RSR>Constructora Sur Ltda.<\/RSR><MNT>71959<\/MNT><IT1>Taladro percutor 650W<\/IT1>/);
    expect(verifySha1Rsa(stamp, frmt(out.xml), guiaCaf.cafPublicKeyPem)).toBe(true);
    expect(verifyXmlSignature(out.xml, cert.certificatePem)).toBe(true);
    expect(verifyXmlSignature(out.xml.replace('<Patente>BBCL-12<', '<Patente>BBCL-13<'), cert.certificatePem)).toBe(false);
  });

  it('a traslado interno with three lines and no amounts: the issuer receives, MontoItem and MntTotal 0, no IVA; valid', async () => {
    const out = generateGuia(transfer(), opts());
    expect(await validateXml(out.xml, out.schema)).toEqual({ ok: true, errors: [] });
    expect(values(out.xml, 'IndTraslado')).toEqual(['5']);
    expect(values(out.xml, 'RUTRecep')).toEqual(['76123456-K']);
    expect(values(out.xml, 'QtyItem')).toEqual(['40', '120', '12.5']);
    expect(values(out.xml, 'PrcItem')).toEqual([]);
    expect(values(out.xml, 'MontoItem')).toEqual(['0', '0', '0']);
    expect([values(out.xml, 'MntNeto'), values(out.xml, 'IVA'), values(out.xml, 'MntTotal')]).toEqual([[], [], ['0']]);
    expect(values(out.xml, 'CmnaDest')).toEqual(['Padre Las Casas']);
    expect(verifySha1Rsa(dd(out.xml), frmt(out.xml), guiaCaf.cafPublicKeyPem)).toBe(true);
  });

  it('refuses a CAF of another type and a folio outside its range', () => {
    expect(() => generateGuia(sale(), opts(invoiceCaf.autorizacion))).toThrow(/authorises type 33, not 52/);
    expect(() => generateGuia(sale({ folio: 101 }), opts())).toThrow(/outside the CAF range 1-100/);
  });

  it('goes into an EnvioDTE beside a factura, counted under its own SubTotDTE; the envelope is valid', async () => {
    const factura = generateCl(
      buildEDocument(
        { country: 'CL', kind: 'invoice', documentId: 'inv-120', number: '120', series: '33', sequence: 120, issueDate: '2026-11-24', issuedAt: '2026-11-24T13:30:00Z', currency: 'CLP', localCurrency: 'CLP', exchangeRate: '1', seller, buyer },
        [{ code: 'T-10', description: 'Taladro percutor 650W', quantity: '3', unitPrice: '15990', vatRate: '19', unitName: 'UN' }],
      ),
      { caf: invoiceCaf.autorizacion, activityCodes: ['465000'], stampedAt: '2026-11-24T10:30:00', signing: { key: cert } },
    );
    const env = envioDte([factura, generateGuia(sale(), opts()), generateGuia(transfer(), opts())], { issuerRut: '76123456-K', senderRut: '12345678-5', resolutionDate: '2026-01-15', resolutionNumber: 0, signedAt: '2026-11-24T18:10:00', key: cert });
    expect(await validateXml(env.xml, env.schema)).toEqual({ ok: true, errors: [] });
    expect(values(env.xml, 'TpoDTE')).toEqual(['33', '52']);
    expect(values(env.xml, 'NroDTE')).toEqual(['1', '2']);
    expect(verifyXmlSignature(env.xml, cert.certificatePem)).toBe(true);
  });
});
