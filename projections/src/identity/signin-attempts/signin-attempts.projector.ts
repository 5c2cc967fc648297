import { SIGN_IN_EVENT_TYPES, SIGN_IN_POLICY, type SignInEvent } from '@tradedesk/contracts/identity/sign-in';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';

/** Failures older than this are no use for throttling; successes are kept for `knownAddressDays`. */
const KEEP_FAILURES_HOURS = 24;

/**
 * rm.signin_attempts, inline: the next attempt must see the one just reserved. One row per
 * attempt, keyed by the global position of its SignInAttempted: attempts of one throttle key are
 * reserved under a lock, so their positions are in the order the throttle granted them, live and
 * in a rebuild alike. `state` is 'pending' until the outcome arrives. A SignInFailed /
 * SignInSucceeded of schema v1 (no attempt) is a row of its own, without a name (the upcaster drops
 * the plain name those carried). Pruning is driven by the event's own time, so a rebuild ends
 * with the same rows.
 */
export const signInAttemptsProjector: Projector = {
  name: 'signin-attempts',
  version: 2,
  inline: true,
  handles: SIGN_IN_EVENT_TYPES,
  tables: ['signin_attempts'],
  async migrate(ctx) {
    const t = ctx.table('signin_attempts');
    await ctx.sql.query(`create table if not exists ${t} (
      pos bigint primary key,
      attempt_id text unique,
      name_key text,
      address text,
      state text not null,
      at timestamptz not null
    )`);
    await ctx.sql.query(`create index if not exists signin_attempts_name_ix on ${t} (name_key, pos desc)`);
    await ctx.sql.query(`create index if not exists signin_attempts_address_ix on ${t} (address, pos desc)`);
  },
  async apply(events, ctx) {
    const t = ctx.table('signin_attempts');
    const insert = (e: StoredEvent, d: { attemptId: string | null; nameKey: string | null; address: string | null; at: string }, state: string) =>
      ctx.sql.query(`insert into ${t} (pos, attempt_id, name_key, address, state, at) values ($1,$2,$3,$4,$5,$6) on conflict (pos) do nothing`, [
        e.globalPosition,
        d.attemptId,
        d.nameKey,
        d.address,
        state,
        d.at,
      ]);
    for (const e of events as (StoredEvent & SignInEvent)[]) {
      switch (e.type) {
        case 'SignInAttempted':
          await insert(e, e.data, 'pending');
          break;
        case 'SignInFailed':
        case 'SignInSucceeded': {
          const state = e.type === 'SignInFailed' ? 'failed' : 'ok';
          if (e.data.attemptId === null) await insert(e, e.data, state);
          else await ctx.sql.query(`update ${t} set state = $2 where attempt_id = $1`, [e.data.attemptId, state]);
          break;
        }
        default: {
          const _exhaustive: never = e;
          throw new Error(`unhandled ${(_exhaustive as StoredEvent).type}`);
        }
      }
      await ctx.sql.query(
        `delete from ${t} where at < $1::timestamptz - make_interval(hours => case when state = 'ok' then $2::int * 24 else $3::int end)`,
        [e.data.at, SIGN_IN_POLICY.knownAddressDays + 1, KEEP_FAILURES_HOURS],
      );
    }
    return [];
  },
};
