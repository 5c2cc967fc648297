import type { MachineLogEntry, MachineLogQuery } from '@tradedesk/contracts/pos/pos';
import type { Sql } from '../../platform/sql.js';

/** The machine log, newest first, with device, register and person names. */
export async function machineLog(sql: Sql, q: MachineLogQuery): Promise<{ entries: MachineLogEntry[]; total: number }> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (q.registerId) where.push(`l.register_id = $${params.push(q.registerId)}`);
  if (q.deviceId) where.push(`l.device_id = $${params.push(q.deviceId)}`);
  const w = where.length ? `where ${where.join(' and ')}` : '';
  const total = (await sql.query<{ n: number }>(`select count(*)::int as n from rm.pos_machine_log l ${w}`, params)).rows[0]!.n;
  params.push(q.limit, (q.page - 1) * q.limit);
  const { rows } = await sql.query<any>(
    `select l.*, coalesce(d.name, '') as device_name, coalesce(r.name, '') as register_name, coalesce(u.name, '') as by_name
     from rm.pos_machine_log l left join rm.pos_devices d on d.id = l.device_id left join rm.pos_registers r on r.id = l.register_id left join rm.users u on u.id = l.by_user
     ${w} order by l.position desc limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return {
    total,
    entries: rows.map((r) => ({
      position: String(r.position),
      at: new Date(r.at).toISOString(),
      kind: r.kind,
      deviceId: r.device_id,
      deviceName: r.device_name,
      registerId: r.register_id,
      registerName: r.register_name,
      byName: r.by_name,
      detail: r.detail,
    })),
  };
}
