import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { alarmStreamId, toIsoInstant } from '@tradedesk/contracts/messaging/alarm-clock';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { alarmDecider } from '../alarm.decider.js';
import { ChangeAlarmCommand } from './change-alarm.command.js';

@CommandHandler(ChangeAlarmCommand)
export class ChangeAlarmHandler implements ICommandHandler<ChangeAlarmCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ body: b, env }: ChangeAlarmCommand) {
    const r = await this.runtime.run(
      alarmDecider,
      alarmStreamId(b.id),
      { type: 'ChangeAlarm', alarmId: b.id, content: b.content, remindAt: toIsoInstant(b.remindAt) },
      { ...env, commandId: b.commandId ?? env.commandId },
      { expectedVersion: b.version },
    );
    return { id: b.id, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate };
  }
}
