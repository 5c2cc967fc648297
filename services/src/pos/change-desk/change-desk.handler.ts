import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { deskStreamId } from '@tradedesk/contracts/pos/desks';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { deskDecider } from '../desk.decider.js';
import { answer, withPosUniques } from '../pos-errors.js';
import { ChangeDeskCommand } from './change-desk.command.js';

@CommandHandler(ChangeDeskCommand)
export class ChangeDeskHandler implements ICommandHandler<ChangeDeskCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ deskId, body: b, env }: ChangeDeskCommand) {
    const { commandId: _c, version, ...changes } = b;
    const r = await withPosUniques(async () =>
      this.runtime.run(deskDecider, deskStreamId(deskId), { type: 'ChangeDesk', deskId, ...changes }, env, { expectedVersion: version }),
    );
    return answer(deskId, r);
  }
}
