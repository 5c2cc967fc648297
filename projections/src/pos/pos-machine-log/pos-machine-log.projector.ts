import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { type CashierEvent, POS_MACHINE_LOG_READ_MODEL, type PosDeviceEvent } from '@tradedesk/contracts/pos/pos';
import type { Projector } from '../../platform/projector.js';

const LOGGED = ['PosDeviceAuthorized', 'PosDeviceRevoked', 'CashierSignedIn', 'CashierSignedOut', 'CashierPinRefused'] as const;

/** rm.pos_machine_log: what happened on each till device (authorised, revoked, cashier sign-ins and refused PINs), one row per event. */
export const posMachineLogProjector: Projector = {
  name: POS_MACHINE_LOG_READ_MODEL,
  version: 1,
  handles: LOGGED,
  tables: ['pos_machine_log'],
  async migrate(ctx) {
    const t = ctx.table('pos_machine_log');
    await ctx.sql.query(`create table if not exists ${t} (
      position bigint primary key, at timestamptz not null, kind text not null, device_id text not null, register_id text not null,
      by_user text not null, detail text not null default '')`);
    await ctx.sql.query(`create index if not exists pos_machine_log_device_ix on ${t} (device_id, position desc)`);
  },
  async apply(events, ctx) {
    const t = ctx.table('pos_machine_log');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & (PosDeviceEvent | CashierEvent))[]) {
      const row =
        e.type === 'PosDeviceAuthorized' ? { kind: 'authorized', by: e.metadata.userId, detail: e.data.name }
        : e.type === 'PosDeviceRevoked' ? { kind: 'revoked', by: e.metadata.userId, detail: e.data.reason }
        : e.type === 'CashierSignedIn' ? { kind: 'signed_in', by: e.data.employeeId, detail: '' }
        : e.type === 'CashierSignedOut' ? { kind: 'signed_out', by: e.data.employeeId, detail: '' }
        : e.type === 'CashierPinRefused' ? { kind: 'pin_refused', by: e.data.employeeId, detail: `${e.data.failures}${e.data.locked ? ' locked' : ''}` }
        : null;
      if (!row || !('deviceId' in e.data)) continue;
      ids.push(e.data.deviceId);
      await ctx.sql.query(`insert into ${t} (position, at, kind, device_id, register_id, by_user, detail) values ($1,$2,$3,$4,$5,$6,$7) on conflict (position) do nothing`, [
        e.globalPosition, e.recordedAt, row.kind, e.data.deviceId, e.data.registerId, row.by, row.detail,
      ]);
    }
    return ids;
  },
};
