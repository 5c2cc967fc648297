import type { ListSuppliersQuery, Supplier } from '@tradedesk/contracts/catalog/suppliers';
import type { Sql } from '../../platform/sql.js';

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
function toSupplier(r: any): Supplier {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    contact: r.contact,
    phone: r.phone,
    email: r.email,
    currency: r.currency,
    country: r.country,
    paymentTermsDays: Number(r.payment_terms_days ?? 0),
    status: r.status,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    version: r.version,
  };
}

export async function listSuppliers(sql: Sql, q: ListSuppliersQuery): Promise<{ suppliers: Supplier[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.search) {
    params.push(`%${q.search.toLowerCase()}%`);
    where.push(`(lower(code) like $${params.length} or lower(name) like $${params.length} or lower(contact) like $${params.length})`);
  }
  if (q.status !== 'all') {
    params.push(q.status);
    where.push(`status = $${params.length}`);
  }
  const w = where.length ? `where ${where.join(' and ')}` : '';
  const { rows: c } = await sql.query<{ n: number }>(`select count(*)::int as n from rm.suppliers ${w}`, params);
  params.push(q.limit, (q.page - 1) * q.limit);
  const { rows } = await sql.query(`select * from rm.suppliers ${w} order by code limit $${params.length - 1} offset $${params.length}`, params);
  return { suppliers: rows.map(toSupplier), total: c[0].n };
}

export async function getSupplier(sql: Sql, id: string): Promise<Supplier | null> {
  const { rows } = await sql.query(`select * from rm.suppliers where id = $1`, [id]);
  return rows[0] ? toSupplier(rows[0]) : null;
}

export async function takenSupplierCode(sql: Sql, code: string, exceptId?: string): Promise<boolean> {
  const { rows } = await sql.query(`select 1 from rm.suppliers where lower(code) = lower($1) and ($2::text is null or id <> $2)`, [code, exceptId ?? null]);
  return rows.length > 0;
}

/** Suppliers by their code (lower-cased key), for imports that name suppliers by code. */
export async function suppliersByCode(sql: Sql, codes: string[]): Promise<Map<string, { id: string; code: string; status: 'active' | 'disabled'; currency: string }>> {
  if (codes.length === 0) return new Map();
  const { rows } = await sql.query<{ id: string; code: string; status: 'active' | 'disabled'; currency: string }>(
    `select id, code, status, currency from rm.suppliers where lower(code) = any($1::text[])`,
    [[...new Set(codes.map((c) => c.toLowerCase()))]],
  );
  return new Map(rows.map((r) => [r.code.toLowerCase(), r]));
}
