import type { OpenCashSessionBody } from '@tradedesk/contracts/pos/pos';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';
import type { TillContext } from '../../platform/http/auth.guard.js';

export class OpenCashSessionCommand {
  constructor(
    readonly body: OpenCashSessionBody,
    readonly till: TillContext,
    readonly env: CommandEnvelope,
  ) {}
}
