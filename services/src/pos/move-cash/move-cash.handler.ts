import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { cashSessionStreamId } from '@tradedesk/contracts/pos/pos';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { cashSessionDecider } from '../cash-session.decider.js';
import { answer } from '../pos-errors.js';
import { PosFactsLoader } from '../pos-facts.loader.js';
import { MoveCashCommand } from './move-cash.command.js';

@CommandHandler(MoveCashCommand)
export class MoveCashHandler implements ICommandHandler<MoveCashCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: PosFactsLoader,
  ) {}

  /**
   * Into the session the till names (a movement queued offline) or the register's open one; the
   * movement's id is the command id (a retry moves the cash once).
   */
  async execute({ body: b, till, env }: MoveCashCommand) {
    const prior = await this.runtime.prior(env);
    const { sessionId, facts } = prior ? { sessionId: prior[0]!.streamId.replace(/^pos-cash-session-/, ''), facts: { cashTaken: {} } } : await this.facts.forMoveCash(till.registerId, b.sessionId);
    const r = await this.runtime.run(
      cashSessionDecider,
      cashSessionStreamId(sessionId),
      { type: 'MoveCash', sessionId, movementId: b.commandId, direction: b.direction, currency: b.currency, amount: b.amount, reason: b.reason, movedAt: b.movedAt, facts },
      env,
    );
    return answer(b.commandId, r);
  }
}
