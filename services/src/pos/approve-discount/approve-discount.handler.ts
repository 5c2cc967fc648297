import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { cashierStreamId, DISCOUNT_APPROVAL_MINUTES, PIN_MAX_FAILURES } from '@tradedesk/contracts/pos/pos';
import { Decimal } from 'decimal.js';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { DomainError } from '../../platform/event-store/errors.js';
import { verifyPassword } from '../../platform/secrets.js';
import { cashierDecider } from '../cashier.decider.js';
import { ApproveDiscountCommand } from './approve-discount.command.js';

@CommandHandler(ApproveDiscountCommand)
export class ApproveDiscountHandler implements ICommandHandler<ApproveDiscountCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  /**
   * Take the attempt's slot on the supervisor's stream, check their PIN against its hash (as a
   * sign-in does), record the outcome. A wrong PIN: 400 supervisor_pin_wrong with the attempts
   * left (not 401: the cashier's own session is fine); the fifth in a row 429 cashier_locked.
   * The events' "who" is the supervisor; the approval names the cashier signed in on the till.
   */
  async execute({ body, till, env }: ApproveDiscountCommand) {
    const where = { employeeId: body.supervisorId, deviceId: till.deviceId, registerId: till.registerId };
    const stream = cashierStreamId(body.supervisorId);
    const as = { ...env, userId: body.supervisorId, commandId: undefined };
    const attempt = await this.runtime.run(cashierDecider, stream, { type: 'ApproveDiscount', phase: 'attempt', ...where }, as);
    const pinOk = await verifyPassword(attempt.state.pinHash ?? '', body.pin);
    const expiresAt = new Date(this.runtime.clock().getTime() + DISCOUNT_APPROVAL_MINUTES * 60_000).toISOString();
    const maxDiscount = new Decimal(body.maxDiscount).toFixed();
    const outcome = await this.runtime.run(
      cashierDecider,
      stream,
      { type: 'ApproveDiscount', phase: 'outcome', ...where, pinOk, approvalId: body.approvalId, cashierId: till.cashier!.employeeId, maxDiscount, expiresAt },
      as,
    );
    if (!pinOk) {
      const failures = outcome.state.failures;
      if (failures >= PIN_MAX_FAILURES) throw new DomainError('cashier_locked', `The PIN was wrong ${PIN_MAX_FAILURES} times: an administrator has to set a new PIN.`, 429, { failures });
      throw new DomainError('supervisor_pin_wrong', `The supervisor's PIN is wrong: ${PIN_MAX_FAILURES - failures} attempts left.`, 400, { field: 'pin', left: PIN_MAX_FAILURES - failures });
    }
    return { approvalId: body.approvalId, supervisorId: body.supervisorId, maxDiscount, expiresAt, globalPosition: outcome.globalPosition };
  }
}
