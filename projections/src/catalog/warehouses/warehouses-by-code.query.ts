import type { Sql } from '../../platform/sql.js';

/** Warehouses by their code (lower-cased key), for imports that name warehouses by code. */
export async function warehousesByCode(sql: Sql, codes: string[]): Promise<Map<string, { id: string; code: string; status: 'active' | 'disabled' }>> {
  if (codes.length === 0) return new Map();
  const { rows } = await sql.query<{ id: string; code: string; status: 'active' | 'disabled' }>(
    `select id, code, status from rm.warehouses where lower(code) = any($1::text[])`,
    [[...new Set(codes.map((c) => c.toLowerCase()))]],
  );
  return new Map(rows.map((r) => [r.code.toLowerCase(), r]));
}
