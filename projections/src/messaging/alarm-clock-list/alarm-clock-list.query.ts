import type { AlarmClock, AlarmList, ListAlarmsQuery } from '@tradedesk/contracts/messaging/alarm-clock';
import { toIsoInstant } from '@tradedesk/contracts/messaging/alarm-clock';
import type { Sql } from '../../platform/sql.js';

/** The alarm list of one user, as GET /be/api/alarm-clock/alarms answers it. */
export async function listAlarms(sql: Sql, ownerId: string, q: ListAlarmsQuery): Promise<AlarmList> {
  const where: string[] = ['owner_id = $1', 'not deleted'];
  const params: unknown[] = [ownerId];
  const add = (cond: string, v: unknown) => {
    params.push(v);
    where.push(cond.replace('?', `$${params.length}`));
  };
  if (q.startDate) add('remind_at >= ?', toIsoInstant(q.startDate));
  if (q.endDate) add('remind_at <= ?', toIsoInstant(q.endDate));
  if (q.closeTime === '0') where.push('closed_at is null');
  if (q.closeTime === '1') where.push('closed_at is not null');
  if (q.searchWord) {
    params.push(`%${q.searchWord.replace(/[%_\\]/g, '\\$&')}%`, q.searchWord);
    where.push(`(content ilike $${params.length - 1} or so_id = $${params.length} or po_id = $${params.length})`);
  }
  const orderCol = q.orderBy === 'createdAt' ? 'created_at' : 'remind_at';
  const dir = q.order.toLowerCase() === 'asc' ? 'asc' : 'desc';
  const offset = q.offset ?? (q.page ? (q.page - 1) * q.limit : 0);
  const whereSql = where.join(' and ');
  const total = await sql.query<{ n: number }>(`select count(*)::int as n from rm.alarm_clocks where ${whereSql}`, params);
  const rows = q.limit === 0 ? { rows: [] } : await sql.query<any>(
    `select id, content, remind_at, closed_at, so_id, po_id, created_at, version from rm.alarm_clocks
      where ${whereSql} order by ${orderCol} ${dir}, id limit ${Number(q.limit)} offset ${Number(offset)}`,
    params,
  );
  return { alarmClocks: rows.rows.map(toAlarm), total: total.rows[0].n };
}

function iso(v: Date | string): string {
  return v instanceof Date ? v.toISOString() : new Date(v).toISOString();
}

function toAlarm(r: any): AlarmClock {
  return {
    id: r.id,
    content: r.content,
    remindAt: iso(r.remind_at),
    closeTime: r.closed_at ? Math.floor(new Date(r.closed_at).getTime() / 1000) : 0,
    saleOrder: r.so_id ? { soId: r.so_id } : null,
    purchaseOrder: r.po_id ? { poId: r.po_id } : null,
    createdAt: iso(r.created_at),
    version: r.version,
  };
}
