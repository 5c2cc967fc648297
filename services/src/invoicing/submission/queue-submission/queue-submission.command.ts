import type { SubmissionOffice } from '@tradedesk/contracts/invoicing/submission';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/**
 * Queue an issued document for an office: by itself after issuing (manual false, every office
 * switched on for the company), "send" for every office switched on and never sent (office null,
 * manual false), or "send again" on the screen (manual true, one office).
 */
export class QueueSubmissionCommand {
  constructor(
    readonly documentId: string,
    readonly office: SubmissionOffice | null,
    readonly manual: boolean,
    readonly env: CommandEnvelope,
  ) {}
}
