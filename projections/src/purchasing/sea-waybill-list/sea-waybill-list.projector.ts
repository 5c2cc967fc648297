import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { roundMoney, sumDecimals } from '@tradedesk/contracts/platform/money';
import {
  SEA_WAYBILL_EVENT_TYPES,
  SEA_WAYBILL_LIST_READ_MODEL,
  type LinkedOrder,
  type SeaWaybillEvent,
  type WaybillCostRow,
  type WaybillDetail,
} from '@tradedesk/contracts/purchasing/sea-waybill';
import { Decimal } from 'decimal.js';
import type { Projector, ProjectorContext } from '../../platform/projector.js';

type Row = Omit<WaybillDetail, 'costTotal' | 'costCurrency' | 'costCount' | 'allocated'>;

/** What the list shows of the costs: their total in the cost currency and whether they are spread. */
export function costSummary(costs: WaybillCostRow[]): Pick<WaybillDetail, 'costTotal' | 'costCurrency' | 'costCount' | 'allocated'> {
  const spread = costs.filter((c) => c.allocations !== null).length;
  const costCurrency = costs[0]?.costCurrency ?? null;
  return {
    costTotal: costCurrency ? roundMoney(sumDecimals(costs.map((c) => c.costAmount)), costCurrency) : '0',
    costCurrency,
    costCount: costs.length,
    allocated: costs.length === 0 ? 'none' : spread === 0 ? 'no' : spread === costs.length ? 'yes' : 'partly',
  };
}

function evolveRow(row: Row | null, e: StoredEvent & SeaWaybillEvent): Row | null {
  const at = e.recordedAt;
  if (e.type === 'SeaWaybillCreated') {
    const { waybillId, ...d } = e.data;
    return { id: waybillId, ...d, status: 'booked', orders: [], costs: [], measures: [], createdAt: at, updatedAt: at, version: e.streamVersion };
  }
  if (!row) return null;
  const next: Row = { ...row, updatedAt: at, version: e.streamVersion };
  switch (e.type) {
    case 'SeaWaybillChanged':
      return { ...next, ...e.data.changes };
    case 'SeaWaybillStatusChanged':
      return { ...next, status: e.data.to };
    case 'SeaWaybillOrdersLinked':
      return { ...next, orders: [...row.orders, ...e.data.orders.filter((o: LinkedOrder) => !row.orders.some((x) => x.purchaseOrderId === o.purchaseOrderId))] };
    case 'SeaWaybillOrderUnlinked':
      return { ...next, orders: row.orders.filter((o) => o.purchaseOrderId !== e.data.purchaseOrderId) };
    case 'SeaWaybillMeasuresSet':
      return { ...next, measures: e.data.measures };
    case 'SeaWaybillCostAdded': {
      const { waybillId: _w, number: _n, ...c } = e.data;
      return { ...next, costs: [...row.costs, { ...c, costAmount: roundMoney(new Decimal(c.amount).times(c.rate), c.costCurrency), allocations: null }] };
    }
    case 'SeaWaybillCostRemoved':
      return { ...next, costs: row.costs.filter((c) => c.costId !== e.data.costId) };
    case 'LandedCostAllocated':
      return { ...next, costs: row.costs.map((c) => (c.costId === e.data.costId ? { ...c, allocations: e.data.allocations } : c)) };
    case 'LandedCostWithdrawn':
      return { ...next, costs: row.costs.map((c) => (c.costId === e.data.costId ? { ...c, allocations: null } : c)) };
    default: {
      const _exhaustive: never = e;
      return row;
    }
  }
}

const COLUMNS = 'id, number, bl_number, status, eta, etd, search, body, created_at, updated_at, version';

async function loadRows(ctx: ProjectorContext, ids: string[]): Promise<Map<string, Row>> {
  const r = await ctx.sql.query<{ body: Row }>(`select body from ${ctx.table('sea_waybills')} where id = any($1::text[])`, [ids]);
  return new Map(r.rows.map((x) => [x.body.id, typeof x.body === 'string' ? JSON.parse(x.body) : x.body]));
}

/**
 * rm.sea_waybills, inline: one row per waybill with its orders, costs (and their allocations) and
 * measures as jsonb, for the list and the waybill screen. The unique index on the B/L number
 * refuses a taken number inside the append (409 bl_number_taken).
 */
export const seaWaybillListProjector: Projector = {
  name: SEA_WAYBILL_LIST_READ_MODEL,
  version: 1,
  inline: true,
  handles: SEA_WAYBILL_EVENT_TYPES,
  tables: ['sea_waybills'],
  async migrate(ctx) {
    const t = ctx.table('sea_waybills');
    await ctx.sql.query(`create table if not exists ${t} (
      id text primary key, number text not null, bl_number text not null, status text not null, eta text, etd text,
      search text not null, body jsonb not null, created_at timestamptz not null, updated_at timestamptz not null, version int not null)`);
    await ctx.sql.query(`create unique index if not exists sea_waybills_bl_uq on ${t} (lower(bl_number))`);
  },
  async apply(events, ctx) {
    const mine = events as (StoredEvent & SeaWaybillEvent)[];
    const ids = [...new Set(mine.map((e) => e.data.waybillId))];
    const rows = await loadRows(ctx, ids);
    const touched = new Set<string>();
    for (const e of mine) {
      const id = e.data.waybillId;
      const row = rows.get(id) ?? null;
      if (row && row.version >= e.streamVersion) continue;
      const next = evolveRow(row, e);
      if (!next) continue;
      rows.set(id, next);
      touched.add(id);
    }
    const t = ctx.table('sea_waybills');
    for (const id of touched) {
      const r = rows.get(id)!;
      const search = [r.number, r.blNumber, r.carrier, r.portOfLoading, r.portOfDischarge, ...r.containers, ...r.orders.map((o) => o.number)].join(' ').toLowerCase();
      await ctx.sql.query(
        `insert into ${t} (${COLUMNS}) values ($1,$2,$3,$4,$5,$6,$7,$8::jsonb,$9,$10,$11)
         on conflict (id) do update set number = excluded.number, bl_number = excluded.bl_number, status = excluded.status, eta = excluded.eta, etd = excluded.etd,
           search = excluded.search, body = excluded.body, updated_at = excluded.updated_at, version = excluded.version`,
        [r.id, r.number, r.blNumber, r.status, r.eta, r.etd, search, JSON.stringify(r), r.createdAt, r.updatedAt, r.version],
      );
    }
    return [...touched];
  },
};
