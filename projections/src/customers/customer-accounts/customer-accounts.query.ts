import type { AccountBalance, AccountBalancesQuery, CustomerLedger, CustomerLedgerQuery, LedgerEntry } from '@tradedesk/contracts/customers/customer-accounts';
import type { Sql } from '../../platform/sql.js';

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

/** Limits are in the customer's currency ('' = base: then compared with every currency's balance). */
const BALANCE_COLUMNS = `b.customer_id, coalesce(c.code, b.customer_code) as code, coalesce(c.name, b.customer_name) as name, coalesce(c.status, 'unknown') as status,
  b.currency, b.debit::text, b.credit::text, b.balance::text, c.credit_limit::text, b.seq as entries, b.last_at,
  (c.credit_limit is not null and (c.currency = '' or c.currency = b.currency) and b.balance > c.credit_limit) as over_limit`;

function toBalance(r: any): AccountBalance {
  return {
    customerId: r.customer_id,
    code: r.code,
    name: r.name,
    status: r.status,
    currency: r.currency,
    debit: r.debit,
    credit: r.credit,
    balance: r.balance,
    creditLimit: r.credit_limit,
    overLimit: Boolean(r.over_limit),
    entries: r.entries,
    lastEntryAt: iso(r.last_at),
  };
}

/** Balances per customer and currency: search (code, name), currency, owing / credit / non-zero. */
export async function accountBalances(sql: Sql, q: AccountBalancesQuery): Promise<{ balances: AccountBalance[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.search) {
    params.push(`%${q.search.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    where.push(`(lower(coalesce(c.code, b.customer_code)) like $${params.length} or lower(coalesce(c.name, b.customer_name)) like $${params.length})`);
  }
  if (q.currency) {
    params.push(q.currency);
    where.push(`b.currency = $${params.length}`);
  }
  if (q.balance === 'owing') where.push('b.balance > 0');
  if (q.balance === 'credit') where.push('b.balance < 0');
  if (q.balance === 'nonzero') where.push('b.balance <> 0');
  const w = where.length ? `where ${where.join(' and ')}` : '';
  const from = `from rm.customer_balances b left join rm.customers c on c.id = b.customer_id`;
  const { rows: n } = await sql.query<{ n: number }>(`select count(*)::int as n ${from} ${w}`, params);
  params.push(q.limit, (q.page - 1) * q.limit);
  const { rows } = await sql.query(`select ${BALANCE_COLUMNS} ${from} ${w} order by lower(coalesce(c.code, b.customer_code)), b.currency limit $${params.length - 1} offset $${params.length}`, params);
  return { balances: rows.map(toBalance), total: n[0].n };
}

function toEntry(r: any): LedgerEntry {
  return {
    id: `${r.position}-${r.line}`,
    seq: r.seq,
    customerId: r.customer_id,
    currency: r.currency,
    kind: r.kind,
    debit: r.debit,
    credit: r.credit,
    balanceAfter: r.balance_after,
    sourceType: r.source_type,
    sourceId: r.source_id,
    sourceNumber: r.source_number,
    method: r.method,
    reference: r.reference,
    dueDate: r.due_date,
    reason: r.reason,
    memo: r.memo,
    userId: r.user_id,
    username: r.username ?? r.user_id,
    at: iso(r.at),
  };
}

/** One customer's ledger, newest first, with the running balance after each entry, and its balances. */
export async function customerLedger(sql: Sql, customerId: string, q: CustomerLedgerQuery): Promise<CustomerLedger> {
  const { rows: cs } = await sql.query<any>(`select id, code, name, currency, credit_limit::text, status from rm.customers where id = $1`, [customerId]);
  const { rows: bs } = await sql.query(`select ${BALANCE_COLUMNS} from rm.customer_balances b left join rm.customers c on c.id = b.customer_id where b.customer_id = $1 order by b.currency`, [customerId]);
  const params = [customerId, q.currency ?? null, q.from ?? null, q.to ?? null];
  const where = `l.customer_id = $1 and ($2::text is null or l.currency = $2) and ($3::timestamptz is null or l.at >= $3) and ($4::timestamptz is null or l.at <= $4)`;
  const { rows: n } = await sql.query<{ n: number }>(`select count(*)::int as n from rm.customer_ledger l where ${where}`, params);
  const { rows } = await sql.query(
    `select l.position::text, l.line, l.seq, l.customer_id, l.currency, l.kind, l.debit::text, l.credit::text, l.balance_after::text, l.source_type, l.source_id,
            l.source_number, l.method, l.reference, l.due_date, l.reason, l.memo, l.user_id, u.username, l.at
       from rm.customer_ledger l left join rm.users u on u.id = l.user_id
      where ${where} order by l.position desc, l.line desc limit ${q.limit} offset ${(q.page - 1) * q.limit}`,
    params,
  );
  const c = cs[0];
  return {
    customer: c ? { id: c.id, code: c.code, name: c.name, currency: c.currency, creditLimit: c.credit_limit, status: c.status } : null,
    balances: bs.map(toBalance),
    entries: rows.map(toEntry),
    total: n[0].n,
  };
}

/** What customers owe per currency: the positive balances summed (finance statistic, docs/finance.md). */
export async function receivablesByCurrency(sql: Sql): Promise<{ currency: string; amount: string }[]> {
  const { rows } = await sql.query<{ currency: string; amount: string }>(
    `select currency, coalesce(sum(balance) filter (where balance > 0), 0)::text as amount from rm.customer_balances group by currency order by currency`,
  );
  return rows;
}
