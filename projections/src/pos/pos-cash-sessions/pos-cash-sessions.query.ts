import type { CashSessionReport, CashSessionRow, CloseLine, ListCashSessionsQuery, ReportLine } from '@tradedesk/contracts/pos/pos';
import type { PayMethodKind } from '@tradedesk/contracts/pos/pay-methods';
import { Decimal } from 'decimal.js';
import type { Sql } from '../../platform/sql.js';
import { sessionTakings } from '../pos-sales/pos-sales.query.js';
import { sessionReturns } from '../pos-returns/pos-returns.query.js';

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** What the log's row and the report both say of a session: where, its state, who opened and closed it, when. */
const sessionHead = (r: any) => ({
  id: r.id as string,
  registerId: r.register_id as string,
  registerName: r.register_name as string,
  status: r.status as 'open' | 'closed',
  openedAt: iso(r.opened_at)!,
  openedByName: r.opened_name as string,
  closedAt: iso(r.closed_at),
  closedByName: (r.closed_name ?? null) as string | null,
});

/** The open cash session of a register, or null. */
export async function openCashSessionOf(sql: Sql, registerId: string): Promise<string | null> {
  const { rows } = await sql.query<{ id: string }>(`select id from rm.pos_cash_sessions where register_id = $1 and status = 'open'`, [registerId]);
  return rows[0]?.id ?? null;
}

/** Sessions newest first (the cashbox log), with each close's difference per currency. */
export async function listCashSessions(sql: Sql, q: ListCashSessionsQuery): Promise<{ sessions: CashSessionRow[]; total: number }> {
  const params: unknown[] = [];
  let where = '';
  if (q.registerId) {
    params.push(q.registerId);
    where = 'where s.register_id = $1';
  }
  const total = (await sql.query<{ n: number }>(`select count(*)::int as n from rm.pos_cash_sessions s ${where}`, params)).rows[0]!.n;
  params.push(q.limit, (q.page - 1) * q.limit);
  const { rows } = await sql.query<any>(
    `select s.*, coalesce(r.name, '') as register_name, coalesce(o.name, '') as opened_name, c.name as closed_name,
        (select count(*)::int from rm.pos_cash_movements m where m.session_id = s.id) as movements
     from rm.pos_cash_sessions s left join rm.pos_registers r on r.id = s.register_id left join rm.users o on o.id = s.opened_by left join rm.users c on c.id = s.closed_by
     ${where} order by s.opened_at desc, s.id limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return {
    total,
    sessions: rows.map((r) => {
      const byCurrency = new Map<string, Decimal>();
      for (const l of (r.lines ?? []) as CloseLine[]) byCurrency.set(l.currency, (byCurrency.get(l.currency) ?? new Decimal(0)).plus(l.difference));
      return {
        ...sessionHead(r),
        movements: r.movements,
        differences: [...byCurrency].sort(([a], [b]) => a.localeCompare(b)).map(([currency, d]) => ({ currency, amount: d.toFixed() })),
      };
    }),
  };
}

/**
 * A session's report: X while open (what the drawer should hold so far: the float plus cash in
 * minus cash out, per currency, under the session's cash method, plus the takings of its sales
 * per method and currency; nothing counted yet), Z once
 * closed (the close's lines: expected, counted, difference per method and currency).
 */
export async function cashSessionReport(sql: Sql, id: string): Promise<CashSessionReport | null> {
  const { rows } = await sql.query<any>(
    `select s.*, coalesce(r.name, '') as register_name, coalesce(d.name, '') as device_name, coalesce(o.name, '') as opened_name, c.name as closed_name
     from rm.pos_cash_sessions s left join rm.pos_registers r on r.id = s.register_id left join rm.pos_devices d on d.id = s.device_id
       left join rm.users o on o.id = s.opened_by left join rm.users c on c.id = s.closed_by
     where s.id = $1`,
    [id],
  );
  const r = rows[0];
  if (!r) return null;
  const moves = await sql.query<any>(
    `select m.*, coalesce(u.name, '') as by_name from rm.pos_cash_movements m left join rm.users u on u.id = m.by_user where m.session_id = $1 order by m.at, m.id`,
    [id],
  );
  const methods = new Map(
    (await sql.query<{ id: string; name: string; kind: PayMethodKind }>('select id, name, kind from rm.pay_methods')).rows.map((p) => [p.id, p] as const),
  );
  const named = (payMethodId: string) => ({ payMethodName: methods.get(payMethodId)?.name ?? '', kind: methods.get(payMethodId)?.kind ?? ('cash' as PayMethodKind) });
  let lines: ReportLine[];
  if (r.status === 'closed') {
    lines = ((r.lines ?? []) as CloseLine[]).map((l) => ({ ...l, ...named(l.payMethodId) }));
  } else {
    // The drawer (float + in - out) under the cash method, plus what the sales took per method and currency.
    const expected = new Map<string, { payMethodId: string; currency: string; amount: Decimal }>();
    const add = (payMethodId: string, currency: string, amount: Decimal.Value) => {
      const k = `${payMethodId}:${currency}`;
      expected.set(k, { payMethodId, currency, amount: (expected.get(k)?.amount ?? new Decimal(0)).plus(amount) });
    };
    for (const f of r.float as { currency: string; amount: string }[]) add(r.cash_pay_method_id, f.currency, f.amount);
    for (const m of moves.rows) add(r.cash_pay_method_id, m.currency, m.direction === 'in' ? m.amount : new Decimal(m.amount).negated());
    for (const t of await sessionTakings(sql, id)) add(t.payMethodId, t.currency, t.amount);
    const order = (x: { payMethodId: string }) => (x.payMethodId === r.cash_pay_method_id ? '' : (methods.get(x.payMethodId)?.name ?? x.payMethodId));
    lines = [...expected.values()]
      .sort((a, b) => order(a).localeCompare(order(b)) || a.currency.localeCompare(b.currency))
      .map((e) => ({ payMethodId: e.payMethodId, ...named(e.payMethodId), currency: e.currency, expected: e.amount.toFixed(), counted: null, difference: null }));
  }
  return {
    ...sessionHead(r),
    deviceName: r.device_name,
    float: r.float,
    movements: moves.rows.map((m) => ({ id: m.id, direction: m.direction, currency: m.currency, amount: new Decimal(m.amount).toFixed(), reason: m.reason, at: iso(m.at)!, byName: m.by_name })),
    lines,
    returns: await sessionReturns(sql, id),
    note: r.note,
    version: r.version,
  };
}
