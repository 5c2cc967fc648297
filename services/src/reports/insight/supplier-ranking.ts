import type { SupplierRankRow, SupplierReason } from '@tradedesk/contracts/reports/report-insight';
import type { SupplierProductFigures } from '@tradedesk/projections/purchasing/purchase-receipt-lines/supplier-performance.query';
import { Decimal } from 'decimal.js';

/**
 * Suppliers ranked per product or per category (docs/report-insight.md "Supplier suggestions").
 * - average cost = cost received / base units received (per base unit, cost currency);
 * - price index = the supplier's average cost / the cheapest supplier's of the product x 100 (by
 *   category: the mean of its products' indexes);
 * - returns share = base units sent back / received x 100;
 * - rank: the lowest price index after returns (index x (1 + returns share / 100): goods sent back
 *   make the rest dearer), then the shortest lead time (unknown last), then the latest receipt.
 */
export const HIGH_RETURNS = 5;
/** The last cost above the average by more than this share (percent) is a rising price. */
export const RISING = 5;

const d1 = (v: Decimal) => v.toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toFixed(1);
const d4 = (v: Decimal) => v.toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4);

interface Ranked {
  row: Omit<SupplierRankRow, 'rank' | 'reasons'>;
  index: Decimal;
  returns: Decimal;
  lead: Decimal | null;
  average: Decimal | null;
  last: Decimal | null;
}

function share(part: Decimal, whole: Decimal) {
  return whole.isZero() ? new Decimal(0) : part.dividedBy(whole).times(100);
}

/** Each supplier's figures for one product, its price index among the product's suppliers. */
function perProduct(rows: readonly SupplierProductFigures[]): Map<string, Ranked[]> {
  const groups = new Map<string, SupplierProductFigures[]>();
  for (const r of rows) groups.set(r.productId, [...(groups.get(r.productId) ?? []), r]);
  const out = new Map<string, Ranked[]>();
  for (const [productId, g] of groups) {
    const averages = g.map((r) => (new Decimal(r.received).gt(0) ? new Decimal(r.receivedValue).dividedBy(r.received) : null));
    const cheapest = averages.filter((a): a is Decimal => a !== null && a.gt(0)).reduce<Decimal | null>((m, a) => (m === null || a.lt(m) ? a : m), null);
    out.set(
      productId,
      g.map((r, i) => {
        const average = averages[i] ?? null;
        const received = new Decimal(r.received);
        const returns = share(new Decimal(r.returned), received);
        const lead = r.leadOrders > 0 ? new Decimal(r.leadDaysSum).dividedBy(r.leadOrders) : null;
        const index = average && cheapest ? average.dividedBy(cheapest).times(100) : new Decimal(100);
        return {
          index, returns, lead, average, last: r.lastCost === null ? null : new Decimal(r.lastCost),
          row: {
            key: productId, code: r.productCode, name: r.productName, supplierId: r.supplierId, supplierCode: r.supplierCode, supplierName: r.supplierName,
            products: 1, received: received.toFixed(), returned: new Decimal(r.returned).toFixed(), returnsShare: d1(returns),
            lastCost: r.lastCost === null ? null : d4(new Decimal(r.lastCost)), averageCost: average ? d4(average) : null, priceIndex: d1(index),
            leadDays: lead ? d1(lead) : null, orders: r.orders, lastReceived: r.lastReceived,
          },
        };
      }),
    );
  }
  return out;
}

