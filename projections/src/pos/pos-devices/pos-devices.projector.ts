import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { type CashierEvent, POS_DEVICE_EVENT_TYPES, POS_DEVICES_READ_MODEL, type PosDeviceEvent, receiptSeriesOf } from '@tradedesk/contracts/pos/pos';
import type { Projector } from '../../platform/projector.js';

/**
 * rm.pos_devices (authorised browsers, by the hash of their token) and rm.pos_cashier_sessions
 * (PIN sessions, by the hash of theirs), inline: every till call reads them, and a revoke or a
 * sign-out must be refused on the very next call.
 */
export const posDevicesProjector: Projector = {
  name: POS_DEVICES_READ_MODEL,
  version: 1,
  inline: true,
  handles: [...POS_DEVICE_EVENT_TYPES, 'CashierSignedIn', 'CashierSignedOut'],
  tables: ['pos_devices', 'pos_cashier_sessions'],
  async migrate(ctx) {
    const d = ctx.table('pos_devices');
    const s = ctx.table('pos_cashier_sessions');
    await ctx.sql.query(`create table if not exists ${d} (
      id text primary key, register_id text not null, name text not null, token_hash text not null, user_agent text not null default '',
      authorized_at timestamptz not null, authorized_by text not null, revoked_at timestamptz, revoked_by text, revoke_reason text, version int not null)`);
    await ctx.sql.query(`create unique index if not exists pos_devices_token_uq on ${d} (token_hash)`);
    // The receipt series (T1, T2 ...) of a register's devices: two authorised at once cannot take the same one.
    await ctx.sql.query(`alter table ${d} add column if not exists receipt_series text`);
    await ctx.sql.query(`create unique index if not exists pos_devices_series_uq on ${d} (register_id, receipt_series)`);
    await ctx.sql.query(`create table if not exists ${s} (
      id text primary key, employee_id text not null, device_id text not null, register_id text not null, token_hash text not null,
      expires_at timestamptz not null, started_at timestamptz not null, ended_at timestamptz)`);
    await ctx.sql.query(`create unique index if not exists pos_cashier_sessions_token_uq on ${s} (token_hash)`);
  },
  async apply(events, ctx) {
    const d = ctx.table('pos_devices');
    const s = ctx.table('pos_cashier_sessions');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & (PosDeviceEvent | CashierEvent))[]) {
      switch (e.type) {
        case 'PosDeviceAuthorized':
          ids.push(e.data.deviceId);
          await ctx.sql.query(
            `insert into ${d} (id, register_id, name, token_hash, user_agent, authorized_at, authorized_by, version, receipt_series) values ($1,$2,$3,$4,$5,$6,$7,$8,$9) on conflict (id) do nothing`,
            [e.data.deviceId, e.data.registerId, e.data.name, e.data.tokenHash, e.data.userAgent, e.recordedAt, e.metadata.userId, e.streamVersion, receiptSeriesOf(e.data)],
          );
          break;
        case 'PosDeviceRevoked':
          ids.push(e.data.deviceId);
          await ctx.sql.query(`update ${d} set revoked_at = $2, revoked_by = $3, revoke_reason = $4, version = $5 where id = $1 and version < $5`, [
            e.data.deviceId, e.recordedAt, e.metadata.userId, e.data.reason, e.streamVersion,
          ]);
          await ctx.sql.query(`update ${s} set ended_at = $2 where device_id = $1 and ended_at is null`, [e.data.deviceId, e.recordedAt]);
          break;
        case 'CashierSignedIn':
          ids.push(e.data.deviceId);
          await ctx.sql.query(
            `insert into ${s} (id, employee_id, device_id, register_id, token_hash, expires_at, started_at) values ($1,$2,$3,$4,$5,$6,$7) on conflict (id) do nothing`,
            [e.data.posSessionId, e.data.employeeId, e.data.deviceId, e.data.registerId, e.data.tokenHash, e.data.expiresAt, e.recordedAt],
          );
          break;
        case 'CashierSignedOut':
          ids.push(e.data.deviceId);
          await ctx.sql.query(`update ${s} set ended_at = $2 where id = $1 and ended_at is null`, [e.data.posSessionId, e.recordedAt]);
          break;
        default:
          break;
      }
    }
    return ids;
  },
};
