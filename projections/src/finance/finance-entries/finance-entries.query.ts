import type { FinanceEntry, FinanceEntryList, FinanceVoucher, ListFinanceEntriesQuery } from '@tradedesk/contracts/finance/money-accounts';
import { Decimal } from 'decimal.js';
import type { Sql } from '../../platform/sql.js';

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
const dec = (v: string | number | null) => new Decimal(v ?? 0).toFixed();

/**
 * The /finance list: entries newest first with their account's and class's names, filtered; and
 * the totals per currency of the selected entries that are not reversed.
 */
export async function listFinanceEntries(sql: Sql, q: ListFinanceEntriesQuery): Promise<FinanceEntryList> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (cond: (n: string) => string, v: unknown) => {
    params.push(v);
    where.push(cond(`$${params.length}`));
  };
  if (q.direction) add((n) => `e.direction = ${n}`, q.direction);
  if (q.accountId) add((n) => `e.account_id = ${n}`, q.accountId);
  if (q.classId) add((n) => `(e.class_id = ${n} or c.path like (select path from rm.finance_classes where id = ${n}) || ' / %')`, q.classId);
  if (q.from) add((n) => `e.date >= ${n}::date`, q.from);
  if (q.to) add((n) => `e.date <= ${n}::date`, q.to);
  if (q.search) add((n) => `(lower(e.memo) like ${n} or lower(coalesce(e.party_id, '')) like ${n})`, `%${q.search.toLowerCase()}%`);
  if (q.status === 'live') where.push('not e.reversed');
  if (q.status === 'reversed') where.push('e.reversed');
  const from = `from rm.finance_entries e left join rm.money_accounts a on a.id = e.account_id left join rm.finance_classes c on c.id = e.class_id ${where.length ? `where ${where.join(' and ')}` : ''}`;
  const { rows: count } = await sql.query<{ n: number }>(`select count(*)::int as n ${from}`, params);
  const { rows: totals } = await sql.query<{ currency: string; income: string; expense: string }>(
    `select e.currency,
            coalesce(sum(e.amount) filter (where e.direction = 'income' and not e.reversed), 0) as income,
            coalesce(sum(e.amount) filter (where e.direction = 'expense' and not e.reversed), 0) as expense
       ${from} group by e.currency order by e.currency`,
    params,
  );
  const page = [...params, q.limit, (q.page - 1) * q.limit];
  const { rows } = await sql.query<any>(
    `select e.*, e.date::text as date_text, coalesce(a.name, '') as account_name, coalesce(c.path, '') as class_name ${from}
      order by e.date desc, e.recorded_at desc, e.id limit $${page.length - 1} offset $${page.length}`,
    page,
  );
  return {
    entries: rows.map(toEntry),
    total: count[0].n,
    totals: totals.map((t) => ({ currency: t.currency, income: dec(t.income), expense: dec(t.expense), net: new Decimal(t.income).minus(t.expense).toFixed() })),
  };
}

function toEntry(r: any): FinanceEntry {
  return {
    id: r.id,
    direction: r.direction,
    accountId: r.account_id,
    accountName: r.account_name,
    classId: r.class_id,
    className: r.class_name,
    currency: r.currency,
    amount: dec(r.amount),
    date: r.date_text,
    partyType: r.party_type,
    partyId: r.party_id,
    memo: r.memo,
    attachment: r.attachment,
    reversed: r.reversed,
    reversalReason: r.reversal_reason,
    userId: r.user_id,
    recordedAt: iso(r.recorded_at),
  };
}

/** One entry for its voucher, with its account's and class's names, the party's name and who recorded it; null when there is none. */
export async function getFinanceVoucher(sql: Sql, id: string): Promise<FinanceVoucher | null> {
  const { rows } = await sql.query<any>(
    `select e.*, e.date::text as date_text, coalesce(a.name, '') as account_name, coalesce(c.path, '') as class_name,
            coalesce(case e.party_type when 'customer' then cu.name when 'supplier' then su.name end, '') as party_name, coalesce(u.username, e.user_id) as username
       from rm.finance_entries e
       left join rm.money_accounts a on a.id = e.account_id
       left join rm.finance_classes c on c.id = e.class_id
       left join rm.customers cu on e.party_type = 'customer' and cu.id = e.party_id
       left join rm.suppliers su on e.party_type = 'supplier' and su.id = e.party_id
       left join rm.users u on u.id = e.user_id
      where e.id = $1`,
    [id],
  );
  return rows[0] ? { ...toEntry(rows[0]), partyName: rows[0].party_name, username: rows[0].username } : null;
}
