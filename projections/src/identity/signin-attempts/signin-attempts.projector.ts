import { SIGN_IN_EVENT_TYPES, type SignInEvent } from '@tradedesk/contracts/identity/sign-in';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';

/** Attempts older than this are no use for throttling; the projector forgets them. */
const KEEP_HOURS = 24;

/**
 * rm.signin_attempts, inline: the next sign-in must see the failure just recorded. One row per
 * event, keyed by its global position (a replay inserts nothing twice). Pruning is driven by the
 * event's own time, so a rebuild ends with the same rows.
 */
export const signInAttemptsProjector: Projector = {
  name: 'signin-attempts',
  version: 1,
  inline: true,
  handles: SIGN_IN_EVENT_TYPES,
  tables: ['signin_attempts'],
  async migrate(ctx) {
    const t = ctx.table('signin_attempts');
    await ctx.sql.query(`create table if not exists ${t} (
      pos bigint primary key,
      username_key text,
      address text,
      ok boolean not null,
      at timestamptz not null
    )`);
    await ctx.sql.query(`create index if not exists signin_attempts_user_ix on ${t} (username_key, at desc)`);
    await ctx.sql.query(`create index if not exists signin_attempts_address_ix on ${t} (address, at desc) where not ok`);
  },
  async apply(events, ctx) {
    const t = ctx.table('signin_attempts');
    for (const e of events as (StoredEvent & SignInEvent)[]) {
      switch (e.type) {
        case 'SignInFailed':
        case 'SignInSucceeded':
          await ctx.sql.query(`insert into ${t} (pos, username_key, address, ok, at) values ($1,$2,$3,$4,$5) on conflict (pos) do nothing`, [
            e.globalPosition,
            e.data.usernameKey,
            e.data.address,
            e.type === 'SignInSucceeded',
            e.data.at,
          ]);
          await ctx.sql.query(`delete from ${t} where at < $1::timestamptz - interval '${KEEP_HOURS} hours'`, [e.data.at]);
          break;
        default: {
          const _exhaustive: never = e;
          throw new Error(`unhandled ${(_exhaustive as StoredEvent).type}`);
        }
      }
    }
    return [];
  },
};
