import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';
import type { TillContext } from '../../platform/http/auth.guard.js';

export class SignOutCashierCommand {
  constructor(
    readonly till: TillContext,
    readonly env: CommandEnvelope,
  ) {}
}
