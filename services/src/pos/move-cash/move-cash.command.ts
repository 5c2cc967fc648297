import type { MoveCashBody } from '@tradedesk/contracts/pos/pos';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';
import type { TillContext } from '../../platform/http/auth.guard.js';

export class MoveCashCommand {
  constructor(
    readonly body: MoveCashBody,
    readonly till: TillContext,
    readonly env: CommandEnvelope,
  ) {}
}
