import type { UploadCertificateBody } from '@tradedesk/contracts/invoicing/invoice-keys';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/invoicing/setups/:id/certificate: the company's signing certificate (.p12 / .pfx and its password). */
export class UploadCertificateCommand {
  constructor(
    readonly setupId: string,
    readonly body: UploadCertificateBody,
    readonly env: CommandEnvelope,
  ) {}
}
