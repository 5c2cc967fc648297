import { party } from '../e-documents/testing/e-document-fixture.js';
import { testCaf } from '../e-documents/testing/test-caf.js';
import { p12Of, testCertificate } from '../e-documents/testing/test-certificate.js';
import type { InvoicingApi } from './invoicing-api.js';

type ClAddress = { street: string; city: string; countryCode: 'CL' };

/** Comercial Andes SpA (RUT 12345678-5), the Chilean setup the key, guía and factura specs issue from; `over` adds to it. */
export const andesSetup = (over: Record<string, unknown> = {}) => ({
  country: 'CL', legalName: 'Comercial Andes SpA', taxId: '12345678-5', activity: 'Venta al por mayor',
  address: { street: 'Av. Providencia', buildingNumber: '1234', city: 'Santiago', region: 'Providencia', countryCode: 'CL' }, series: { invoice: '33', creditNote: '61', proforma: 'PRO' },
  ...over,
});

/** Comercial Los Andes SpA (RUT 76123456-K), the seller of the Chilean XML specs (e-documents/cl) and of the boletas spec. */
export const losAndes = { legalName: 'Comercial Los Andes SpA', taxId: '76123456-K' };

/** Los Andes as a document's seller (Av. Providencia 1234, Santiago, comuna Providencia) in the line of business `activity`. */
export const losAndesParty = (activity: string) =>
  party(losAndes.legalName, losAndes.taxId, '', 'CL', { activity, address: { street: 'Av. Providencia 1234', buildingNumber: '', city: 'Santiago', postalCode: '', region: 'Providencia', countryCode: 'CL' } });

/** A fresh test certificate Los Andes signs with. */
export const losAndesCertificate = () => testCertificate('Firma Comercial Los Andes');

/** A test CAF (never SII's) of document `type` for folios `from` to `to`, issued to the seller's RUT and name. */
export const cafFor = (seller: { taxId: string; legalName: string }, type: number, from: number, to: number) => testCaf({ rut: seller.taxId, name: seller.legalName, type, from, to });

/** Loads the CAFs into the setup, in order. */
export async function loadCafs(api: InvoicingApi, setupId: string, cafs: { autorizacion: string }[]): Promise<void> {
  for (const caf of cafs) await api.ok('POST', `/invoicing/setups/${setupId}/cafs`, { caf: caf.autorizacion });
}

/** Uploads the test certificate as the company's signing .p12 (password `clave`). */
export async function uploadCertificate(api: InvoicingApi, setupId: string, cert: { certificatePem: string; privateKeyPem: string }): Promise<void> {
  await api.ok('POST', `/invoicing/setups/${setupId}/certificate`, { fileName: 'firma.p12', file: p12Of(cert, 'clave'), password: 'clave' });
}

/** The Chilean client with a RUT, Ferretería Sur Ltda in Temuco (answers its id). */
export const clClient = async (api: InvoicingApi, address: ClAddress = { street: 'Calle 1', city: 'Temuco', countryCode: 'CL' }): Promise<string> =>
  (await api.ok('POST', '/invoicing/clients', { name: 'Ferretería Sur Ltda', country: 'CL', taxId: '11.111.111-1', address })).id;

/** A Chilean carrier (RUT 96.512.340-7) and its driver Juan Pérez Soto with plate BBCL-12. */
export async function clCarrierAndDriver(api: InvoicingApi, address: ClAddress): Promise<{ carrierId: string; driverId: string }> {
  const carrierId = (await api.ok('POST', '/invoicing/transport-companies', { name: 'Transportes Rápidos Ltda.', country: 'CL', taxId: '96.512.340-7', address })).id;
  const driverId = (await api.ok('POST', '/invoicing/drivers', { name: 'Juan Pérez Soto', idNumber: '15.678.901-1', licenceNumber: 'A4-1234', plates: ['BBCL-12'], transportCompanyId: carrierId })).id;
  return { carrierId, driverId };
}
