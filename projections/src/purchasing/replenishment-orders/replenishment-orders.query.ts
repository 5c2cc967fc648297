import type { ListReplenishmentsQuery, ReplenishmentLine, ReplenishmentListRow, ReplenishmentView } from '@tradedesk/contracts/purchasing/replenishment';
import type { Sql } from '../../platform/sql.js';

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

export async function listReplenishments(sql: Sql, q: ListReplenishmentsQuery): Promise<{ rows: ReplenishmentListRow[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.status !== 'all') {
    params.push(q.status);
    where.push(`status = $${params.length}`);
  }
  if (q.search) {
    params.push(`%${q.search.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`);
    where.push(`(lower(number) like $${params.length} or lower(note) like $${params.length})`);
  }
  const w = where.length ? `where ${where.join(' and ')}` : '';
  const { rows: c } = await sql.query<{ n: number }>(`select count(*)::int as n from rm.replenishment_orders ${w}`, params);
  const { rows } = await sql.query<any>(
    `select id, number, status, note, jsonb_array_length(lines) as line_count,
            coalesce((select array_agg(po->>'number' order by po->>'number') from jsonb_array_elements(purchase_orders) po), '{}') as po_numbers,
            created_at, version
       from rm.replenishment_orders ${w} order by created_at desc, number desc limit ${Number(q.limit)} offset ${(q.page - 1) * q.limit}`,
    params,
  );
  return {
    total: c[0].n,
    rows: rows.map((r) => ({ id: r.id, number: r.number, status: r.status, note: r.note, lineCount: r.line_count, purchaseOrderNumbers: r.po_numbers ?? [], createdAt: iso(r.created_at), version: r.version })),
  };
}

/** One replenishment order with its lines named (warehouse code, supplier name and currency) and who made it. */
export async function getReplenishment(sql: Sql, id: string): Promise<ReplenishmentView | null> {
  const { rows } = await sql.query<any>(
    `select r.*, coalesce(u.name, r.created_by) as created_by_name from rm.replenishment_orders r left join rm.users u on u.id = r.created_by where r.id = $1`,
    [id],
  );
  const r = rows[0];
  if (!r) return null;
  const lines = r.lines as ReplenishmentLine[];
  const { rows: wh } = await sql.query<{ id: string; code: string }>(`select id, code from rm.warehouses where id = any($1::text[])`, [[...new Set(lines.map((l) => l.warehouseId))]]);
  const { rows: sp } = await sql.query<{ id: string; name: string; currency: string }>(`select id, name, currency from rm.suppliers where id = any($1::text[])`, [
    [...new Set(lines.flatMap((l) => (l.supplierId ? [l.supplierId] : [])))],
  ]);
  const whCode = new Map(wh.map((w) => [w.id, w.code]));
  const supplier = new Map(sp.map((s) => [s.id, s]));
  return {
    id: r.id,
    number: r.number,
    status: r.status,
    note: r.note,
    lines: lines.map((l) => ({
      ...l,
      warehouseCode: whCode.get(l.warehouseId) ?? '',
      supplierName: l.supplierId ? (supplier.get(l.supplierId)?.name ?? null) : null,
      currency: l.supplierId ? (supplier.get(l.supplierId)?.currency ?? null) : null,
    })),
    purchaseOrders: r.purchase_orders ?? [],
    prePurchaseIds: r.pre_purchase_ids ?? [],
    createdAt: iso(r.created_at),
    createdBy: r.created_by_name,
    version: r.version,
  };
}
