import type { InvoiceKeysEvent } from '@tradedesk/contracts/invoicing/invoice-keys';
import { decideByType, type Decider } from '../../platform/cqrs/decider.js';
import { evolveInvoiceKeys, initialInvoiceKeysState, type InvoiceKeysState } from './invoice-keys.state.js';
import { decideLoadCaf, type LoadCaf } from './load-caf/load-caf.decide.js';
import { decideSetFolioWarning, type SetFolioWarning } from './set-folio-warning/set-folio-warning.decide.js';
import { decideUploadCertificate, type UploadCertificate } from './upload-certificate/upload-certificate.decide.js';

export type InvoiceKeysCommand = LoadCaf | SetFolioWarning | UploadCertificate;

/** A setup's CAF folio ranges, folio warning and signing certificate (one stream per setup). */
export const invoiceKeysDecider: Decider<InvoiceKeysCommand, InvoiceKeysState, InvoiceKeysEvent> = {
  initialState: initialInvoiceKeysState,
  evolve: evolveInvoiceKeys,
  decide: decideByType<InvoiceKeysCommand, InvoiceKeysState, InvoiceKeysEvent>({ LoadCaf: decideLoadCaf, SetFolioWarning: decideSetFolioWarning, UploadCertificate: decideUploadCertificate }),
};
