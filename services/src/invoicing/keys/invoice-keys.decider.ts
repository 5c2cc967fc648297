import type { InvoiceKeysEvent } from '@tradedesk/contracts/invoicing/invoice-keys';
import { decideByType, type Decider } from '../../platform/cqrs/decider.js';
import { evolveInvoiceKeys, initialInvoiceKeysState, type InvoiceKeysState } from './invoice-keys.state.js';
import { decideLoadCaf, type LoadCaf } from './load-caf/load-caf.decide.js';
import { decideSetCafSettings, type SetCafSettings } from './set-caf-settings/set-caf-settings.decide.js';
import { decideUploadCertificate, type UploadCertificate } from './upload-certificate/upload-certificate.decide.js';
import { decideUploadKsefOfflineCertificate, type UploadKsefOfflineCertificate } from './upload-ksef-offline-certificate/upload-ksef-offline-certificate.decide.js';

export type InvoiceKeysCommand = LoadCaf | SetCafSettings | UploadCertificate | UploadKsefOfflineCertificate;

/** A setup's CAF folio ranges, Chile's settings, the signing certificate and Poland's KSeF Offline certificate (one stream per setup). */
export const invoiceKeysDecider: Decider<InvoiceKeysCommand, InvoiceKeysState, InvoiceKeysEvent> = {
  initialState: initialInvoiceKeysState,
  evolve: evolveInvoiceKeys,
  decide: decideByType<InvoiceKeysCommand, InvoiceKeysState, InvoiceKeysEvent>({ LoadCaf: decideLoadCaf, SetCafSettings: decideSetCafSettings, UploadCertificate: decideUploadCertificate, UploadKsefOfflineCertificate: decideUploadKsefOfflineCertificate }),
};
