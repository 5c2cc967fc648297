import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { alarmStreamId, toIsoInstant } from '@tradedesk/contracts/messaging/alarm-clock';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { alarmDecider } from '../alarm.decider.js';
import { SetAlarmCommand } from './set-alarm.command.js';

@CommandHandler(SetAlarmCommand)
export class SetAlarmHandler implements ICommandHandler<SetAlarmCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ body, env }: SetAlarmCommand) {
    // The alarm id derives from the command id, so a retried request targets the same stream.
    const alarmId = body.commandId ?? this.runtime.newId();
    const r = await this.runtime.run(
      alarmDecider,
      alarmStreamId(alarmId),
      { type: 'SetAlarm', alarmId, content: body.content, remindAt: toIsoInstant(body.remindAt), soId: body.soId ?? null, poId: body.poId ?? null },
      { ...env, commandId: body.commandId ?? env.commandId },
    );
    return { id: alarmId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate };
  }
}
