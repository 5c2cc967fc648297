import { ensureCheckpoint } from '@tradedesk/projections/platform/checkpoints';
import { ZERO } from '@tradedesk/projections/platform/event-source';
import { contextFor, LIVE_SCHEMA } from '@tradedesk/projections/platform/projector';
import { rebuildProjector } from '@tradedesk/projections/platform/rebuild';
import { costProjector } from '@tradedesk/projections/inventory/cost/cost.projector';
import type { NewEvent } from '@tradedesk/contracts/platform/events';
import { SqlEventStore } from '../platform/event-store/event-store.js';
import { ADAPTERS, type TestDatabase, waitReadable } from '../platform/testing/test-db.js';

/**
 * The cost read model rebuilt from the log (one big batch read without metadata, rows written
 * with COPY, the fold on exact decimals) equals the model the daemon builds batch by batch, on
 * PostgreSQL and on PGlite: a month of receipts at changing prices, sales (some beyond the stock),
 * transfers, counts, receipts entered late, landed costs allocated and withdrawn, a cancelled
 * order, a sale in another currency and a switch to FIFO half-way.
 */
let seed = 13;
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed / 2147483648);
const int = (n: number) => Math.floor(rand() * n);
const day = (d: number, h = 10) => new Date(Date.UTC(2026, 0, d, h, int(60))).toISOString();

function history(): { stream: string; events: NewEvent[] }[] {
  const out: { stream: string; events: NewEvent[] }[] = [];
  const moved = (source: { type: string; id: string; number: string }, at: string, movements: { kind: string; warehouseId: string; productId: string; quantity: string; unitCost: string }[], documentId?: string) => ({
    type: 'StockMoved',
    data: {
      source, reason: null, allowNegative: true, at, ...(documentId ? { documentId } : {}),
      movements: movements.map((m, i) => ({ line: i + 1, zoneId: null, unit: 'unit', unitQuantity: m.quantity.replace('-', ''), ...m })),
    },
  });
  out.push({ stream: 'settings-company', events: [{ type: 'CompanyCreated', data: { settings: { BaseCurrencyID: 'CLP', CostCurrencyID: 'CLP', CostMethod: 'moving-average' } } }] });
  const receipts: string[] = [];
  for (let d = 1; d <= 28; d++) {
    const p = `p${1 + int(4)}`;
    const wh = `w${1 + int(2)}`;
    const kind = int(10);
    const n = `${d}-${int(1000)}`;
    if (kind < 3 || d === 15) {
      // A receipt; every fourth entered late, dated days before.
      const arrived = d % 4 === 0 ? day(Math.max(1, d - 6), 8) : day(d);
      receipts.push(`rc-${n}`);
      out.push({ stream: `purchase-order-po-${n}`, events: [moved({ type: 'purchase', id: `po-${n}`, number: `PO-${n}` }, arrived, [{ kind: 'receipt', warehouseId: wh, productId: p, quantity: String(5 + int(20)), unitCost: `${90 + int(30)}.${int(1000)}` }], `rc-${n}`)] });
    } else if (kind < 7) {
      const qty = String(1 + int(9));
      const currency = int(5) === 0 ? 'USD' : 'CLP';
      const amount = String(100 * Number(qty) + int(500));
      out.push({
        stream: `sale-order-so-${n}`,
        events: [
          {
            type: 'SaleOrderCommitted',
            data: {
              orderId: `so-${n}`, number: `SO-${n}`, customer: { id: `c${int(3)}`, code: 'C', name: 'Cliente' }, warehouseId: wh, currency, rate: currency === 'USD' ? '950' : '1',
              deliveryMode: 'direct', deliveryDate: null, taxRate: null, subtotal: amount, tax: '0', total: amount, dueDate: '2026-03-01',
              lines: [{ lineId: `so-${n}-l1`, productId: p, unit: 'unit', quantity: qty, baseQuantity: qty, amount, gift: false, unitCost: '100' }],
            },
          },
          moved({ type: 'sale', id: `so-${n}`, number: `SO-${n}` }, day(d, 12), [{ kind: 'issue', warehouseId: wh, productId: p, quantity: `-${qty}`, unitCost: '97' }]),
          ...(int(6) === 0
            ? [
                { type: 'SaleOrderCancelled', data: { orderId: `so-${n}`, number: `SO-${n}`, customer: null, currency, total: amount, wasCommitted: true, reason: 'changed mind' } },
                moved({ type: 'sale', id: `so-${n}`, number: `SO-${n}` }, day(d, 16), [{ kind: 'issue-reversal', warehouseId: wh, productId: p, quantity: qty, unitCost: '0' }]),
              ]
            : []),
        ],
      });
    } else if (kind < 8) {
      const qty = String(1 + int(5));
      out.push({ stream: `transfer-tr-${n}`, events: [moved({ type: 'transfer', id: `tr-${n}`, number: `TR-${n}` }, day(d), [
        { kind: 'transfer-out', warehouseId: 'w1', productId: p, quantity: `-${qty}`, unitCost: '0' },
        { kind: 'transfer-in', warehouseId: 'w2', productId: p, quantity: qty, unitCost: '0' },
      ])] });
    } else if (kind < 9 && receipts.length) {
      const rc = receipts[int(receipts.length)]!;
      const cost = `freight-${n}`;
      const amount = `${10 + int(90)}.${int(100)}`;
      const allocated = { type: 'LandedCostAllocated', data: { waybillId: `wb-${n}`, waybillNumber: `WB-${n}`, costId: cost, kind: 'freight', basis: 'value', currency: 'CLP', amount, rate: '1', costCurrency: 'CLP',
        allocations: [{ purchaseOrderId: rc.replace('rc', 'po'), receiptId: rc, receiptLine: 1, productId: 'p1', warehouseId: 'w1', amount }] } };
      out.push({ stream: `sea-waybill-wb-${n}`, events: int(3) === 0 ? [allocated, { type: 'LandedCostWithdrawn', data: { waybillId: `wb-${n}`, waybillNumber: `WB-${n}`, costId: cost, reason: 'wrong' } }] : [allocated] });
    } else {
      out.push({ stream: `stock-count-sc-${n}`, events: [moved({ type: 'count', id: `sc-${n}`, number: `SC-${n}` }, day(d), [{ kind: 'count-adjustment', warehouseId: wh, productId: p, quantity: String(int(7) - 3), unitCost: '0' }])] });
    }
    if (d === 18) out.push({ stream: 'settings-company', events: [{ type: 'CompanySettingsChanged', data: { changes: { CostMethod: 'fifo' }, previous: { CostMethod: 'moving-average' } } }] });
  }
  return out;
}

