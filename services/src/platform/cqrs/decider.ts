import type { NewEvent, StoredEvent } from '@tradedesk/contracts/platform/events';

/** What a decider may know besides the command and the state: passed in, never looked up. */
export interface DecideContext {
  now: Date;
  userId: string;
  /** Deterministic in tests; random UUIDs in the app. */
  newId: () => string;
}

/** An event as evolve sees it: the stored one or, in tests, just type and data. */
export type EvolveEvent<E extends NewEvent> = E | (StoredEvent & E);

/**
 * A use case's domain logic, pure: decide(command, state) -> events (or throws a DomainError),
 * evolve(state, event) -> state, and the state of a stream that has no events.
 */
export interface Decider<C, S, E extends NewEvent> {
  initialState: () => S;
  decide(command: C, state: S, ctx: DecideContext): E[];
  evolve(state: S, event: EvolveEvent<E>): S;
}

export function fold<S, E extends NewEvent>(decider: Pick<Decider<unknown, S, E>, 'initialState' | 'evolve'>, events: readonly EvolveEvent<E>[]): S {
  return events.reduce((s, e) => decider.evolve(s, e), decider.initialState());
}

/** The decide functions of a decider, one per command type (docs/adding-a-use-case.md). */
export type DecideFunctions<C extends { type: string }, S, E> = {
  [K in C['type']]: (command: Extract<C, { type: K }>, state: S, ctx: DecideContext) => E[];
};

/**
 * A decider's `decide`, made of one decide function per command type: it only dispatches, so
 * each rule lives in the use-case folder named after its command. A command type without its
 * function fails the typecheck.
 */
export function decideByType<C extends { type: string }, S, E>(fns: DecideFunctions<C, S, E>): (command: C, state: S, ctx: DecideContext) => E[] {
  return (command, state, ctx) => (fns[command.type as C['type']] as (c: C, s: S, ctx: DecideContext) => E[])(command, state, ctx);
}
