import type { Customer, ListCustomersQuery } from '@tradedesk/contracts/customers/customers';
import type { SaleCustomerFacts } from '@tradedesk/contracts/sales/sale-facts';
import type { Sql } from '../../platform/sql.js';

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

/**
 * What a sale takes from the customer: its own price type, else its (enabled) level's, else
 * retail; the (enabled) level's discount, else 0.
 */
const EFFECTIVE = `coalesce(nullif(c.price_type, ''), case when l.status = 'active' then l.price_type end, 'retail') as effective_price_type,
  coalesce(case when l.status = 'active' then l.discount end, 0)::text as discount`;

const SELECT = `select c.id, c.code, c.name, c.phone, c.email, c.address, c.tax_id, c.country, c.price_type, c.membership_level_id, l.name as level_name,
    c.group_ids, array(select g.name from rm.customer_groups g where g.id = any(c.group_ids) order by lower(g.name)) as group_names,
    c.payment_terms_days, c.currency, c.credit_limit::text, c.memo, c.status, c.created_at, c.updated_at, c.version, ${EFFECTIVE}
  from rm.customers c left join rm.membership_levels l on l.id = c.membership_level_id`;

function toCustomer(r: any): Customer {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    phone: r.phone,
    email: r.email,
    address: r.address,
    taxId: r.tax_id,
    country: r.country,
    priceType: r.price_type,
    membershipLevelId: r.membership_level_id,
    membershipLevelName: r.level_name ?? null,
    groupIds: r.group_ids ?? [],
    groupNames: r.group_names ?? [],
    paymentTermsDays: r.payment_terms_days,
    currency: r.currency,
    creditLimit: r.credit_limit,
    memo: r.memo,
    status: r.status,
    effectivePriceType: r.effective_price_type,
    discount: r.discount,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    version: r.version,
  };
}

/** The customer list: search (code, name, phone, e-mail, tax id), status, group, level, price type; by code. */
export async function listCustomers(sql: Sql, q: ListCustomersQuery): Promise<{ customers: Customer[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.search) {
    params.push(`%${q.search.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    const p = `$${params.length}`;
    where.push(`(lower(c.code) like ${p} or lower(c.name) like ${p} or lower(c.phone) like ${p} or lower(c.email) like ${p} or lower(c.tax_id) like ${p})`);
  }
  if (q.status !== 'all') {
    params.push(q.status);
    where.push(`c.status = $${params.length}`);
  }
  if (q.groupId) {
    params.push([q.groupId]);
    where.push(`c.group_ids @> $${params.length}::text[]`);
  }
  if (q.membershipLevelId) {
    params.push(q.membershipLevelId);
    where.push(`c.membership_level_id = $${params.length}`);
  }
  if (q.priceType) {
    params.push(q.priceType);
    where.push(`coalesce(nullif(c.price_type, ''), case when l.status = 'active' then l.price_type end, 'retail') = $${params.length}`);
  }
  const w = where.length ? `where ${where.join(' and ')}` : '';
  const { rows: c } = await sql.query<{ n: number }>(`select count(*)::int as n from rm.customers c left join rm.membership_levels l on l.id = c.membership_level_id ${w}`, params);
  params.push(q.limit, (q.page - 1) * q.limit);
  const { rows } = await sql.query(`${SELECT} ${w} order by lower(c.code) limit $${params.length - 1} offset $${params.length}`, params);
  return { customers: rows.map(toCustomer), total: c[0].n };
}

export async function getCustomer(sql: Sql, id: string): Promise<Customer | null> {
  const { rows } = await sql.query(`${SELECT} where c.id = $1`, [id]);
  return rows[0] ? toCustomer(rows[0]) : null;
}

/**
 * What sale orders need to know of these customers (contracts/src/sales/sale-facts.ts), from the
 * inline read models: current when a customer or level command has answered. Unknown ids are
 * simply absent from the map.
 */
export async function customersForSale(sql: Sql, ids: string[]): Promise<Map<string, SaleCustomerFacts>> {
  const out = new Map<string, SaleCustomerFacts>();
  if (ids.length === 0) return out;
  const { rows } = await sql.query<any>(
    `select c.id, c.code, c.name, c.status, c.payment_terms_days, c.currency, ${EFFECTIVE}
       from rm.customers c left join rm.membership_levels l on l.id = c.membership_level_id
      where c.id = any($1::text[])`,
    [[...new Set(ids)]],
  );
  for (const r of rows) {
    out.set(r.id, {
      id: r.id,
      code: r.code,
      name: r.name,
      status: r.status,
      priceType: r.effective_price_type,
      discount: r.discount,
      paymentTermsDays: r.payment_terms_days,
      currency: r.currency,
    });
  }
  return out;
}

/** The codes (lower case) of this list that another customer has. */
export async function takenCustomerCodes(sql: Sql, codes: string[], exceptId?: string): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const { rows } = await sql.query<{ code: string }>(
    `select lower(code) as code from rm.customers where lower(code) = any($1::text[]) and ($2::text is null or id <> $2)`,
    [codes.map((c) => c.toLowerCase()), exceptId ?? null],
  );
  return new Set(rows.map((r) => r.code));
}

/** Customers by code (case-insensitive): id, code, name. */
export async function customersByCode(sql: Sql, codes: string[]): Promise<Map<string, { id: string; code: string; name: string }>> {
  const { rows } = await sql.query<{ id: string; code: string; name: string }>(`select id, code, name from rm.customers where lower(code) = any($1::text[])`, [
    codes.map((c) => c.toLowerCase()),
  ]);
  return new Map(rows.map((r) => [r.code.toLowerCase(), r]));
}

/** Ids of the first active customers by code. */
export async function activeCustomerIds(sql: Sql, limit: number): Promise<string[]> {
  const { rows } = await sql.query<{ id: string }>(`select id from rm.customers where status = 'active' order by code limit ${Number(limit)}`);
  return rows.map((r) => r.id);
}
