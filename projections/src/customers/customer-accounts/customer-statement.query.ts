import type { StatementGroup, StatementReport } from '@tradedesk/contracts/reports/report-details';
import type { Sql } from '../../platform/sql.js';
import { numericText } from '../../reports/numeric-text.js';
import { statementCurrencies } from '../../reports/statement-rows.js';

/**
 * One customer's statement (docs/report-details.md "Customer statement"), from the customer's
 * ledger (rm.customer_ledger, per customer and currency in commit order, each line with the
 * balance after it): the balance before the period, every posting of the period with the running
 * balance, the balance after it. A posting belongs to the business day of the moment it was
 * recorded; the running balance is the ledger's own, so the statement's closing balance is the
 * account's balance at the end of the period.
 */

export interface CustomerStatementFilter {
  customerId: string;
  currency?: string;
  /** First instant of the period and its exclusive end (null: open side). */
  start: string | null;
  end: string | null;
  offset: number;
  limit: number;
  offset_rows: number;
}

/** Ledger kinds by what they do to the account. */
const GROUP_SQL = `case when l.kind = 'sale' then 'sale'
  when l.kind in ('salePayment', 'payment', 'checkReceived', 'checkBounced', 'checkCancelled') then 'payment'
  when l.kind in ('saleReversed', 'saleCancelled') then 'return' else 'other' end`;

export async function customerStatement(sql: Sql, f: CustomerStatementFilter): Promise<StatementReport> {
  const params = [f.customerId, f.currency ?? null, f.start, f.end, f.offset];
  const scope = `l.customer_id = $1 and ($2::text is null or l.currency = $2)`;
  const inPeriod = `($3::timestamptz is null or l.at >= $3) and ($4::timestamptz is null or l.at < $4)`;
  const [{ rows: party }, { rows: sums }, { rows }] = await Promise.all([
    sql.query<any>(
      `select c.code, c.name from rm.customers c where c.id = $1
        union all select customer_code, customer_name from rm.customer_balances where customer_id = $1 limit 1`,
      [f.customerId],
    ),
    sql.query<any>(
      `select l.currency,
              coalesce((array_agg(l.balance_after order by l.seq desc) filter (where $3::timestamptz is not null and l.at < $3))[1], 0)::text as opening,
              coalesce((array_agg(l.balance_after order by l.seq desc) filter (where $4::timestamptz is null or l.at < $4))[1], 0)::text as closing,
              coalesce(sum(l.debit - l.credit) filter (where ${inPeriod} and ${GROUP_SQL} = 'sale'), 0)::text as charged,
              coalesce(sum(l.credit - l.debit) filter (where ${inPeriod} and ${GROUP_SQL} = 'payment'), 0)::text as paid,
              coalesce(sum(l.credit - l.debit) filter (where ${inPeriod} and ${GROUP_SQL} = 'return'), 0)::text as returned,
              coalesce(sum(l.debit - l.credit) filter (where ${inPeriod} and ${GROUP_SQL} = 'other'), 0)::text as other,
              (count(*) filter (where ${inPeriod}))::int as lines
         from rm.customer_ledger l where ${scope} and $5::numeric is not null group by l.currency order by l.currency`,
      params,
    ),
    sql.query<any>(
      `select l.position::text || '-' || l.line as id, l.currency, to_char((l.at at time zone 'UTC') + $5::numeric * interval '1 hour', 'YYYY-MM-DD') as day,
              l.kind, ${GROUP_SQL} as grp, l.source_number, l.reference, l.method, l.reason, l.memo, l.debit::text, l.credit::text, l.balance_after::text,
              count(*) over ()::int as n
         from rm.customer_ledger l where ${scope} and ${inPeriod}
        order by l.at, l.currency, l.seq limit ${Number(f.limit)} offset ${Number(f.offset_rows)}`,
      params,
    ),
  ]);
  const total = rows[0]?.n ?? sums.reduce((a: number, s: any) => a + s.lines, 0);
  return {
    party: { id: f.customerId, code: party[0]?.code ?? null, name: party[0]?.name ?? null },
    currencies: statementCurrencies(sums),
    rows: rows.map((r) => ({
        id: r.id,
        currency: r.currency,
        day: r.day,
        kind: r.kind,
        group: r.grp as StatementGroup,
        document: r.source_number || r.reference,
        method: r.method ?? null,
        note: [r.reason, r.memo].filter(Boolean).join(' · '),
        debit: numericText(r.debit),
        credit: numericText(r.credit),
        balance: numericText(r.balance_after),
    })),
    total,
  };
}
