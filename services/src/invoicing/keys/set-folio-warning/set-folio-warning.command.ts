import type { SetFolioWarningBody } from '@tradedesk/contracts/invoicing/invoice-keys';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** PUT /api/invoicing/setups/:id/folio-warning: warn when fewer folios than this are left. */
export class SetFolioWarningCommand {
  constructor(
    readonly setupId: string,
    readonly body: SetFolioWarningBody,
    readonly env: CommandEnvelope,
  ) {}
}
