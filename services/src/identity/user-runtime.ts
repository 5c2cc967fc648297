import { Inject, Injectable } from '@nestjs/common';
import { sessionStreamId, type SessionEnded, userStreamId } from '@tradedesk/contracts/identity/identity';
import type { CommandResult } from '@tradedesk/contracts/platform/events';
import { activeSessionIds } from '@tradedesk/projections/identity/sessions/sessions.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { appendOptions, type CommandEnvelope, CommandRuntime, metadataOf, toResult } from '../platform/cqrs/command-runtime.js';
import { fold } from '../platform/cqrs/decider.js';
import { ConcurrencyError } from '../platform/event-store/errors.js';
import type { AppendRequest } from '../platform/event-store/event-store.js';
import { DATABASE } from '../platform/tokens.js';
import { withUniqueNames } from './unique-names.js';
import { type UserCommand, userDecider } from './user.decider.js';
import type { UserState } from './user.state.js';

export interface UserRunOptions {
  /** The version the screen edited (409 when the stream moved on). */
  expectedVersion?: number;
  /** End the user's working sessions in the same transaction (disable, password change). */
  endSessions?: { reason: SessionEnded['data']['reason']; except?: string };
}

/**
 * The runtime of the user decider, for the handlers of employees/* and profile/*: like
 * CommandRuntime.run (the command, or how to make it from the state when it needs facts), plus
 * the sessions a change must end (a disabled user, a new password) end in the same transaction as
 * the change, so a later re-enable does not bring an old token back to life. A clash on the user
 * name's unique index answers 409 username_taken.
 */
@Injectable()
export class UserRuntime {
  constructor(
    private readonly runtime: CommandRuntime,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async run(
    userId: string,
    command: UserCommand | ((state: UserState) => UserCommand | Promise<UserCommand>),
    env: CommandEnvelope,
    opts: UserRunOptions = {},
  ): Promise<CommandResult & { state: UserState; events: unknown[] }> {
    const streamId = userStreamId(userId);
    if (!opts.endSessions) return withUniqueNames(() => this.runtime.run(userDecider, streamId, command, env, { expectedVersion: opts.expectedVersion }));
    const store = this.runtime.store;
    const prior = await this.runtime.prior(env);
    if (prior) return { ...toResult(prior[0]), state: await this.runtime.load(userDecider, streamId), events: [] };
    const meta = metadataOf(env, this.runtime.newId);
    for (let attempt = 0; ; attempt++) {
      const { version, events: history } = await store.readStream(streamId);
      if (opts.expectedVersion !== undefined && opts.expectedVersion !== version) throw new ConcurrencyError(streamId, opts.expectedVersion, version);
      const state = fold(userDecider, history as any);
      const ctx = this.runtime.context(env);
      const cmd = typeof command === 'function' ? await command(state) : command;
      const events = userDecider.decide(cmd, state, ctx);
      if (events.length === 0) return { streamId, streamVersion: version, globalPosition: history.at(-1)?.globalPosition ?? '0', duplicate: false, state, events };
      const { reason, except } = opts.endSessions;
      const sessions = (await activeSessionIds(this.db, userId, ctx.now)).filter((id) => id !== except);
      const requests: AppendRequest[] = [
        { streamId, expectedVersion: version, events },
        ...sessions.map((sessionId) => ({
          streamId: sessionStreamId(sessionId),
          expectedVersion: 'any' as const,
          events: [{ type: 'SessionEnded', data: { sessionId, reason } } satisfies SessionEnded],
        })),
      ];
      try {
        const [r] = await withUniqueNames(() => store.appendMany(requests, meta, appendOptions(env, { inline: this.runtime.inlineHook })));
        return { ...toResult(r), state: events.reduce((s, e) => userDecider.evolve(s, e), state), events };
      } catch (e) {
        if (e instanceof ConcurrencyError && attempt === 0 && opts.expectedVersion === undefined) continue;
        throw e;
      }
    }
  }
}
