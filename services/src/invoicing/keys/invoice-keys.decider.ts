import type { InvoiceKeysEvent } from '@tradedesk/contracts/invoicing/invoice-keys';
import { decideByType, type Decider } from '../../platform/cqrs/decider.js';
import { evolveInvoiceKeys, initialInvoiceKeysState, type InvoiceKeysState } from './invoice-keys.state.js';
import { decideLoadCaf, type LoadCaf } from './load-caf/load-caf.decide.js';
import { decideSetCafSettings, type SetCafSettings } from './set-caf-settings/set-caf-settings.decide.js';
import { decideUploadCertificate, type UploadCertificate } from './upload-certificate/upload-certificate.decide.js';

export type InvoiceKeysCommand = LoadCaf | SetCafSettings | UploadCertificate;

/** A setup's CAF folio ranges, Chile's settings and signing certificate (one stream per setup). */
export const invoiceKeysDecider: Decider<InvoiceKeysCommand, InvoiceKeysState, InvoiceKeysEvent> = {
  initialState: initialInvoiceKeysState,
  evolve: evolveInvoiceKeys,
  decide: decideByType<InvoiceKeysCommand, InvoiceKeysState, InvoiceKeysEvent>({ LoadCaf: decideLoadCaf, SetCafSettings: decideSetCafSettings, UploadCertificate: decideUploadCertificate }),
};
