import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { cashierStreamId } from '@tradedesk/contracts/pos/pos';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { cashierDecider } from '../cashier.decider.js';
import { SignOutCashierCommand } from './sign-out-cashier.command.js';

@CommandHandler(SignOutCashierCommand)
export class SignOutCashierHandler implements ICommandHandler<SignOutCashierCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ till, env }: SignOutCashierCommand) {
    const c = till.cashier!;
    const r = await this.runtime.run(
      cashierDecider,
      cashierStreamId(c.employeeId),
      { type: 'SignOutCashier', employeeId: c.employeeId, deviceId: till.deviceId, registerId: till.registerId, posSessionId: c.posSessionId },
      env,
    );
    return { globalPosition: r.globalPosition };
  }
}
