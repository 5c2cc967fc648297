import type { SetCafSettingsBody } from '@tradedesk/contracts/invoicing/invoice-keys';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** PUT /api/invoicing/setups/:id/caf-settings: the low-folio warning and SII's resolution (Chile). */
export class SetCafSettingsCommand {
  constructor(
    readonly setupId: string,
    readonly body: SetCafSettingsBody,
    readonly env: CommandEnvelope,
  ) {}
}
