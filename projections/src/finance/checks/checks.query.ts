import { type Check, type CheckChoices, type CheckChoicesQuery, type CheckList, type CheckReceived, type ListChecksQuery, OPEN_CHECK_STATES } from '@tradedesk/contracts/finance/checks';
import { addDays } from '@tradedesk/contracts/platform/company-time';
import { Decimal } from 'decimal.js';
import type { Sql } from '../../platform/sql.js';

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
const dec = (v: string | number | null) => new Decimal(v ?? 0).toFixed();

const SELECT = `select c.*, c.issue_date::text as issue_day, c.due_date::text as due_day, c.date::text as day, c.state_date::text as state_day,
       coalesce(case when c.party_type = 'customer' then cu.name else su.name end, '') as party_name,
       coalesce(a.name, '') as account_name, coalesce(es.name, '') as endorsed_name
  from rm.checks c
  left join rm.customers cu on c.party_type = 'customer' and cu.id = c.party_id
  left join rm.suppliers su on c.party_type = 'supplier' and su.id = c.party_id
  left join rm.money_accounts a on a.id = c.account_id
  left join rm.suppliers es on es.id = c.endorsed_to`;

function toCheck(r: any): Check {
  return {
    id: r.id,
    direction: r.direction,
    state: r.state,
    number: r.number,
    bank: r.bank,
    drawer: r.drawer,
    amount: dec(r.amount),
    currency: r.currency,
    issueDate: r.issue_day,
    dueDate: r.due_day,
    date: r.day,
    partyType: r.party_type,
    partyId: r.party_id,
    partyName: r.party_name,
    accountId: r.account_id,
    accountName: r.account_name,
    endorsedTo: r.endorsed_to,
    endorsedToName: r.endorsed_name,
    stateDate: r.state_day,
    reason: r.reason,
    memo: r.memo,
    source: r.source ?? null,
    userId: r.user_id,
    recordedAt: iso(r.recorded_at),
    updatedAt: iso(r.updated_at),
    version: r.version,
  };
}

/**
 * The /finance/checkTransfer list, soonest due first: filtered by direction, state and words
 * (number, bank, drawer, party); the due-date view keeps the checks still waiting for their money
 * (portfolio, deposited, issued) that are overdue (due before `today`) or due from today to
 * `today + days`. Totals per direction and currency of the checks listed.
 */
export async function listChecks(sql: Sql, q: ListChecksQuery, today: string): Promise<CheckList> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (cond: (n: string) => string, v: unknown) => {
    params.push(v);
    where.push(cond(`$${params.length}`));
  };
  if (q.direction) add((n) => `c.direction = ${n}`, q.direction);
  if (q.state) add((n) => `c.state = ${n}`, q.state);
  if (q.due !== 'all') add((n) => `c.state = any(${n}::text[])`, OPEN_CHECK_STATES);
  if (q.due === 'overdue') add((n) => `c.due_date < ${n}::date`, today);
  if (q.due === 'soon') {
    add((n) => `c.due_date >= ${n}::date`, today);
    add((n) => `c.due_date <= ${n}::date`, addDays(today, q.days));
  }
  if (q.search) {
    add(
      (n) =>
        `(lower(c.number) like ${n} or lower(c.bank) like ${n} or lower(c.drawer) like ${n} or lower(c.memo) like ${n}
          or lower(coalesce(case when c.party_type = 'customer' then cu.name else su.name end, '')) like ${n})`,
      `%${q.search.toLowerCase()}%`,
    );
  }
  const filtered = `${SELECT} ${where.length ? `where ${where.join(' and ')}` : ''}`;
  const { rows: totals } = await sql.query<{ direction: 'received' | 'issued'; currency: string; n: number; amount: string }>(
    `select direction, currency, count(*)::int as n, sum(amount)::text as amount from (${filtered}) f group by direction, currency order by direction desc, currency`,
    params,
  );
  const page = [...params, q.limit, (q.page - 1) * q.limit];
  const { rows } = await sql.query<any>(`${filtered} order by c.due_date, c.recorded_at, c.id limit $${page.length - 1} offset $${page.length}`, page);
  return {
    checks: rows.map(toCheck),
    total: totals.reduce((n, t) => n + t.n, 0),
    today,
    totals: totals.map((t) => ({ direction: t.direction, currency: t.currency, count: t.n, amount: dec(t.amount) })),
  };
}

/** One check with its party's and accounts' names, or null. */
export async function getCheck(sql: Sql, id: string): Promise<Check | null> {
  const { rows } = await sql.query<any>(`${SELECT} where c.id = $1`, [id]);
  return rows[0] ? toCheck(rows[0]) : null;
}

/** What the check screens pick from: active customers and suppliers matching the words (first 50 each), and the bank accounts. */
export async function checkChoices(sql: Sql, q: CheckChoicesQuery): Promise<CheckChoices> {
  const like = `%${(q.search ?? '').toLowerCase()}%`;
  const party = (table: string) =>
    sql.query<{ id: string; code: string; name: string; currency: string }>(
      `select id, code, name, currency from rm.${table} where status = 'active' and (lower(name) like $1 or lower(code) like $1) order by lower(name), id limit 50`,
      [like],
    );
  const [customers, suppliers, accounts] = await Promise.all([
    party('customers'),
    party('suppliers'),
    sql.query<{ id: string; name: string; currency: string; bankName: string }>(`select id, name, currency, bank_name as "bankName" from rm.money_accounts where kind = 'bank' order by lower(name), id`),
  ]);
  return { customers: customers.rows, suppliers: suppliers.rows, accounts: accounts.rows };
}

/**
 * The receipt of a cheque a sale payment took (source set), as its row says, to be written on the
 * cheque's own stream at its first move; null for any other cheque.
 */
export async function checkOrigin(sql: Sql, id: string): Promise<CheckReceived['data'] | null> {
  const { rows } = await sql.query<any>(
    `select c.*, c.issue_date::text as issue_day, c.due_date::text as due_day, c.date::text as day from rm.checks c where c.id = $1 and c.source is not null and c.direction = 'received'`,
    [id],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    checkId: r.id, number: r.number, bank: r.bank, drawer: r.drawer, amount: dec(r.amount), currency: r.currency, issueDate: r.issue_day, dueDate: r.due_day,
    memo: r.memo, date: r.day, customerId: r.party_id, source: r.source,
  };
}
