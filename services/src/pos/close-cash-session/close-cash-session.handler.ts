import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { cashSessionStreamId } from '@tradedesk/contracts/pos/pos';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { cashSessionDecider } from '../cash-session.decider.js';
import { answer } from '../pos-errors.js';
import { PosFactsLoader } from '../pos-facts.loader.js';
import { CloseCashSessionCommand } from './close-cash-session.command.js';
import { SessionPostingFacts } from './session-posting.facts.js';

@CommandHandler(CloseCashSessionCommand)
export class CloseCashSessionHandler implements ICommandHandler<CloseCashSessionCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: PosFactsLoader,
    private readonly posting: SessionPostingFacts,
  ) {}

  /** Closes the register's open session with the count (a retried close answers the first close). */
  async execute({ body: b, till, env }: CloseCashSessionCommand) {
    const prior = await this.runtime.prior(env);
    if (prior) return answer(prior[0]!.streamId.replace(/^pos-cash-session-/, ''), { ...prior[0]!, duplicate: true });
    const { sessionId, facts: counted } = await this.facts.forCloseCashSession(till.registerId, b.counted.map((l) => l.payMethodId));
    const facts = { ...counted, posting: await this.posting.forPosting(counted.takings, b.counted.map((l) => l.payMethodId)) };
    const r = await this.runtime.run(cashSessionDecider, cashSessionStreamId(sessionId), { type: 'CloseCashSession', sessionId, counted: b.counted, note: b.note, facts }, env);
    return answer(sessionId, r);
  }
}
