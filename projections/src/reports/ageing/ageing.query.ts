import { AGEING_BUCKETS, type AgeingReport, type AgeingRow } from '@tradedesk/contracts/reports/ageing-reports';
import { Decimal } from 'decimal.js';
import type { Sql } from '../../platform/sql.js';
import { numericText } from '../numeric-text.js';

/**
 * Ageing of payables and receivables (docs/reports.md "Payables and receivables ageing"): SQL over
 * the ledgers, no table of its own: the suppliers' payables ledger (rm.supplier_ledger, dated by
 * business day) and the customers' ledger (rm.customer_ledger, instants, sale postings with the
 * order's due date). Per party and currency, everything that lowers the debt (payments, returns,
 * credits, reversals) settles the oldest debts first; what is left open of each debt is aged by
 * its day against `asOf`: not yet due (its day after asOf), 0-30, 31-60, 61-90 and more than 90
 * days. A debt's day is its due date, else the business day it was posted: a customer's sale is
 * due on the order's due date, a receipt from a supplier that supplier's payment terms after the
 * day it arrived.
 */


export interface AgeingFilter {
  /** The business day the report is as of (entries up to its end). */
  asOf: string;
  /** The supplier or customer. */
  partyId?: string;
  currency?: string;
  limit: number;
  offset: number;
}

/** What the company owes each supplier as of the end of `asOf`, aged by due date (a receipt's day + the supplier's terms), else the day posted. */
export function payableAgeing(sql: Sql, f: AgeingFilter): Promise<Omit<AgeingReport, 'asOf'>> {
  return ageing(
    sql,
    `select supplier_id as party_id, currency, greatest(amount, 0) as owes, greatest(-amount, 0) as pays, coalesce(due_date, entry_date) as day, seq::bigint as o1, 0 as o2
       from rm.supplier_ledger
      where entry_date <= $1::date and ($2::text is null or supplier_id = $2) and ($3::text is null or currency = $3)`,
    `select s.id, s.code, s.name from rm.suppliers s`,
    [],
    f,
  );
}

/**
 * What each customer owes as of the end of `asOf` (`end`: its exclusive end as an instant;
 * `offsetHours`: the company's zone, for the business day of a posting without a due date), aged
 * by due date.
 */
export function receivableAgeing(sql: Sql, f: AgeingFilter & { end: string; offsetHours: number }): Promise<Omit<AgeingReport, 'asOf'>> {
  return ageing(
    sql,
    `select customer_id as party_id, currency, debit as owes, credit as pays,
            coalesce(case when due_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then due_date::date end,
                     ((at at time zone 'UTC') + $5::numeric * interval '1 hour')::date) as day, position as o1, line as o2
       from rm.customer_ledger
      where at < $4::timestamptz and ($2::text is null or customer_id = $2) and ($3::text is null or currency = $3)`,
    `select distinct on (customer_id) customer_id as id, customer_code as code, customer_name as name from rm.customer_balances order by customer_id, seq desc`,
    [f.end, f.offsetHours],
    f,
  );
}

/** The ageing of ledger rows `source` (party_id, currency, owes, pays, day, o1, o2 with $1 asOf, $2 party, $3 currency, then `extra`), named by `names` (id, code, name). */
async function ageing(sql: Sql, source: string, names: string, extra: unknown[], f: AgeingFilter): Promise<Omit<AgeingReport, 'asOf'>> {
  const { rows } = await sql.query<any>(
    `with l as (${source}), debts as (
       select party_id, currency, owes, day,
              sum(owes) over (partition by party_id, currency order by day, o1, o2 rows unbounded preceding) as cum
         from l where owes > 0
     ), sums as (
       select party_id, currency, sum(pays) as paid, sum(owes) - sum(pays) as balance from l group by 1, 2
     ), open as (
       select d.party_id, d.currency, ($1::date - d.day) as age, greatest(0, least(d.owes, d.cum - s.paid)) as open
         from debts d join sums s on s.party_id = d.party_id and s.currency = d.currency
     ), b as (
       select party_id, currency,
              coalesce(sum(open) filter (where age < 0), 0) as not_due,
              coalesce(sum(open) filter (where age between 0 and 30), 0) as d0,
              coalesce(sum(open) filter (where age between 31 and 60), 0) as d31,
              coalesce(sum(open) filter (where age between 61 and 90), 0) as d61,
              coalesce(sum(open) filter (where age > 90), 0) as d90
         from open group by 1, 2
     )
     select s.party_id, s.currency, s.balance::text, coalesce(b.not_due, 0)::text as not_due, coalesce(b.d0, 0)::text as d0, coalesce(b.d31, 0)::text as d31,
            coalesce(b.d61, 0)::text as d61, coalesce(b.d90, 0)::text as d90, p.code, p.name
       from sums s left join b on b.party_id = s.party_id and b.currency = s.currency left join (${names}) p on p.id = s.party_id
      where s.balance <> 0
      order by nullif(p.code, '') nulls last, s.party_id, s.currency`,
    [f.asOf, f.partyId ?? null, f.currency ?? null, ...extra],
  );
  const all: AgeingRow[] = rows.map((r) => ({
    partyId: r.party_id,
    code: r.code ?? null,
    name: r.name ?? null,
    currency: r.currency,
    balance: numericText(r.balance),
    notDue: numericText(r.not_due),
    days0to30: numericText(r.d0),
    days31to60: numericText(r.d31),
    days61to90: numericText(r.d61),
    over90: numericText(r.d90),
  }));
  const currencies = [...new Set(all.map((r) => r.currency))].sort();
  const add = (xs: AgeingRow[], pick: (r: AgeingRow) => string) => numericText(xs.reduce((a, r) => a.plus(pick(r)), new Decimal(0)).toFixed());
  return {
    rows: all.slice(f.offset, f.offset + f.limit),
    total: all.length,
    totals: currencies.map((currency) => {
      const xs = all.filter((r) => r.currency === currency);
      return {
        currency,
        balance: add(xs, (r) => r.balance),
        ...(Object.fromEntries(AGEING_BUCKETS.map((k) => [k, add(xs, (r) => r[k])])) as Record<(typeof AGEING_BUCKETS)[number], string>),
      };
    }),
  };
}
