import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { cashSessionStreamId } from '@tradedesk/contracts/pos/pos';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { cashSessionDecider } from '../cash-session.decider.js';
import { answer, withPosUniques } from '../pos-errors.js';
import { PosFactsLoader } from '../pos-facts.loader.js';
import { OpenCashSessionCommand } from './open-cash-session.command.js';

@CommandHandler(OpenCashSessionCommand)
export class OpenCashSessionHandler implements ICommandHandler<OpenCashSessionCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: PosFactsLoader,
  ) {}

  /** The session's id is the command id: a retried open opens it once; two opens racing on one register: one wins, the other 409. */
  async execute({ body: b, till, env }: OpenCashSessionCommand) {
    const sessionId = b.commandId;
    const r = await withPosUniques(() =>
      this.runtime.run(
        cashSessionDecider,
        cashSessionStreamId(sessionId),
        async () => ({ type: 'OpenCashSession' as const, sessionId, registerId: till.registerId, deviceId: till.deviceId, float: b.float, facts: await this.facts.forOpenCashSession(till.registerId) }),
        env,
      ),
    );
    return answer(sessionId, r);
  }
}