/** The suppliers of each category: their products' figures added up, the price index averaged. */
function perCategory(rows: readonly SupplierProductFigures[]): Map<string, Ranked[]> {
  const products = perProduct(rows);
  const category = new Map(rows.map((r) => [r.productId, { id: r.categoryId, name: r.categoryName }]));
  const acc = new Map<string, { cat: { id: string; name: string }; list: Ranked[]; leadSum: Decimal; leadOrders: number; row: SupplierProductFigures }>();
  const source = new Map(rows.map((r) => [`${r.productId}|${r.supplierId}`, r]));
  for (const [productId, ranked] of products) {
    for (const x of ranked) {
      const cat = category.get(productId)!;
      const key = `${cat.id}|${x.row.supplierId}`;
      const src = source.get(`${productId}|${x.row.supplierId}`)!;
      let a = acc.get(key);
      if (!a) acc.set(key, (a = { cat, list: [], leadSum: new Decimal(0), leadOrders: 0, row: src }));
      a.list.push(x);
      a.leadSum = a.leadSum.plus(src.leadDaysSum);
      a.leadOrders += src.leadOrders;
    }
  }
  const out = new Map<string, Ranked[]>();
  for (const a of acc.values()) {
    const received = a.list.reduce((s, x) => s.plus(x.row.received), new Decimal(0));
    const returned = a.list.reduce((s, x) => s.plus(x.row.returned), new Decimal(0));
    const index = a.list.reduce((s, x) => s.plus(x.index), new Decimal(0)).dividedBy(a.list.length);
    const returns = share(returned, received);
    const lead = a.leadOrders > 0 ? a.leadSum.dividedBy(a.leadOrders) : null;
    const ranked: Ranked = {
      index, returns, lead, average: null, last: null,
      row: {
        key: a.cat.id, code: '', name: a.cat.name, supplierId: a.row.supplierId, supplierCode: a.row.supplierCode, supplierName: a.row.supplierName,
        products: a.list.length, received: received.toFixed(), returned: returned.toFixed(), returnsShare: d1(returns), lastCost: null, averageCost: null,
        priceIndex: d1(index), leadDays: lead ? d1(lead) : null, orders: a.list.reduce((s, x) => s + x.row.orders, 0),
        lastReceived: a.list.map((x) => x.row.lastReceived).sort().at(-1)!,
      },
    };
    out.set(a.cat.id, [...(out.get(a.cat.id) ?? []), ranked]);
  }
  return out;
}

const effective = (x: Ranked) => x.index.times(new Decimal(100).plus(x.returns)).dividedBy(100);

/** The reasons behind a supplier's place among the group's suppliers, strongest first. */
export function reasonsFor(x: Ranked, group: readonly Ranked[]): SupplierReason[] {
  const reasons: SupplierReason[] = [];
  const others = group.filter((g) => g !== x);
  if (!others.length) reasons.push('onlySupplier');
  else {
    const cheapest = others.every((o) => x.index.lte(o.index));
    reasons.push(cheapest ? 'cheapest' : 'pricier');
    const leads = others.map((o) => o.lead).filter((l): l is Decimal => l !== null);
    if (x.lead !== null && leads.length) {
      if (leads.every((l) => x.lead!.lte(l)) && leads.some((l) => x.lead!.lt(l))) reasons.push('fastest');
      else if (leads.some((l) => x.lead!.gt(l))) reasons.push('slower');
    }
    if (others.every((o) => x.returns.lte(o.returns)) && others.some((o) => x.returns.lt(o.returns))) reasons.push('fewestReturns');
  }
  if (x.returns.gte(HIGH_RETURNS)) reasons.push('highReturns');
  if (x.last && x.average && x.last.gt(x.average.times(100 + RISING).dividedBy(100))) reasons.push('priceRising');
  // Strong points first.
  const good: SupplierReason[] = ['onlySupplier', 'cheapest', 'fastest', 'fewestReturns'];
  return [...reasons.filter((r) => good.includes(r)), ...reasons.filter((r) => !good.includes(r))];
}

function rank(group: Ranked[]): SupplierRankRow[] {
  const sorted = [...group].sort(
    (a, b) =>
      effective(a).comparedTo(effective(b)) ||
      (a.lead === null ? (b.lead === null ? 0 : 1) : b.lead === null ? -1 : a.lead.comparedTo(b.lead)) ||
      (a.row.lastReceived > b.row.lastReceived ? -1 : a.row.lastReceived < b.row.lastReceived ? 1 : 0) ||
      (a.row.supplierCode < b.row.supplierCode ? -1 : 1),
  );
  return sorted.map((x, i) => ({ ...x.row, rank: i + 1, reasons: reasonsFor(x, group) }));
}

/** Rows of every group (by product code, or category name), each group's suppliers in rank order. */
export function rankSuppliers(rows: readonly SupplierProductFigures[], by: 'product' | 'category'): SupplierRankRow[] {
  const groups = by === 'product' ? perProduct(rows) : perCategory(rows);
  return [...groups.values()]
    .map(rank)
    .sort((a, b) => (by === 'product' ? a[0]!.code.localeCompare(b[0]!.code) : a[0]!.name.localeCompare(b[0]!.name)) || (a[0]!.key < b[0]!.key ? -1 : 1))
    .flat();
}
