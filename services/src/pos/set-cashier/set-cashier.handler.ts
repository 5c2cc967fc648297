import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { cashierStreamId } from '@tradedesk/contracts/pos/pos';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { hashPassword } from '../../platform/secrets.js';
import { cashierDecider } from '../cashier.decider.js';
import { answer } from '../pos-errors.js';
import { PosFactsLoader } from '../pos-facts.loader.js';
import { SetCashierCommand } from './set-cashier.command.js';

@CommandHandler(SetCashierCommand)
export class SetCashierHandler implements ICommandHandler<SetCashierCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: PosFactsLoader,
  ) {}

  async execute({ employeeId, body: b, env }: SetCashierCommand) {
    // A PIN is kept as a password is: an argon2id hash with its own salt.
    const pinHash = b.pin === undefined ? undefined : await hashPassword(b.pin);
    const r = await this.runtime.run(cashierDecider, cashierStreamId(employeeId), { type: 'SetCashier', employeeId, allowed: b.allowed, supervisor: b.supervisor, pinHash, facts: await this.facts.forSetCashier(employeeId) }, env);
    return answer(employeeId, r);
  }
}
