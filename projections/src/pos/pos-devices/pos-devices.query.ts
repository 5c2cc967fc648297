import { type PosDevice, receiptSeriesOf } from '@tradedesk/contracts/pos/pos';
import type { Sql } from '../../platform/sql.js';

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** Every device, newest first, with its register and who authorised and revoked it. */
export async function listPosDevices(sql: Sql): Promise<{ devices: PosDevice[] }> {
  const { rows } = await sql.query<any>(
    `select d.*, coalesce(r.name, '') as register_name, coalesce(a.name, '') as by_name, v.name as revoked_name
     from rm.pos_devices d left join rm.pos_registers r on r.id = d.register_id left join rm.users a on a.id = d.authorized_by left join rm.users v on v.id = d.revoked_by
     order by d.authorized_at desc`,
  );
  return {
    devices: rows.map((r) => ({
      id: r.id,
      registerId: r.register_id,
      registerName: r.register_name,
      name: r.name,
      userAgent: r.user_agent,
      authorizedAt: iso(r.authorized_at)!,
      authorizedBy: r.by_name,
      revokedAt: iso(r.revoked_at),
      revokedBy: r.revoked_name ?? null,
      revokeReason: r.revoke_reason ?? null,
    })),
  };
}

/** A device by the hash of its token (revoked ones too: the till says "revoked", not "unknown"). */
export async function deviceByTokenHash(sql: Sql, tokenHash: string): Promise<{ id: string; name: string; registerId: string; revoked: boolean } | null> {
  const { rows } = await sql.query<any>('select id, name, register_id, revoked_at from rm.pos_devices where token_hash = $1', [tokenHash]);
  const r = rows[0];
  return r ? { id: r.id, name: r.name, registerId: r.register_id, revoked: r.revoked_at !== null } : null;
}

/** How many devices were ever authorised on a register (revoked ones too). */
export async function devicesOnRegister(sql: Sql, registerId: string): Promise<number> {
  const { rows } = await sql.query<{ n: number }>('select count(*)::int as n from rm.pos_devices where register_id = $1', [registerId]);
  return rows[0]?.n ?? 0;
}

/** A device's receipt series (null: no such device). */
export async function receiptSeriesOfDevice(sql: Sql, deviceId: string): Promise<string | null> {
  const { rows } = await sql.query<{ receipt_series: string | null }>('select receipt_series from rm.pos_devices where id = $1', [deviceId]);
  return rows[0] ? (rows[0].receipt_series ?? receiptSeriesOf({ deviceId })) : null;
}

/** The device (a revoke's decision reads whether it exists). */
export async function getPosDevice(sql: Sql, id: string): Promise<{ id: string; registerId: string; revoked: boolean } | null> {
  const { rows } = await sql.query<any>('select id, register_id, revoked_at from rm.pos_devices where id = $1', [id]);
  return rows[0] ? { id: rows[0].id, registerId: rows[0].register_id, revoked: rows[0].revoked_at !== null } : null;
}

/**
 * A live PIN session by the hash of its token: not ended, not expired at `now`, of a cashier still
 * allowed on the till and not disabled. Null otherwise.
 */
export async function cashierSessionByTokenHash(sql: Sql, tokenHash: string, now: Date): Promise<{ id: string; employeeId: string; name: string; deviceId: string } | null> {
  const { rows } = await sql.query<any>(
    `select s.id, s.employee_id, s.device_id, u.name from rm.pos_cashier_sessions s
       join rm.pos_cashiers c on c.employee_id = s.employee_id and c.allowed
       join rm.users u on u.id = s.employee_id and not u.disabled
     where s.token_hash = $1 and s.ended_at is null and s.expires_at > $2`,
    [tokenHash, now.toISOString()],
  );
  const r = rows[0];
  return r ? { id: r.id, employeeId: r.employee_id, name: r.name, deviceId: r.device_id } : null;
}

/**
 * A PIN session by the hash of its token, ended or not: who it was, on which device, and when it
 * ran (started, ended or null, expiry). A queued sale names the session it was sold under
 * (docs/pos.md "Offline"); null when no session has that token.
 */
export async function cashierSessionHistory(
  sql: Sql,
  tokenHash: string,
): Promise<{ id: string; employeeId: string; deviceId: string; startedAt: string; endedAt: string | null; expiresAt: string } | null> {
  const { rows } = await sql.query<any>(`select id, employee_id, device_id, started_at, ended_at, expires_at from rm.pos_cashier_sessions where token_hash = $1`, [tokenHash]);
  const r = rows[0];
  return r ? { id: r.id, employeeId: r.employee_id, deviceId: r.device_id, startedAt: iso(r.started_at)!, endedAt: iso(r.ended_at), expiresAt: iso(r.expires_at)! } : null;
}
