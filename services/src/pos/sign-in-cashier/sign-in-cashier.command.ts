import type { PinSignInBody } from '@tradedesk/contracts/pos/pos';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';
import type { TillContext } from '../../platform/http/auth.guard.js';

export class SignInCashierCommand {
  constructor(
    readonly body: PinSignInBody,
    readonly till: TillContext,
    readonly env: CommandEnvelope,
  ) {}
}
