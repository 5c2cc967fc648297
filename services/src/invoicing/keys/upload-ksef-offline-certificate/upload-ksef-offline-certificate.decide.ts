import type { InvoiceKeysEvent, KsefOfflineCertificateLoaded } from '@tradedesk/contracts/invoicing/invoice-keys';
import type { InvoiceSetup } from '@tradedesk/contracts/invoicing/invoice-setup';
import { DomainError } from '../../../platform/event-store/errors.js';

export interface UploadKsefOfflineCertificate {
  type: 'UploadKsefOfflineCertificate';
  setupId: string;
  setup: InvoiceSetup | null;
  /** As read (readKsefOfflineCertificate: type Offline, the key its own, valid now), key sealed. */
  certificate: Omit<KsefOfflineCertificateLoaded['data'], 'setupId'>;
}

/** Poland's KSeF Offline certificate, in its own slot beside the signing certificate; a later upload replaces it. */
export function decideUploadKsefOfflineCertificate(c: UploadKsefOfflineCertificate): InvoiceKeysEvent[] {
  if (!c.setup) throw new DomainError('setup_not_found', `No invoice setup ${c.setupId}.`, 404);
  if (c.setup.country !== 'PL') throw new DomainError('not_polish_setup', `KSeF certificates are for Polish sellers; setup ${c.setupId} is ${c.setup.country}.`, 422);
  return [{ type: 'KsefOfflineCertificateLoaded', data: { setupId: c.setupId, ...c.certificate } }];
}