async function tables(t: TestDatabase) {
  const out: Record<string, unknown[]> = {};
  for (const name of costProjector.tables) out[name] = (await t.db.query(`select * from rm.${name} order by 1, 2, 3`)).rows;
  return out;
}

describe.each(ADAPTERS)('cost read model rebuilt from the log on %s', (_name, open) => {
  let t: TestDatabase;
  afterEach(() => t.drop());

  it('equals the model built batch by batch, whatever the rebuild batch size', async () => {
    t = await open();
    const store = new SqlEventStore(t.db);
    let count = 0;
    for (const [i, { stream, events }] of history().entries()) {
      await store.append(stream, 'any', events, { userId: 'u1', commandId: `c${i}`, correlationId: `c${i}`, causationId: `c${i}` });
      count += events.length;
    }
    await waitReadable(store, count);
    await costProjector.migrate(contextFor(t.db, LIVE_SCHEMA));
    await ensureCheckpoint(t.db, costProjector.name);
    // As the daemon does: a few events per batch, each in its own transaction.
    let cp = ZERO;
    for (;;) {
      const { events, last, scanned } = await store.readAll(cp, 3, { types: [...costProjector.handles] });
      if (scanned === 0) break;
      if (events.length) await t.db.transaction((tx) => costProjector.apply(events, contextFor(tx, LIVE_SCHEMA)));
      cp = last;
    }
    const incremental = await tables(t);
    expect(incremental.cost_movements!.length).toBeGreaterThan(20);
    expect(incremental.cost_movements!.some((r: any) => r.extra?.open)).toBe(true);
    expect(incremental.cost_movements!.some((r: any) => r.extra?.layers)).toBe(true);

    // Valued in business-time order: each row's quantity after is the running sum in that order
    // (transfers move goods between warehouses and leave the product's quantity as it is).
    const { rows: ordered } = await t.db.query<{ product_id: string; kind: string; quantity: string; qty_after: string }>(
      `select product_id, kind, quantity::text, qty_after::text from rm.cost_movements order by product_id, at, position, line`,
    );
    const running = new Map<string, number>();
    for (const r of ordered) {
      const q = (running.get(r.product_id) ?? 0) + (r.kind.startsWith('transfer-') ? 0 : Number(r.quantity));
      running.set(r.product_id, q);
      expect([r.product_id, r.qty_after]).toEqual([r.product_id, String(q)]);
    }

    const whole = await rebuildProjector({ db: t.db, source: store, projector: costProjector });
    expect(whole.events).toBe(count);
    expect(await tables(t)).toEqual(incremental);
    // The sale index, left out while the rebuild filled the table, is there again.
    const { rows: indexes } = await t.db.query<{ indexname: string }>(`select indexname from pg_indexes where schemaname = 'rm' and tablename = 'cost_movements' order by 1`);
    expect(indexes.map((r) => r.indexname)).toEqual(['cost_movements_doc_ix', 'cost_movements_pkey', 'cost_movements_sale_ix']);
    await rebuildProjector({ db: t.db, source: store, projector: costProjector, batchSize: 7 });
    expect(await tables(t)).toEqual(incremental);
  });
});
