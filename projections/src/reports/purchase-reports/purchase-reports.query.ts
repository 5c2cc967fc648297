import type {
  PurchaseDetailReport,
  PurchaseReport,
  PurchaseReportGroup,
  ReportSupplier,
  SupplierPurchaseReport,
  SupplierPurchaseRow,
} from '@tradedesk/contracts/reports/purchase-reports';
import { Decimal } from 'decimal.js';
import type { Sql } from '../../platform/sql.js';
import { NAMES_COLUMNS, namesJoin, namesOf } from '../../inventory/stock-names.js';
import { numericText } from '../numeric-text.js';

/**
 * The purchase reports (docs/reports.md "Purchase reports"): SQL over existing purchasing and
 * payables read models, no table of their own.
 * - rm.purchase_receipt_lines (every line received or returned, valued at cost in the cost
 *   currency, placed at the moment the goods moved) with rm.purchase_orders for the supplier;
 * - rm.purchase_orders (committed totals, order currency) and rm.supplier_ledger (the payables
 *   ledger per supplier and currency: purchases, returns, payments, checks, adjustments, dated by
 *   business day) for the per-supplier report.
 * Periods of instants arrive worked out by the caller with company-time; the grouping by business
 * day shifts instants by the company's hour offset (`offset`).
 */


/** An instant column as the company's business day 'YYYY-MM-DD' (offset in hours as parameter `param`). */
const dayOf = (col: string, param: string) => `to_char((${col} at time zone 'UTC') + ${param}::numeric * interval '1 hour', 'YYYY-MM-DD')`;

export interface PurchaseReportFilter {
  /** First instant of the period (null: from the beginning). */
  start: string | null;
  /** Exclusive end of the period (null: up to now). */
  end: string | null;
  /** The company's hour offset (SystemTimeZone). */
  offset: number;
  supplierId?: string;
  warehouseId?: string;
  limit: number;
  offset_rows: number;
}

/** The receipt lines the period and filters keep, as CTE `l` with the order's supplier. Parameters $1-$4. */
const receiptLines = `l as (
  select rl.*, o.supplier_id from rm.purchase_receipt_lines rl left join rm.purchase_orders o on o.id = rl.purchase_order_id
   where ($1::timestamptz is null or rl.received_at >= $1) and ($2::timestamptz is null or rl.received_at < $2)
     and ($3::text is null or o.supplier_id = $3) and ($4::text is null or rl.warehouse_id = $4)
)`;

/**
 * Goods received from suppliers over the period, per business day, month, supplier or warehouse:
 * received value, returned value (positive), net, net base units and the number of purchase orders.
 * Days and months oldest first; suppliers and warehouses by code. Totals over every row.
 */
export async function purchaseBy(sql: Sql, by: PurchaseReportGroup, f: PurchaseReportFilter): Promise<Omit<PurchaseReport, 'currency'>> {
  const key = {
    day: dayOf('l.received_at', '$5'),
    month: `left(${dayOf('l.received_at', '$5')}, 7)`,
    supplier: `coalesce(l.supplier_id, '')`,
    warehouse: 'l.warehouse_id',
  }[by];
  const names = {
    day: 'null::text as code, null::text as name',
    month: 'null::text as code, null::text as name',
    supplier: 's.code as code, s.name as name',
    warehouse: 'w.code as code, w.name as name',
  }[by];
  const join = by === 'supplier' ? 'left join rm.suppliers s on s.id = g.key' : by === 'warehouse' ? 'left join rm.warehouses w on w.id = g.key' : '';
  const order = by === 'day' || by === 'month' ? 'g.key' : 'code nulls last, g.key';
  const { rows } = await sql.query<any>(
    `with ${receiptLines}, g as (
       select ${key} as key, count(distinct l.purchase_order_id)::int as orders, sum(l.quantity) as quantity,
              coalesce(sum(l.value) filter (where l.kind = 'receipt'), 0) as received,
              coalesce(-sum(l.value) filter (where l.kind = 'return'), 0) as returned
         from l where $5::numeric is not null -- the offset is only used by the day and month keys; typed here for the others
        group by 1
     ), t as (select count(distinct l.purchase_order_id)::int as orders from l)
     select g.key, g.orders, g.quantity::text, g.received::text, g.returned::text, (g.received - g.returned)::text as net, ${names},
            count(*) over ()::int as n, (sum(g.quantity) over ())::text as t_quantity, (sum(g.received) over ())::text as t_received,
            (sum(g.returned) over ())::text as t_returned, (select orders from t) as t_orders
       from g ${join}
      order by ${order} limit ${f.limit} offset ${f.offset_rows}`,
    [f.start, f.end, f.supplierId ?? null, f.warehouseId ?? null, f.offset],
  );
  if (rows.length === 0 && f.offset_rows > 0) {
    const again = await purchaseBy(sql, by, { ...f, offset_rows: 0, limit: 1 });
    return { rows: [], total: again.total, totals: again.totals };
  }
  const first = rows[0];
  const received = numericText(first?.t_received);
  const returned = numericText(first?.t_returned);
  return {
    rows: rows.map((r) => ({
      key: r.key,
      code: r.code ?? null,
      name: r.name ?? null,
      orders: r.orders,
      quantity: numericText(r.quantity),
      received: numericText(r.received),
      returned: numericText(r.returned),
      net: numericText(r.net),
    })),
    total: first?.n ?? 0,
    totals: { quantity: numericText(first?.t_quantity), received, returned, net: numericText(new Decimal(received).minus(returned).toFixed()), orders: first?.t_orders ?? 0 },
  };
}

