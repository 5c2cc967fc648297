import type { SaveSubmissionSettingsBody } from '@tradedesk/contracts/invoicing/submission';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** PUT /api/invoicing/submission/settings/:setupId: the offices' modes, addresses and credentials. */
export class SaveSubmissionSettingsCommand {
  constructor(
    readonly setupId: string,
    readonly body: SaveSubmissionSettingsBody,
    readonly env: CommandEnvelope,
  ) {}
}
