import type { CloseCashSessionBody } from '@tradedesk/contracts/pos/pos';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';
import type { TillContext } from '../../platform/http/auth.guard.js';

export class CloseCashSessionCommand {
  constructor(
    readonly body: CloseCashSessionBody,
    readonly till: TillContext,
    readonly env: CommandEnvelope,
  ) {}
}