export interface PurchaseDetailFilter extends PurchaseReportFilter {
  productId?: string;
  kind?: 'receipt' | 'return';
}

/** Every received or returned purchase line of the period, in the order the goods moved. */
export async function purchaseDetail(sql: Sql, f: PurchaseDetailFilter): Promise<Omit<PurchaseDetailReport, 'currency'>> {
  const { rows } = await sql.query<any>(
    `with ${receiptLines}, d as (select * from l where ($6::text is null or l.product_id = $6) and ($7::text is null or l.kind = $7))
     select d.document_id, d.line, d.kind, d.document_number, d.order_number, d.purchase_order_id, d.received_at, ${dayOf('d.received_at', '$5')} as day,
            d.supplier_id, s.code as supplier_code, s.name as supplier_name, d.warehouse_id, d.product_id, d.quantity::text, d.value::text,
            case when d.quantity = 0 then '0' else round(d.value / d.quantity, 6)::text end as unit_cost, ${NAMES_COLUMNS},
            count(*) over ()::int as n, (sum(d.quantity) over ())::text as t_quantity, (sum(d.value) over ())::text as t_value
       from d ${namesJoin('d')} left join rm.suppliers s on s.id = d.supplier_id
      order by d.received_at, d.document_number, d.line limit ${f.limit} offset ${f.offset_rows}`,
    [f.start, f.end, f.supplierId ?? null, f.warehouseId ?? null, f.offset, f.productId ?? null, f.kind ?? null],
  );
  if (rows.length === 0 && f.offset_rows > 0) {
    const again = await purchaseDetail(sql, { ...f, offset_rows: 0, limit: 1 });
    return { rows: [], total: again.total, totals: again.totals };
  }
  const first = rows[0];
  return {
    rows: rows.map((r) => ({
      ...namesOf(r),
      documentId: r.document_id,
      line: r.line,
      kind: r.kind,
      documentNumber: r.document_number,
      orderNumber: r.order_number,
      purchaseOrderId: r.purchase_order_id,
      at: new Date(r.received_at).toISOString(),
      day: r.day,
      supplierId: r.supplier_id ?? null,
      supplierCode: r.supplier_code ?? null,
      supplierName: r.supplier_name ?? null,
      warehouseId: r.warehouse_id,
      productId: r.product_id,
      quantity: numericText(r.quantity),
      unitCost: numericText(r.unit_cost),
      value: numericText(r.value),
    })),
    total: first?.n ?? 0,
    totals: { quantity: numericText(first?.t_quantity), value: numericText(first?.t_value) },
  };
}

export interface SupplierPurchaseFilter {
  /** Business days, both inclusive (null: open side). */
  from: string | null;
  to: string | null;
  /** The same period as instants, for the orders' commit time. */
  start: string | null;
  end: string | null;
  supplierId?: string;
  currency?: string;
  limit: number;
  offset_rows: number;
}

/** Ledger kinds that pay a supplier (a payment, a transfer posted as one, a check) or undo such a payment. */
export const PAYING = ['payment', 'check-issued', 'check-endorsed', 'check-bounced', 'check-cancelled'];

/**
 * Per supplier and currency: what was owed before the period, the orders committed in it, the
 * goods received and returned, what was paid, other postings, and what is owed at its end (the
 * payables ledger up to the last day). A reversal counts with the kind of the entry it undoes.
 * Suppliers with nothing in the period and nothing owed are left out. Ordered by supplier code.
 */
