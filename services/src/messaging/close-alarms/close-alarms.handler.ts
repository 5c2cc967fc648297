import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { alarmIdOfStream, alarmStreamId } from '@tradedesk/contracts/messaging/alarm-clock';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { alarmDecider } from '../alarm.decider.js';
import { CloseAlarmsCommand } from './close-alarms.command.js';

@CommandHandler(CloseAlarmsCommand)
export class CloseAlarmsHandler implements ICommandHandler<CloseAlarmsCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ body, env }: CloseAlarmsCommand) {
    const r = await this.runtime.runEach(alarmDecider, body.ids.map(alarmStreamId), (_, streamId) => ({ type: 'CloseAlarm', alarmId: alarmIdOfStream(streamId) }), {
      ...env,
      commandId: body.commandId ?? env.commandId,
    });
    return { changed: r.results.length, globalPosition: r.results.at(-1)?.globalPosition ?? '0', duplicate: r.duplicate };
  }
}
