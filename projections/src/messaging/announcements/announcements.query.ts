import type { Announcement, AnnouncementsQuery } from '@tradedesk/contracts/messaging/announcements';
import type { Sql } from '../../platform/sql.js';

/** Newest first; with `after`, only those after that position. */
export async function listAnnouncements(sql: Sql, q: AnnouncementsQuery): Promise<Announcement[]> {
  const { rows } = await sql.query<any>(
    `select a.position::text, a.kind, a.ref_id, a.number, a.customer_name, a.total::text, a.currency, a.user_id, u.username, a.at
       from rm.announcements a left join rm.users u on u.id = a.user_id
      where ($1::bigint is null or a.position > $1::bigint) order by a.position desc limit ${Number(q.limit)}`,
    [q.after ?? null],
  );
  return rows.map((r) => ({
    position: r.position, kind: r.kind, refId: r.ref_id, number: r.number, customerName: r.customer_name, total: r.total, currency: r.currency,
    userId: r.user_id, username: r.username ?? null, at: new Date(r.at).toISOString(),
  }));
}