export async function supplierPurchase(sql: Sql, f: SupplierPurchaseFilter): Promise<SupplierPurchaseReport> {
  const { rows } = await sql.query<any>(
    `with e as (
       select le.supplier_id, le.currency, le.amount, le.entry_date, coalesce(orig.kind, le.kind) as kind
         from rm.supplier_ledger le left join rm.supplier_ledger orig on le.kind = 'reversal' and orig.entry_id = le.reverses
        where ($1::text is null or le.supplier_id = $1) and ($2::text is null or le.currency = $2) and ($4::date is null or le.entry_date <= $4)
     ), led as (
       select supplier_id, currency,
              coalesce(sum(amount) filter (where $3::date is not null and entry_date < $3), 0) as opening,
              coalesce(sum(amount) filter (where kind = 'purchase' and ($3::date is null or entry_date >= $3)), 0) as received,
              coalesce(-sum(amount) filter (where kind = 'purchase-return' and ($3::date is null or entry_date >= $3)), 0) as returned,
              coalesce(-sum(amount) filter (where kind = any($7::text[]) and ($3::date is null or entry_date >= $3)), 0) as paid,
              coalesce(sum(amount) filter (where kind <> all($7::text[]) and kind not in ('purchase', 'purchase-return') and ($3::date is null or entry_date >= $3)), 0) as adjusted,
              sum(amount) as owed
         from e group by 1, 2
     ), ord as (
       select supplier_id, currency, sum(total) as ordered from rm.purchase_orders
        where committed_at is not null and status <> 'cancelled' and supplier_id is not null
          and ($1::text is null or supplier_id = $1) and ($2::text is null or currency = $2)
          and ($5::timestamptz is null or committed_at >= $5) and ($6::timestamptz is null or committed_at < $6)
        group by 1, 2
     ), r as (
       select coalesce(led.supplier_id, ord.supplier_id) as supplier_id, coalesce(led.currency, ord.currency) as currency,
              coalesce(led.opening, 0) as opening, coalesce(ord.ordered, 0) as ordered, coalesce(led.received, 0) as received,
              coalesce(led.returned, 0) as returned, coalesce(led.paid, 0) as paid, coalesce(led.adjusted, 0) as adjusted, coalesce(led.owed, 0) as owed
         from led full join ord on ord.supplier_id = led.supplier_id and ord.currency = led.currency
     )
     select r.supplier_id, r.currency, r.opening::text, r.ordered::text, r.received::text, r.returned::text, r.paid::text, r.adjusted::text, r.owed::text,
            s.code, s.name
       from r left join rm.suppliers s on s.id = r.supplier_id
      where r.ordered <> 0 or r.received <> 0 or r.returned <> 0 or r.paid <> 0 or r.adjusted <> 0 or r.owed <> 0
      order by s.code nulls last, r.supplier_id, r.currency`,
    [f.supplierId ?? null, f.currency ?? null, f.from, f.to, f.start, f.end, PAYING],
  );
  const all: SupplierPurchaseRow[] = rows.map((r) => ({
    supplierId: r.supplier_id,
    code: r.code ?? null,
    name: r.name ?? null,
    currency: r.currency,
    opening: numericText(r.opening),
    ordered: numericText(r.ordered),
    received: numericText(r.received),
    returned: numericText(r.returned),
    paid: numericText(r.paid),
    adjusted: numericText(r.adjusted),
    owed: numericText(r.owed),
  }));
  const currencies = [...new Set(all.map((r) => r.currency))].sort();
  const add = (xs: SupplierPurchaseRow[], pick: (r: SupplierPurchaseRow) => string) => numericText(xs.reduce((a, r) => a.plus(pick(r)), new Decimal(0)).toFixed());
  return {
    rows: all.slice(f.offset_rows, f.offset_rows + f.limit),
    total: all.length,
    totals: currencies.map((currency) => {
      const xs = all.filter((r) => r.currency === currency);
      return { currency, ordered: add(xs, (r) => r.ordered), received: add(xs, (r) => r.received), returned: add(xs, (r) => r.returned), paid: add(xs, (r) => r.paid), owed: add(xs, (r) => r.owed) };
    }),
  };
}

/** Every supplier (id, code, name) by code: the purchase reports' supplier filter. */
export async function reportSuppliers(sql: Sql): Promise<ReportSupplier[]> {
  const { rows } = await sql.query<any>(`select id, code, name from rm.suppliers order by code, id`);
  return rows.map((r) => ({ id: r.id, code: r.code ?? '', name: r.name ?? '' }));
}
