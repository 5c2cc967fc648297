import type { ListPayMethodsQuery, PayMethod, PayMethodAccount, PayMethodKind } from '@tradedesk/contracts/pos/pay-methods';
import type { Sql } from '../../platform/sql.js';

/** The methods in till order (position, then name), each account with its name. */
export async function listPayMethods(sql: Sql, q: ListPayMethodsQuery): Promise<{ payMethods: PayMethod[] }> {
  const where = q.status === 'active' ? 'where p.active' : q.status === 'inactive' ? 'where not p.active' : '';
  const { rows } = await sql.query<any>(
    `select p.*, coalesce((select jsonb_agg(jsonb_build_object('currency', a->>'currency', 'accountId', a->>'accountId', 'accountName', coalesce(m.name, '')) order by a->>'currency')
        from jsonb_array_elements(p.accounts) a left join rm.money_accounts m on m.id = a->>'accountId'), '[]'::jsonb) as named
     from rm.pay_methods p ${where} order by p.position, lower(p.name)`,
  );
  return {
    payMethods: rows.map((r) => ({ id: r.id, name: r.name, kind: r.kind as PayMethodKind, accounts: r.named, position: r.position, active: r.active, version: r.version })),
  };
}

/** Methods by id: whether each is active, its kind and accounts (what a close or a sale decides on). */
export async function payMethodRefs(sql: Sql, ids?: string[]): Promise<Map<string, { id: string; name: string; kind: PayMethodKind; active: boolean; position: number; accounts: PayMethodAccount[] }>> {
  const { rows } = await sql.query<any>(
    `select id, name, kind, active, position, accounts from rm.pay_methods ${ids ? 'where id = any($1)' : ''} order by position, lower(name)`,
    ids ? [ids] : [],
  );
  return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, kind: r.kind, active: r.active, position: r.position, accounts: r.accounts }]));
}
