import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { PURCHASE_ORDER_EVENT_TYPES, PURCHASE_ORDER_LIST_READ_MODEL, type PurchaseOrderEvent, type PurchaseOrderStatus } from '@tradedesk/contracts/purchasing/purchase-order';
import { Decimal } from 'decimal.js';
import type { Projector } from '../../platform/projector.js';

interface Row {
  id: string;
  number: string;
  status: PurchaseOrderStatus;
  supplier_id: string | null;
  warehouse_id: string;
  currency: string;
  total: string;
  received_amount: string;
  ordered_base: string;
  received_base: string;
  line_count: number;
  /** Per order line: ordered and received net of returns, base units (the status is per line). */
  line_state: Record<string, { o: string; r: string }>;
  expected_date: string | null;
  source_number: string | null;
  note: string;
  created_at: string;
  created_by: string;
  committed_at: string | null;
  updated_at: string;
  version: number;
}

const COLS = [
  'id', 'number', 'status', 'supplier_id', 'warehouse_id', 'currency', 'total', 'received_amount', 'ordered_base', 'received_base', 'line_count',
  'line_state', 'expected_date', 'source_number', 'note', 'created_at', 'created_by', 'committed_at', 'updated_at', 'version',
] as const;
const TYPES = [
  'text', 'text', 'text', 'text', 'text', 'text', 'numeric', 'numeric', 'numeric', 'numeric', 'int', 'jsonb', 'date', 'text', 'text', 'timestamptz', 'text', 'timestamptz',
  'timestamptz', 'int',
];

