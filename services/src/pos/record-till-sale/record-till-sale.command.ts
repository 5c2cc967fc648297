import type { RecordTillSaleBody } from '@tradedesk/contracts/pos/pos-sales';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';
import type { TillContext } from '../../platform/http/auth.guard.js';

export class RecordTillSaleCommand {
  constructor(
    readonly body: RecordTillSaleBody,
    readonly till: TillContext,
    readonly env: CommandEnvelope,
  ) {}
}
