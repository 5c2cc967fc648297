import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkStreamId } from '@tradedesk/contracts/finance/checks';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { answer } from '../../accounts/finance-accounts-errors.js';
import { checkDecider } from '../check.decider.js';
import { CheckFactsLoader } from '../check-facts.loader.js';
import type { RecordCheck } from './record-check.decide.js';
import { RecordCheckCommand } from './record-check.command.js';

@CommandHandler(RecordCheckCommand)
export class RecordCheckHandler implements ICommandHandler<RecordCheckCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: CheckFactsLoader,
  ) {}

  async execute({ body, env }: RecordCheckCommand) {
    // The check's id derives from the command id: a retried request records it once.
    const checkId = body.commandId ?? this.runtime.newId();
    const { commandId: _, ...check } = body;
    const r = await this.runtime.run(
      checkDecider,
      checkStreamId(checkId),
      // A check recorded on this screen is its own payment (no source); the loader's facts match the direction.
      async () => ({ type: 'RecordCheck', checkId, ...check, source: null, facts: await this.facts.forRecordCheck(body) }) as RecordCheck,
      { ...env, commandId: body.commandId ?? env.commandId },
    );
    return answer(checkId, r);
  }
}
