import { randomUUID } from 'node:crypto';
import type { CommandResult, EventMetadata, NewEvent } from '@tradedesk/contracts/platform/events';
import { ProjectionRefusal } from '@tradedesk/projections/platform/projector';
import { ConcurrencyError, DomainError } from '../event-store/errors.js';
import type { AppendOptions, AppendRequest, AppendResult, CommandKey, EventStore } from '../event-store/event-store.js';
import { type DecideContext, type Decider, fold } from './decider.js';

/** Who is asking, and the ids that tie the resulting events to the request. */
export interface CommandEnvelope {
  userId: string;
  commandId?: string;
  correlationId?: string;
  causationId?: string;
  storeId?: string;
  warehouseId?: string;
  /** Fingerprint of the HTTP request (method, route, parameters, body): see request-fingerprint.ts. */
  requestHash?: string;
}

/** The key under which the store records this command, when the client named it. */
export function commandKey(env: CommandEnvelope): CommandKey | null {
  return env.commandId ? { userId: env.userId, commandId: env.commandId, requestHash: env.requestHash } : null;
}

/** Append options that carry the request's fingerprint along with its command id. */
export function appendOptions(env: CommandEnvelope, opts: AppendOptions = {}): AppendOptions {
  return env.requestHash ? { ...opts, requestHash: env.requestHash } : opts;
}

export interface RuntimeDeps {
  store: EventStore;
  /** Inline projections for these events, run in the append's transaction. */
  inline?: AppendOptions['inline'];
  clock?: () => Date;
  newId?: () => string;
}

export function metadataOf(env: CommandEnvelope, newId: () => string): EventMetadata {
  const commandId = env.commandId ?? newId();
  return {
    userId: env.userId,
    commandId,
    correlationId: env.correlationId ?? commandId,
    causationId: env.causationId ?? commandId,
    ...(env.storeId ? { storeId: env.storeId } : {}),
    ...(env.warehouseId ? { warehouseId: env.warehouseId } : {}),
  };
}

/**
 * The whole of a command handler's job: load the stream, decide, append with the expected
 * version; on a version conflict re-read and decide once more (the command may still be valid
 * on the newer state); a second conflict goes back to the caller as 409.
 */
export class CommandRuntime {
  readonly clock: () => Date;
  readonly newId: () => string;

  constructor(private readonly deps: RuntimeDeps) {
    this.clock = deps.clock ?? (() => new Date());
    this.newId = deps.newId ?? randomUUID;
  }

  get store() {
    return this.deps.store;
  }

  /** Inline projections, for handlers that append through the store directly. */
  get inlineHook() {
    return this.deps.inline;
  }

  context(env: CommandEnvelope): DecideContext {
    return { now: this.clock(), userId: env.userId, newId: this.newId };
  }

  async run<C, S, E extends NewEvent>(
    decider: Decider<C, S, E>,
    streamId: string,
    /** The command, or how to make it from the current state (when it needs facts the state names). */
    command: C | ((state: S) => C | Promise<C>),
    env: CommandEnvelope,
    opts: { within?: AppendOptions['within']; expectedVersion?: number } = {},
  ): Promise<CommandResult & { state: S; events: E[] }> {
    const meta = metadataOf(env, this.newId);
    const prior = await this.prior(env);
    if (prior) return { ...toResult(prior[0]), state: await this.load(decider, streamId), events: [] };
    for (let attempt = 0; ; attempt++) {
      try {
        const { version, events: history } = await this.deps.store.readStream(streamId);
        // A client that names the version it edited gets a 409 instead of a silent merge.
        if (opts.expectedVersion !== undefined && opts.expectedVersion !== version) {
          throw new ConcurrencyError(streamId, opts.expectedVersion, version);
        }
        const state = fold(decider, history as any);
        const cmd = typeof command === 'function' ? await (command as (state: S) => C | Promise<C>)(state) : command;
        const events = decider.decide(cmd, state, this.context(env));
        // A command that changes nothing is not recorded: its retry decides again, and changes
        // nothing again unless the state moved on (then applying it is what the user asked for).
        if (events.length === 0) {
          return { streamId, streamVersion: version, globalPosition: history.at(-1)?.globalPosition ?? '0', duplicate: false, state, events };
        }
        const r = await this.deps.store.append(streamId, version, events, meta, appendOptions(env, { inline: this.deps.inline, within: opts.within }));
        return { ...toResult(r), state: events.reduce((s, e) => decider.evolve(s, e), state), events };
      } catch (e) {
        const raced = await this.priorAfter(e, env);
        if (raced) return { ...toResult(raced[0]), state: await this.load(decider, streamId), events: [] };
        if (e instanceof ConcurrencyError && attempt === 0 && opts.expectedVersion === undefined) continue;
        throw e;
      }
    }
  }

