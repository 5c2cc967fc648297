import type { RecordCheckBody } from '@tradedesk/contracts/finance/checks';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /be/api/finance/checks: a check received from a customer or issued to a supplier (/finance/newcheckTransfer). */
export class RecordCheckCommand {
  constructor(
    readonly body: RecordCheckBody,
    readonly env: CommandEnvelope,
  ) {}
}
