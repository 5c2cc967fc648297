import type { InvoiceSetup } from '@tradedesk/contracts/invoicing/invoice-setup';
import { spec } from '../../../platform/cqrs/decider-spec.js';
import { invoiceKeysDecider } from '../invoice-keys.decider.js';

const certificate = (serialNumber: string) => ({
  certificateId: `ksef-${serialNumber}`, subject: 'CN=Hurtownia', issuer: 'CN=KSeF', serialNumber, keyType: 'EC' as const,
  validFrom: '2026-01-01T00:00:00.000Z', validTo: '2028-01-01T00:00:00.000Z', certificatePem: '-----BEGIN CERTIFICATE-----', privateKeySealed: 'v1:k',
});
const loaded = (serial: string) => ({ type: 'KsefOfflineCertificateLoaded' as const, data: { setupId: 's1', ...certificate(serial) } });
const pl = { id: 's1', country: 'PL' } as InvoiceSetup;

describe("Poland's KSeF Offline certificate (KOD II)", () => {
  it('records the certificate read from the upload, key sealed; a later upload replaces it', () => {
    spec(invoiceKeysDecider).given([]).when({ type: 'UploadKsefOfflineCertificate', setupId: 's1', setup: pl, certificate: certificate('01') }).then([loaded('01')]);
    spec(invoiceKeysDecider).given([loaded('01')]).when({ type: 'UploadKsefOfflineCertificate', setupId: 's1', setup: pl, certificate: certificate('02') }).then([loaded('02')]);
  });

  it('refuses a setup that does not exist, and a setup of another country', () => {
    spec(invoiceKeysDecider).given([]).when({ type: 'UploadKsefOfflineCertificate', setupId: 's1', setup: null, certificate: certificate('01') }).thenFails('setup_not_found');
    spec(invoiceKeysDecider).given([]).when({ type: 'UploadKsefOfflineCertificate', setupId: 's1', setup: { id: 's1', country: 'ES' } as InvoiceSetup, certificate: certificate('01') }).thenFails('not_polish_setup');
  });
});
