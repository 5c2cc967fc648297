import type { FinancialFlowReport, FinancialFlowRow } from '@tradedesk/contracts/reports/financial-flow';
import { Decimal } from 'decimal.js';
import type { Sql } from '../../platform/sql.js';
import { numericText } from '../numeric-text.js';

/**
 * Financial flow (docs/reports.md "Financial flow"): SQL over the money accounts' postings
 * (rm.account_postings: every movement of every money account, dated by business day), with the
 * finance entries (rm.finance_entries) for the class of an income or expense entry and of its
 * reversal, no table of its own. Per account x class (entries) or x kind (every other posting):
 * money in, money out (positive) and net. Rows by account name, classes before kinds, then name.
 */

export async function financialFlow(sql: Sql, f: { from: string | null; to: string | null; accountId?: string }): Promise<FinancialFlowReport> {
  const { rows } = await sql.query<any>(
    `with p as (
       select ap.account_id, ap.currency, ap.effect, fe.class_id,
              case when fe.class_id is not null then 'class' else 'kind' end as grp, coalesce(fe.class_id, ap.kind) as key
         from rm.account_postings ap
         left join rm.finance_entries fe on ap.kind in ('entry', 'reversal') and fe.id = ap.source_id
        where ($1::date is null or ap.date >= $1) and ($2::date is null or ap.date <= $2) and ($3::text is null or ap.account_id = $3)
     )
     select p.account_id, p.currency, p.grp, p.key, a.name as account_name, c.name as class_name, c.direction,
            coalesce(sum(p.effect) filter (where p.effect > 0), 0)::text as money_in,
            coalesce(-sum(p.effect) filter (where p.effect < 0), 0)::text as money_out,
            sum(p.effect)::text as net
       from p left join rm.money_accounts a on a.id = p.account_id left join rm.finance_classes c on p.grp = 'class' and c.id = p.key
      group by p.account_id, p.currency, p.grp, p.key, a.name, c.name, c.direction
      order by a.name nulls last, p.account_id, p.grp, coalesce(c.name, p.key)`,
    [f.from, f.to, f.accountId ?? null],
  );
  const out: FinancialFlowRow[] = rows.map((r) => ({
    accountId: r.account_id,
    accountName: r.account_name ?? null,
    currency: r.currency,
    group: r.grp,
    key: r.key,
    name: r.class_name ?? null,
    direction: r.direction ?? null,
    in: numericText(r.money_in),
    out: numericText(r.money_out),
    net: numericText(r.net),
  }));
  const currencies = [...new Set(out.map((r) => r.currency))].sort();
  const add = (xs: FinancialFlowRow[], pick: (r: FinancialFlowRow) => string) => numericText(xs.reduce((a, r) => a.plus(pick(r)), new Decimal(0)).toFixed());
  return {
    rows: out,
    totals: currencies.map((currency) => {
      const xs = out.filter((r) => r.currency === currency);
      return { currency, in: add(xs, (r) => r.in), out: add(xs, (r) => r.out), net: add(xs, (r) => r.net) };
    }),
  };
}
