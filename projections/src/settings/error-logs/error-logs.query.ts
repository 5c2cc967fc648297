import { redactTokens } from '@tradedesk/contracts/platform/redact';
import type { ErrorLog, ErrorLogList, ListErrorLogsQuery } from '@tradedesk/contracts/settings/error-log';
import type { Sql } from '../../platform/sql.js';

/** Newest first, with the reporter's user name. Reports stored before tokens were redacted on write are redacted here. */
export async function listErrorLogs(sql: Sql, q: ListErrorLogsQuery): Promise<ErrorLogList> {
  const params: unknown[] = [];
  const where: string[] = ['true'];
  if (q.userId) {
    params.push(q.userId);
    where.push(`e.user_id = $${params.length}`);
  }
  if (q.search) {
    params.push(`%${q.search.replace(/[%_\\]/g, '\\$&')}%`);
    where.push(`(e.message ilike $${params.length} or e.url ilike $${params.length})`);
  }
  const w = where.join(' and ');
  const total = await sql.query<{ n: number }>(`select count(*)::int as n from rm.error_logs e where ${w}`, params);
  const { rows } = await sql.query(
    `select e.*, u.username from rm.error_logs e left join rm.users u on u.id = e.user_id
      where ${w} order by e.at desc, e.id limit ${Number(q.limit)} offset ${Number((q.page - 1) * q.limit)}`,
    params,
  );
  const errorLogs: ErrorLog[] = rows.map((r: any) => ({
    id: r.id,
    url: redactTokens(r.url),
    message: redactTokens(r.message),
    stack: redactTokens(r.stack),
    userId: r.user_id,
    username: r.username ?? null,
    userAgent: r.user_agent ?? null,
    at: (r.at instanceof Date ? r.at : new Date(r.at)).toISOString(),
  }));
  return { errorLogs, total: total.rows[0].n };
}
