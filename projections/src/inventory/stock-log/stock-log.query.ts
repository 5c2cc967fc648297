import type { StockLogQuery, StockLogRow, StockOnHandQuery, StockRow } from '@tradedesk/contracts/inventory/stock';
import type { Sql } from '../../platform/sql.js';
import { NAMES_COLUMNS, namesJoin, namesOf } from '../stock-names.js';

/**
 * Stock on hand now (rm.stock_on_hand, inline: always current) or as of a past moment (the
 * balance after the last movement at or before it: one index probe per warehouse + product).
 */
export async function stockOnHand(sql: Sql, q: StockOnHandQuery): Promise<{ rows: StockRow[]; total: number; asOf: string | null }> {
  const params: unknown[] = [q.warehouseId ?? null, q.productId ?? null];
  const where = '($1::text is null or s.warehouse_id = $1) and ($2::text is null or s.product_id = $2)';
  const total = (await sql.query<{ n: number }>(`select count(*)::int as n from rm.stock_on_hand s where ${where}`, params)).rows[0].n;
  if (!q.asOf) {
    const { rows } = await sql.query<any>(
      `select s.warehouse_id, s.product_id, s.quantity::text, s.stock_value::text as value, ${PACKINGS_COLUMN}, ${NAMES_COLUMNS} from rm.stock_on_hand s ${namesJoin('s')} where ${where}
        order by s.warehouse_id, s.product_id limit ${q.limit} offset ${q.offset}`,
      params,
    );
    return { rows: rows.map(toRow), total, asOf: null };
  }
  const { rows } = await sql.query<any>(
    `select s.warehouse_id, s.product_id, coalesce(last.balance_after, 0)::text as quantity,
            round(coalesce(last.balance_after * last.unit_cost, 0), 6)::text as value, ${PACKINGS_COLUMN}, ${NAMES_COLUMNS}
       from rm.stock_on_hand s ${namesJoin('s')}
       left join lateral (
         select m.balance_after, m.unit_cost from rm.stock_movements m
          where m.warehouse_id = s.warehouse_id and m.product_id = s.product_id and m.moved_at <= $3::timestamptz
          order by m.moved_at desc, m.seq desc limit 1) last on true
      where ${where}
      order by s.warehouse_id, s.product_id limit ${q.limit} offset ${q.offset}`,
    [...params, q.asOf],
  );
  return { rows: rows.map(toRow), total, asOf: q.asOf };
}

/** The packing sizes of the product (rm.products' document), for the quantity in packings. */
const PACKINGS_COLUMN = `p.doc->'packings' as packings`;
const sizeOf = (packing: unknown): string | null => {
  const { size, enabled } = (packing ?? {}) as { size?: unknown; enabled?: unknown };
  return enabled !== false && typeof size === 'string' && size.trim() !== '' ? size : null;
};

function toRow(r: any): StockRow {
  const packings = r.packings ?? {};
  return {
    warehouseId: r.warehouse_id,
    productId: r.product_id,
    quantity: r.quantity,
    value: r.value ?? '0',
    packings: { box: sizeOf(packings.box), bigBag: sizeOf(packings.bigBag), bag: sizeOf(packings.bag) },
    ...namesOf(r),
  };
}

const LOG_COLUMNS = `m.position::text, m.line, m.seq, m.warehouse_id, m.zone_id, m.product_id, m.kind, m.quantity::text, m.unit, m.unit_quantity::text,
  m.unit_cost::text, m.balance_after::text, m.moved_at, m.source_type, m.source_id, m.source_number, m.reason, m.user_id, u.username,
  z.code as zone_code, ${NAMES_COLUMNS}`;
const LOG_JOINS = `left join rm.users u on u.id = m.user_id left join rm.warehouse_zones z on z.id = m.zone_id ${namesJoin('m')}`;

/** The stock log: every movement, filterable, newest first, with the running balance. */
export async function stockLog(sql: Sql, q: StockLogQuery): Promise<{ rows: StockLogRow[]; total: number }> {
  const params = [q.warehouseId ?? null, q.productId ?? null, q.kind ?? null, q.sourceId ?? null, q.from ?? null, q.to ?? null];
  const where = `($1::text is null or m.warehouse_id = $1) and ($2::text is null or m.product_id = $2) and ($3::text is null or m.kind = $3)
    and ($4::text is null or m.source_id = $4) and ($5::timestamptz is null or m.moved_at >= $5) and ($6::timestamptz is null or m.moved_at <= $6)`;
  const total = (await sql.query<{ n: number }>(`select count(*)::int as n from rm.stock_movements m where ${where}`, params)).rows[0].n;
  const { rows } = await sql.query<any>(
    `select ${LOG_COLUMNS} from rm.stock_movements m ${LOG_JOINS} where ${where}
      order by m.moved_at desc, m.position desc, m.line desc limit ${q.limit} offset ${q.offset}`,
    params,
  );
  return { rows: rows.map(toLogRow), total };
}

/** Replay: the movements of one product in one warehouse, oldest first, as the balance was built. */
export async function replayStock(sql: Sql, warehouseId: string, productId: string): Promise<StockLogRow[]> {
  const { rows } = await sql.query<any>(
    `select ${LOG_COLUMNS} from rm.stock_movements m ${LOG_JOINS}
      where m.warehouse_id = $1 and m.product_id = $2 order by m.seq`,
    [warehouseId, productId],
  );
  return rows.map(toLogRow);
}

function toLogRow(r: any): StockLogRow {
  return {
    position: r.position,
    line: r.line,
    seq: r.seq,
    warehouseId: r.warehouse_id,
    zoneId: r.zone_id,
    zoneCode: r.zone_code ?? null,
    productId: r.product_id,
    kind: r.kind,
    quantity: r.quantity,
    unit: r.unit,
    unitQuantity: r.unit_quantity,
    unitCost: r.unit_cost,
    balanceAfter: r.balance_after,
    movedAt: (r.moved_at instanceof Date ? r.moved_at : new Date(r.moved_at)).toISOString(),
    source: { type: r.source_type, id: r.source_id, number: r.source_number },
    reason: r.reason,
    userId: r.user_id,
    username: r.username ?? null,
    ...namesOf(r),
  };
}