const sum = (xs: string[]) => xs.reduce((a, x) => a.plus(x), new Decimal(0)).toFixed();
const iso = (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

/** Status after a receipt or return: received when every line has its ordered base units in (net of returns), else partly received. */
function receivingStatus(r: Row, anyReceipt: boolean): PurchaseOrderStatus {
  if (r.status === 'closed' || r.status === 'cancelled') return r.status;
  if (!anyReceipt) return 'committed';
  return Object.values(r.line_state).every((l) => new Decimal(l.r).gte(l.o)) ? 'received' : 'partlyReceived';
}

const linesOf = (lines: { line: number; baseQuantity: string }[]) => Object.fromEntries(lines.map((l) => [String(l.line), { o: l.baseQuantity, r: '0' }]));

/** The line state after received (+1) or returned (-1) lines. */
function moved(state: Row['line_state'], lines: { orderLine: number; quantity: string }[], sign: 1 | -1): Row['line_state'] {
  const next = { ...state };
  for (const l of lines) {
    const k = String(l.orderLine);
    const cur = next[k] ?? { o: '0', r: '0' };
    next[k] = { o: cur.o, r: new Decimal(cur.r).plus(new Decimal(l.quantity).times(sign)).toFixed() };
  }
  return next;
}

/**
 * rm.purchase_orders: one row per purchase order for the list (status, totals, received
 * amount and base units, expected date, the sale order it came from). Rows carry the stream
 * version they reflect, so an event applied twice changes nothing. The supplier's and
 * warehouse's names are joined when read. The status is per line as the order's own state has
 * it (received when every line is in, net of returns); received % is received / ordered base
 * units over the whole order.
 */
export const purchaseOrderListProjector: Projector = {
  name: PURCHASE_ORDER_LIST_READ_MODEL,
  version: 1,
  handles: PURCHASE_ORDER_EVENT_TYPES,
  tables: ['purchase_orders'],

  async migrate(ctx) {
    const t = ctx.table('purchase_orders');
    await ctx.sql.query(`create table if not exists ${t} (
      id text primary key,
      number text not null,
      status text not null,
      supplier_id text,
      warehouse_id text not null,
      currency text not null,
      total numeric not null,
      received_amount numeric not null,
      ordered_base numeric not null,
      received_base numeric not null,
      line_count int not null,
      line_state jsonb not null,
      expected_date date,
      source_number text,
      note text not null,
      created_at timestamptz not null,
      created_by text not null,
      committed_at timestamptz,
      updated_at timestamptz not null,
      version int not null
    )`);
    await ctx.sql.query(`create index if not exists purchase_orders_created_ix on ${t} (created_at desc, number desc)`);
    await ctx.sql.query(`create index if not exists purchase_orders_supplier_ix on ${t} (supplier_id)`);
  },

  async apply(events: StoredEvent[], ctx) {
    const t = ctx.table('purchase_orders');
    const ids = [...new Set(events.map((e) => (e as unknown as PurchaseOrderEvent).data.purchaseOrderId))];
    const { rows } = await ctx.sql.query<Row>(
      `select id, number, status, supplier_id, warehouse_id, currency, total::text, received_amount::text, ordered_base::text, received_base::text, line_count, line_state,
              to_char(expected_date, 'YYYY-MM-DD') as expected_date, source_number, note, created_at, created_by, committed_at, updated_at, version
         from ${t} where id = any($1::text[])`,
      [ids],
    );
    const byId = new Map(rows.map((r) => [r.id, { ...r, created_at: iso(r.created_at)!, committed_at: iso(r.committed_at), updated_at: iso(r.updated_at)! }]));
    const touched = new Set<string>();
    for (const stored of events) {
      const e = stored as unknown as PurchaseOrderEvent & Pick<StoredEvent, 'streamVersion' | 'recordedAt' | 'metadata'>;
      const id = e.data.purchaseOrderId;
      const prev = byId.get(id);
      if (prev && e.streamVersion <= prev.version) continue;
      if (!prev && e.type !== 'PurchaseOrderDrafted') continue;
      let r: Row;
      switch (e.type) {
        case 'PurchaseOrderDrafted': {
          const d = e.data;
          r = {
            id, number: d.number, status: 'draft', supplier_id: d.supplierId, warehouse_id: d.warehouseId, currency: d.currency,
            total: sum(d.lines.filter((l) => l.unitPrice !== undefined).map((l) => new Decimal(l.quantity).times(l.unitPrice!).toFixed())),
            received_amount: '0', ordered_base: sum(d.lines.map((l) => l.baseQuantity)), received_base: '0', line_count: d.lines.length, line_state: linesOf(d.lines),
            expected_date: d.expectedDate ?? null, source_number: d.source?.number ?? null, note: d.note ?? '',
            created_at: e.recordedAt, created_by: e.metadata.userId, committed_at: null, updated_at: e.recordedAt, version: e.streamVersion,
          };
          break;
        }
        case 'PurchaseOrderDraftChanged': {
          const d = e.data;
          r = {
            ...prev!, supplier_id: d.supplierId, warehouse_id: d.warehouseId, currency: d.currency,
            total: sum(d.lines.filter((l) => l.unitPrice !== undefined).map((l) => new Decimal(l.quantity).times(l.unitPrice!).toFixed())),
            ordered_base: sum(d.lines.map((l) => l.baseQuantity)), line_count: d.lines.length, line_state: linesOf(d.lines), expected_date: d.expectedDate, note: d.note,
          };
          break;
        }
        case 'PurchaseOrderCommitted': {
          const d = e.data;
          r = {
            ...prev!, status: 'committed', supplier_id: d.supplierId, warehouse_id: d.warehouseId, currency: d.currency, total: d.total,
            ordered_base: sum(d.lines.map((l) => l.baseQuantity)), line_count: d.lines.length, line_state: linesOf(d.lines), expected_date: d.expectedDate, committed_at: e.recordedAt,
          };
          break;
        }
        case 'PurchaseOrderReceived': {
          const next = {
            ...prev!, received_amount: new Decimal(prev!.received_amount).plus(e.data.amount).toFixed(),
            received_base: new Decimal(prev!.received_base).plus(sum(e.data.lines.map((l) => l.quantity))).toFixed(), line_state: moved(prev!.line_state, e.data.lines, 1),
          };
          r = { ...next, status: receivingStatus(next, true) };
          break;
        }
        case 'PurchaseGoodsReturned': {
          const next = {
            ...prev!, received_amount: new Decimal(prev!.received_amount).minus(e.data.amount).toFixed(),
            received_base: new Decimal(prev!.received_base).minus(sum(e.data.lines.map((l) => l.quantity))).toFixed(), line_state: moved(prev!.line_state, e.data.lines, -1),
          };
          r = { ...next, status: receivingStatus(next, true) };
          break;
        }
        case 'PurchaseOrderClosed':
          r = { ...prev!, status: 'closed' };
          break;
        case 'PurchaseOrderCancelled':
          r = { ...prev!, status: 'cancelled' };
          break;
        default:
          continue;
      }
      r.updated_at = e.recordedAt;
      r.version = e.streamVersion;
      byId.set(id, r);
      touched.add(id);
    }
    if (touched.size === 0) return [];
    const list = [...touched].map((id) => byId.get(id)!);
    await ctx.sql.query(
      `insert into ${t} (${COLS.join(', ')})
       select * from unnest(${COLS.map((_, i) => `$${i + 1}::${TYPES[i]}[]`).join(', ')})
       on conflict (id) do update set ${COLS.filter((c) => c !== 'id').map((c) => `${c} = excluded.${c}`).join(', ')}`,
      COLS.map((c) => list.map((r) => (c === 'line_state' ? JSON.stringify(r[c]) : r[c]))),
    );
    return [...touched];
  },
};
