import type { UploadKsefOfflineCertificateBody } from '@tradedesk/contracts/invoicing/invoice-keys';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/invoicing/setups/:id/ksef-offline-certificate: Poland's KSeF Offline certificate and its key (KOD II). */
export class UploadKsefOfflineCertificateCommand {
  constructor(
    readonly setupId: string,
    readonly body: UploadKsefOfflineCertificateBody,
    readonly env: CommandEnvelope,
  ) {}
}
