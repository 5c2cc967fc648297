import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { alarmIdOfStream, alarmStreamId } from '@tradedesk/contracts/messaging/alarm-clock';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { alarmDecider } from '../alarm.decider.js';
import { DeleteAlarmsCommand } from './delete-alarms.command.js';

@CommandHandler(DeleteAlarmsCommand)
export class DeleteAlarmsHandler implements ICommandHandler<DeleteAlarmsCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ body, env }: DeleteAlarmsCommand) {
    const r = await this.runtime.runEach(alarmDecider, body.ids.map(alarmStreamId), (_, streamId) => ({ type: 'DeleteAlarm', alarmId: alarmIdOfStream(streamId) }), {
      ...env,
      commandId: body.commandId ?? env.commandId,
    });
    return { changed: r.results.length, globalPosition: r.results.at(-1)?.globalPosition ?? '0', duplicate: r.duplicate };
  }
}
