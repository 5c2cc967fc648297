import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { alarmStreamId } from '@tradedesk/contracts/messaging/alarm-clock';
import { appendOptions, CommandRuntime, metadataOf } from '../../platform/cqrs/command-runtime.js';
import { fold } from '../../platform/cqrs/decider.js';
import { ConcurrencyError } from '../../platform/event-store/errors.js';
import type { AppendRequest } from '../../platform/event-store/event-store.js';
import { alarmDecider } from '../alarm.decider.js';
import { ChangeAlarmsCommand } from './close-alarms.command.js';

/**
 * Several streams in one transaction: each alarm is decided on its own state, then all events
 * are appended atomically with each stream's expected version (one conflict: re-read once).
 */
@CommandHandler(ChangeAlarmsCommand)
export class ChangeAlarmsHandler implements ICommandHandler<ChangeAlarmsCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ action, body, env }: ChangeAlarmsCommand) {
    const store = this.runtime.store;
    const commandEnv = { ...env, commandId: body.commandId ?? env.commandId };
    const prior = await this.runtime.prior(commandEnv);
    if (prior) return { changed: prior.length, globalPosition: prior.at(-1)!.globalPosition, duplicate: true };
    const ids = [...new Set(body.ids)];
    for (let attempt = 0; ; attempt++) {
      const requests: AppendRequest[] = [];
      const ctx = this.runtime.context(commandEnv);
      for (const alarmId of ids) {
        const streamId = alarmStreamId(alarmId);
        const { version, events } = await store.readStream(streamId);
        const decided = alarmDecider.decide({ type: action, alarmId }, fold(alarmDecider, events as any), ctx);
        if (decided.length) requests.push({ streamId, expectedVersion: version, events: decided });
      }
      if (requests.length === 0) return { changed: 0, globalPosition: '0', duplicate: false };
      try {
        const results = await store.appendMany(requests, metadataOf(commandEnv, this.runtime.newId), appendOptions(commandEnv));
        return { changed: results.length, globalPosition: results.at(-1)!.globalPosition, duplicate: results[0].duplicate };
      } catch (e) {
        if (e instanceof ConcurrencyError && attempt === 0) continue;
        throw e;
      }
    }
  }
}