  /**
   * One command over several streams, all or nothing: each stream is decided on its own state
   * (`command(state, streamId)`), then every event is appended in one transaction with each
   * stream's expected version; a version conflict re-reads and decides once more. Streams the
   * command leaves unchanged are not written. A retried command id answers its first results.
   * `command` also sees the stream's version (for a command that names the version its client
   * saw of each stream).
   */
  async runEach<C, S, E extends NewEvent>(
    decider: Decider<C, S, E>,
    streamIds: readonly string[],
    command: (state: S, streamId: string, version: number) => C,
    env: CommandEnvelope,
  ): Promise<{ results: AppendResult[]; duplicate: boolean }> {
    const unique = [...new Set(streamIds)];
    return this.once(
      env,
      async () => {
        for (let attempt = 0; ; attempt++) {
          const requests: AppendRequest[] = [];
          const ctx = this.context(env);
          for (const streamId of unique) {
            const { version, events } = await this.deps.store.readStream(streamId);
            const state = fold(decider, events as any);
            const decided = decider.decide(command(state, streamId, version), state, ctx);
            if (decided.length) requests.push({ streamId, expectedVersion: version, events: decided });
          }
          if (requests.length === 0) return { results: [] as AppendResult[], duplicate: false as boolean };
          try {
            const results = await this.deps.store.appendMany(requests, metadataOf(env, this.newId), appendOptions(env, { inline: this.deps.inline }));
            return { results, duplicate: false };
          } catch (e) {
            if (e instanceof ConcurrencyError && attempt === 0) continue;
            throw e;
          }
        }
      },
      (prior) => ({ results: prior, duplicate: true }),
    );
  }

  /**
   * Applies a command once per command id: a command id applied before answers `replay(first
   * answer)`, and so does a refusal when the command got applied meanwhile (a retry racing its
   * original). For handlers that append through the store themselves.
   */
  async once<T>(env: CommandEnvelope, apply: () => Promise<T>, replay: (prior: AppendResult[]) => T | Promise<T>): Promise<T> {
    const prior = await this.prior(env);
    if (prior) return replay(prior);
    try {
      return await apply();
    } catch (e) {
      const raced = await this.priorAfter(e, env);
      if (raced) return replay(raced);
      throw e;
    }
  }

  /** The first answer of this command when the client's command id was applied before, or null. */
  prior(env: CommandEnvelope): Promise<AppendResult[] | null> {
    const key = commandKey(env);
    return key ? this.deps.store.findCommand(key) : Promise.resolve(null);
  }

  /**
   * After a refusal: the first answer of this command if it was applied meanwhile, or null. A
   * retry racing its original passes the first look-up, then finds the stream moved on (409) or
   * the change already made (a rule refuses it); the original's answer is the right one.
   */
  async priorAfter(e: unknown, env: CommandEnvelope): Promise<AppendResult[] | null> {
    if (!(e instanceof ConcurrencyError || e instanceof DomainError || e instanceof ProjectionRefusal)) return null;
    return this.prior(env);
  }

  async load<S>(decider: Pick<Decider<unknown, S, any>, 'initialState' | 'evolve'>, streamId: string): Promise<S> {
    const { events } = await this.deps.store.readStream(streamId);
    return fold(decider, events as any);
  }
}

export function toResult(r: AppendResult): CommandResult {
  return { streamId: r.streamId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate };
}
