import type { RecordTillExchangeBody } from '@tradedesk/contracts/pos/pos-returns';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';
import type { TillContext } from '../../platform/http/auth.guard.js';

export class RecordTillExchangeCommand {
  constructor(
    readonly body: RecordTillExchangeBody,
    readonly till: TillContext,
    readonly env: CommandEnvelope,
  ) {}
}
