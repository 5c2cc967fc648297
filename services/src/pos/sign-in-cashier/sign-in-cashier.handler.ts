import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { cashierStreamId, PIN_MAX_FAILURES, POS_SESSION_HOURS } from '@tradedesk/contracts/pos/pos';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { DomainError } from '../../platform/event-store/errors.js';
import { newSessionToken, sha256, verifyPassword } from '../../platform/secrets.js';
import { cashierDecider } from '../cashier.decider.js';
import { SignInCashierCommand } from './sign-in-cashier.command.js';

@CommandHandler(SignInCashierCommand)
export class SignInCashierHandler implements ICommandHandler<SignInCashierCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  /**
   * Take the attempt's slot (refused when locked), check the PIN against its hash, record the
   * outcome. A wrong PIN answers 401 pin_wrong with the attempts left; the fifth in a row 429
   * cashier_locked. The session token is random; only its hash is recorded.
   */
  async execute({ body, till, env }: SignInCashierCommand) {
    const where = { employeeId: body.employeeId, deviceId: till.deviceId, registerId: till.registerId };
    const stream = cashierStreamId(body.employeeId);
    const attempt = await this.runtime.run(cashierDecider, stream, { type: 'SignInCashier', phase: 'attempt', ...where }, env);
    const pinOk = await verifyPassword(attempt.state.pinHash ?? '', body.pin);
    const sessionToken = newSessionToken();
    const expiresAt = new Date(this.runtime.clock().getTime() + POS_SESSION_HOURS * 3_600_000).toISOString();
    const outcome = await this.runtime.run(
      cashierDecider,
      stream,
      { type: 'SignInCashier', phase: 'outcome', ...where, pinOk, posSessionId: this.runtime.newId(), tokenHash: sha256(sessionToken), expiresAt },
      env,
    );
    if (!pinOk) {
      const failures = outcome.state.failures;
      if (failures >= PIN_MAX_FAILURES) throw new DomainError('cashier_locked', `The PIN was wrong ${PIN_MAX_FAILURES} times: an administrator has to set a new PIN.`, 429, { failures });
      throw new DomainError('pin_wrong', `The PIN is wrong: ${PIN_MAX_FAILURES - failures} attempts left.`, 401, { field: 'pin', left: PIN_MAX_FAILURES - failures });
    }
    return { sessionToken, expiresAt, employeeId: body.employeeId, globalPosition: outcome.globalPosition };
  }
}
