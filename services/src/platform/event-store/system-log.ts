import { dayEnd, dayStart } from '@tradedesk/contracts/platform/company-time';
import { SECRET_FIELDS, type SystemLog, type SystemLogQuery } from '@tradedesk/contracts/settings/system-log';
import { usernamesById } from '@tradedesk/projections/identity/users/users.query';
import type { Sql } from '@tradedesk/projections/platform/sql';
import { readCompanySetting } from '@tradedesk/projections/settings/company-settings/company-settings.query';
import type { EventStore } from './event-store.js';
import type { UpcasterRegistry } from './upcasters.js';

const COUNT_CAP = 10_000;

/**
 * An instant from the query: ISO, ten-digit seconds, or a date. A date is a business day of the
 * company (midnight at its SystemTimeZone offset); `endOfDay` moves it to the next midnight.
 */
export function instantOf(v: string, offsetHours: number, endOfDay: boolean): { at: Date; exclusive: boolean } {
  if (/^\d{10}$/.test(v)) return { at: new Date(Number(v) * 1000), exclusive: false };
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) {
    return endOfDay ? { at: dayEnd(v, offsetHours), exclusive: true } : { at: dayStart(v, offsetHours), exclusive: false };
  }
  return { at: new Date(v), exclusive: false };
}

export function redact(data: unknown): Record<string, unknown> {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { value: data };
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) if (!(SECRET_FIELDS as readonly string[]).includes(k)) out[k] = v;
  return out;
}

/**
 * Who did what, when: the event log itself, newest first, each event with its actor
 * (metadata.userId) and the actor's user name. Secrets (hashes) never leave the server.
 */
export async function readSystemLog(sql: Sql, q: SystemLogQuery, opts: { offsetHours: number; upcasters: UpcasterRegistry }): Promise<SystemLog> {
  const where: string[] = ['true'];
  const params: unknown[] = [];
  const add = (cond: string, v: unknown) => {
    params.push(v);
    where.push(cond.replaceAll('{}', `$${params.length}`));
  };
  if (q.userId) add(`e.metadata->>'userId' = {}`, q.userId);
  const types = q.type?.split(',').filter(Boolean);
  if (types?.length) add('e.type = any({}::text[])', types);
  if (q.streamId) add('e.stream_id = {}', q.streamId);
  if (q.from) add('e.recorded_at >= {}', instantOf(q.from, opts.offsetHours, false).at.toISOString());
  if (q.to) {
    const to = instantOf(q.to, opts.offsetHours, true);
    add(`e.recorded_at ${to.exclusive ? '<' : '<='} {}`, to.at.toISOString());
  }
  const w = where.join(' and ');
  const count = await sql.query<{ n: number }>(`select count(*)::int as n from (select 1 from es.events e where ${w} limit ${COUNT_CAP + 1}) t`, params);
  const { rows } = await sql.query<{ pos: string; recorded_at: Date | string; type: string; sv: number; stream_id: string; user_id: string | null; data: unknown }>(
    `select e.global_position::text as pos, e.recorded_at, e.type, e.schema_version as sv, e.stream_id, e.metadata->>'userId' as user_id, e.data
       from es.events e
      where ${w} order by e.global_position desc limit ${Number(q.limit)} offset ${Number((q.page - 1) * q.limit)}`,
    params,
  );
  // The log is the event store; actors' names come from the users read model, one page at a time.
  const usernames = await usernamesById(sql, [...new Set(rows.map((r) => r.user_id).filter((id): id is string => Boolean(id)))]);
  const n = count.rows[0].n;
  return {
    logs: rows.map((r) => ({
      position: r.pos,
      at: (r.recorded_at instanceof Date ? r.recorded_at : new Date(r.recorded_at)).toISOString(),
      type: r.type,
      streamId: r.stream_id,
      userId: r.user_id ?? '',
      username: r.user_id ? (usernames.get(r.user_id) ?? null) : null,
      data: redact(opts.upcasters.upcast(r.type, r.sv, r.data).data),
    })),
    total: Math.min(n, COUNT_CAP),
    totalCapped: n > COUNT_CAP,
  };
}

/**
 * The System log page's reader, injectable, so its controller reads the event log without holding
 * the event store (like DocumentHistory): dates are business days of the company's time zone, and
 * old events are shown in today's shape (the store's upcasters).
 */
export class SystemLogReader {
  constructor(
    private readonly store: Pick<EventStore, 'upcasters'>,
    private readonly sql: Sql,
  ) {}

  async read(q: SystemLogQuery): Promise<SystemLog> {
    const offsetHours = await readCompanySetting(this.sql, 'SystemTimeZone');
    return readSystemLog(this.sql, q, { offsetHours, upcasters: this.store.upcasters });
  }
}
