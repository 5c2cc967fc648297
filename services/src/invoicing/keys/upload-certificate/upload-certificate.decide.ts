import type { InvoiceKeysEvent, SigningCertificateLoaded } from '@tradedesk/contracts/invoicing/invoice-keys';
import type { InvoiceSetup } from '@tradedesk/contracts/invoicing/invoice-setup';
import { DomainError } from '../../../platform/event-store/errors.js';

export interface UploadCertificate {
  type: 'UploadCertificate';
  setupId: string;
  setup: InvoiceSetup | null;
  /** The certificate as read (readCertificateFile: readable, not expired, with its key), key and password sealed. */
  certificate: Omit<SigningCertificateLoaded['data'], 'setupId'>;
}

/** The company's signing certificate; a later upload replaces it (the history keeps who and when). */
export function decideUploadCertificate(c: UploadCertificate): InvoiceKeysEvent[] {
  if (!c.setup) throw new DomainError('setup_not_found', `No invoice setup ${c.setupId}.`, 404);
  return [{ type: 'SigningCertificateLoaded', data: { setupId: c.setupId, ...c.certificate } }];
}
