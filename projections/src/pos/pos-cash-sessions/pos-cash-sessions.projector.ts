import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { CASH_SESSION_EVENT_TYPES, type CashSessionEvent, POS_CASH_SESSIONS_READ_MODEL } from '@tradedesk/contracts/pos/pos';
import type { Projector } from '../../platform/projector.js';

/**
 * rm.pos_cash_sessions and rm.pos_cash_movements: the cashbox log (docs/pos.md), inline: the
 * partial unique index lets one cash session be open per register, so of two opens racing on one
 * register exactly one commits (the other's append is rolled back: 409 cash_session_exists).
 */
export const posCashSessionsProjector: Projector = {
  name: POS_CASH_SESSIONS_READ_MODEL,
  version: 1,
  inline: true,
  handles: CASH_SESSION_EVENT_TYPES,
  tables: ['pos_cash_sessions', 'pos_cash_movements'],
  async migrate(ctx) {
    const s = ctx.table('pos_cash_sessions');
    const m = ctx.table('pos_cash_movements');
    await ctx.sql.query(`create table if not exists ${s} (
      id text primary key, register_id text not null, device_id text not null, cash_pay_method_id text not null, status text not null,
      float jsonb not null, lines jsonb, note text not null default '',
      opened_at timestamptz not null, opened_by text not null, closed_at timestamptz, closed_by text, version int not null)`);
    await ctx.sql.query(`create unique index if not exists pos_cash_sessions_open_uq on ${s} (register_id) where status = 'open'`);
    await ctx.sql.query(`create index if not exists pos_cash_sessions_register_ix on ${s} (register_id, opened_at desc)`);
    await ctx.sql.query(`create table if not exists ${m} (
      id text primary key, session_id text not null, direction text not null, currency text not null, amount numeric not null,
      reason text not null, at timestamptz not null, by_user text not null)`);
    await ctx.sql.query(`create index if not exists pos_cash_movements_session_ix on ${m} (session_id, at)`);
  },
  async apply(events, ctx) {
    const s = ctx.table('pos_cash_sessions');
    const m = ctx.table('pos_cash_movements');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & CashSessionEvent)[]) {
      ids.push(e.data.sessionId);
      switch (e.type) {
        case 'CashSessionOpened':
          await ctx.sql.query(
            `insert into ${s} (id, register_id, device_id, cash_pay_method_id, status, float, opened_at, opened_by, version) values ($1,$2,$3,$4,'open',$5,$6,$7,$8) on conflict (id) do nothing`,
            [e.data.sessionId, e.data.registerId, e.data.deviceId, e.data.cashPayMethodId, JSON.stringify(e.data.float), e.recordedAt, e.metadata.userId, e.streamVersion],
          );
          break;
        case 'CashSessionCashMoved':
          // at: when it happened on the till (a movement queued offline is recorded later; events before movedAt existed: recordedAt).
          await ctx.sql.query(`insert into ${m} (id, session_id, direction, currency, amount, reason, at, by_user) values ($1,$2,$3,$4,$5,$6,$7,$8) on conflict (id) do nothing`, [
            e.data.movementId, e.data.sessionId, e.data.direction, e.data.currency, e.data.amount, e.data.reason, e.data.movedAt ?? e.recordedAt, e.metadata.userId,
          ]);
          await ctx.sql.query(`update ${s} set version = $2 where id = $1 and version < $2`, [e.data.sessionId, e.streamVersion]);
          break;
        case 'CashSessionClosed':
          await ctx.sql.query(`update ${s} set status = 'closed', lines = $2, note = $3, closed_at = $4, closed_by = $5, version = $6 where id = $1 and version < $6`, [
            e.data.sessionId, JSON.stringify(e.data.lines), e.data.note, e.recordedAt, e.metadata.userId, e.streamVersion,
          ]);
          break;
        case 'CashSessionPosted':
          // The postings themselves are the account ledger's (finance/account-postings).
          await ctx.sql.query(`update ${s} set version = $2 where id = $1 and version < $2`, [e.data.sessionId, e.streamVersion]);
          break;
        default: {
          const _exhaustive: never = e;
          void _exhaustive;
        }
      }
    }
    return ids;
  },
};
