import type { InvoiceSetup } from '@tradedesk/contracts/invoicing/invoice-setup';
import { spec } from '../../../platform/cqrs/decider-spec.js';
import { invoiceKeysDecider } from '../invoice-keys.decider.js';

const certificate = (serialNumber: string) => ({
  certificateId: `cert-${serialNumber}`, fileName: 'firma.p12', subject: 'CN=Comercial Andes', issuer: 'CN=Test CA', serialNumber,
  validFrom: '2026-01-01T00:00:00.000Z', validTo: '2028-01-01T00:00:00.000Z', certificatePem: '-----BEGIN CERTIFICATE-----', privateKeySealed: 'v1:k', passwordSealed: 'v1:p',
});
const loaded = (serial: string) => ({ type: 'SigningCertificateLoaded' as const, data: { setupId: 's1', ...certificate(serial) } });
const setup = { id: 's1', country: 'ES' } as InvoiceSetup;

describe("the company's signing certificate", () => {
  it('records the certificate read from the file (key and password sealed)', () =>
    spec(invoiceKeysDecider).given([]).when({ type: 'UploadCertificate', setupId: 's1', setup, certificate: certificate('01') }).then([loaded('01')]));

  it('a later upload replaces it: a second event, the first stays in the history', () =>
    spec(invoiceKeysDecider).given([loaded('01')]).when({ type: 'UploadCertificate', setupId: 's1', setup, certificate: certificate('02') }).then([loaded('02')]));

  it('refuses a setup that does not exist', () =>
    spec(invoiceKeysDecider).given([]).when({ type: 'UploadCertificate', setupId: 's1', setup: null, certificate: certificate('01') }).thenFails('setup_not_found'));
});
