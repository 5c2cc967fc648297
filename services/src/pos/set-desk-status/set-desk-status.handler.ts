import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { deskStreamId } from '@tradedesk/contracts/pos/desks';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { deskDecider } from '../desk.decider.js';
import { answer } from '../pos-errors.js';
import { SetDeskStatusCommand } from './set-desk-status.command.js';

@CommandHandler(SetDeskStatusCommand)
export class SetDeskStatusHandler implements ICommandHandler<SetDeskStatusCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ deskId, active, env }: SetDeskStatusCommand) {
    const r = await this.runtime.run(deskDecider, deskStreamId(deskId), { type: 'SetDeskStatus', deskId, active }, env);
    return answer(deskId, r);
  }
}
