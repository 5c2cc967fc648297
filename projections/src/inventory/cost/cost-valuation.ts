import type { CostMethod } from '@tradedesk/contracts/inventory/cost';
import { Decimal } from 'decimal.js';

/**
 * The pure valuation core of the cost projection (docs/costing.md): folds one product's movements,
 * in valuation order, from a saved state into valued movements and the next state. No I/O: the
 * projector loads the state before the first affected movement, folds, and writes.
 *
 * Rules (each in docs/costing.md):
 * - Costing is per product, company-wide. Transfers between warehouses (transfer-out/-in,
 *   allocation-out/-in) move goods at the current unit cost and change neither the average nor
 *   the FIFO layers.
 * - Inflows come in at their own cost: a receipt at its unitCost plus its landed costs / quantity;
 *   a positive count or a sale taken back (issue-reversal) at the current unit cost; other inflows (customer return, production) at the cost the movement recorded,
 *   or the current cost when it recorded none.
 * - Outflows (sale issue, damage, negative count, return to the supplier...) leave at the method's
 *   cost: the moving average, or the oldest FIFO layers.
 * - Negative stock: the part of an outflow not covered by stock leaves at the last known unit
 *   cost (or, when the product never had one, the cost the movement recorded) and stays "open";
 *   the next inflows cover open outflows oldest first, and each covered unit is revalued at the
 *   covering inflow's cost (the earlier sale's cost and profit change).
 */

/** Decimals kept in values and unit costs (the cost currency's own decimals are for display). */
export const COST_DECIMALS = 6;
const D = Decimal.clone({ precision: 30, rounding: Decimal.ROUND_HALF_UP });
type Dec = InstanceType<typeof D>;
const ZERO = new D(0);
const round = (d: Dec) => d.toDecimalPlaces(COST_DECIMALS, Decimal.ROUND_HALF_UP);

export const INTERNAL_KINDS: ReadonlySet<string> = new Set(['transfer-out', 'transfer-in', 'allocation-out', 'allocation-in']);

/** A movement to value. `key` orders it: business time, then log position, then line. */
export interface CostInput {
  at: number;
  position: number;
  line: number;
  kind: string;
  /** Signed base quantity. */
  quantity: string;
  /** The unit cost the movement recorded when it was decided. */
  recordedCost: string;
  /** Receipts: the sum of their landed costs (cost currency), added to the line's value. */
  landed?: string;
  sourceType: string;
  sourceId: string;
}

/** An outflow (part) that found no stock: valued provisionally until an inflow covers it. */
export interface OpenOutflow {
  /** Business time (ms), log position and line of the outflow: its row's key. */
  a: number;
  p: number;
  l: number;
  /** Quantity still open. */
  r: string;
  /** Provisional unit cost of the open quantity. */
  pc: string;
  /** Value of the quantity already covered (from stock, or by later inflows at their cost). */
  cv: string;
}

export interface CostState {
  /** Quantity (all warehouses, transfers excluded as they net to zero). */
  q: string;
  /** Stock value. */
  v: string;
  /** Unit cost now: v / q while q > 0, else the last one known (null: never known). */
  c: string | null;
  /** FIFO layers, oldest first: [quantity, unit cost]. */
  layers?: [string, string][];
  open?: OpenOutflow[];
}

export const EMPTY_STATE: CostState = { q: '0', v: '0', c: null };

export interface CostOutput {
  input: CostInput;
  unitCost: string;
  value: string;
  state: CostState;
}

/** An absolute new value for an earlier outflow an inflow covered (position, line). */
export interface CostAdjustment {
  a: number;
  p: number;
  l: number;
  value: string;
}

export const compareInputs = (a: Pick<CostInput, 'at' | 'position' | 'line'>, b: Pick<CostInput, 'at' | 'position' | 'line'>) =>
  a.at - b.at || a.position - b.position || a.line - b.line;

/**
 * Folds `inputs` (sorted with compareInputs) from `start`. Adjustments re-set outflows before
 * the window that this fold covers or uncovers; outflows inside the window are corrected in the
 * outputs.
 */
export function foldCost(
  method: CostMethod,
  start: CostState,
  inputs: readonly CostInput[],
): { outputs: CostOutput[]; state: CostState; adjustments: CostAdjustment[] } {
  let q = new D(start.q);
  let v = new D(start.v);
  let c: Dec | null = start.c === null ? null : new D(start.c);
  const layers: { q: Dec; c: Dec }[] = method === 'fifo' ? (start.layers ?? []).map(([lq, lc]) => ({ q: new D(lq), c: new D(lc) })) : [];
  const open: { a: number; p: number; l: number; r: Dec; pc: Dec; cv: Dec }[] = (start.open ?? []).map((o) => ({ a: o.a, p: o.p, l: o.l, r: new D(o.r), pc: new D(o.pc), cv: new D(o.cv) }));
  const outputs: CostOutput[] = [];
  const inWindow = new Map<string, CostOutput>();
  const adjusted = new Map<string, CostAdjustment>();
  const setOutflowValue = (o: { a: number; p: number; l: number; r: Dec; pc: Dec; cv: Dec }) => {
    const value = round(o.cv.plus(o.r.times(o.pc))).negated();
    const k = `${o.p}:${o.l}`;
    const row = inWindow.get(k);
    if (row) {
      row.value = value.toFixed();
      const qty = new D(row.input.quantity).abs();
      row.unitCost = qty.isZero() ? row.unitCost : round(value.abs().dividedBy(qty)).toFixed();
    } else adjusted.set(k, { a: o.a, p: o.p, l: o.l, value: value.toFixed() });
  };
  // Outflows open at the start are re-set to their state at the start (a replay may no longer cover them).
  for (const o of open) setOutflowValue(o);

  const currentCost = (): Dec | null => (q.gt(0) ? v.dividedBy(q) : c);
  const snapshot = (): CostState => {
    const s: CostState = { q: q.toFixed(), v: v.toFixed(), c: c === null ? null : c.toFixed() };
    if (method === 'fifo' && layers.length) s.layers = layers.map((x) => [x.q.toFixed(), x.c.toFixed()]);
    if (open.length) s.open = open.map((o) => ({ a: o.a, p: o.p, l: o.l, r: o.r.toFixed(), pc: o.pc.toFixed(), cv: o.cv.toFixed() }));
    return s;
  };
  /** Takes `x` (> 0) out of stock: the value of the part stock covers, and the part it does not. */
  const takeFromStock = (x: Dec): { value: Dec; short: Dec } => {
    const avail = D.max(q, ZERO);
    const from = D.min(x, avail);
    if (from.isZero()) return { value: ZERO, short: x };
    let value: Dec;
    if (method === 'fifo') {
      value = ZERO;
      let need = from;
      while (need.gt(0) && layers.length) {
        const head = layers[0]!;
        const take = D.min(need, head.q);
        value = value.plus(take.times(head.c));
        head.q = head.q.minus(take);
        need = need.minus(take);
        if (head.q.isZero()) layers.shift();
      }
      value = from.eq(q) ? v : round(value);
    } else value = from.eq(q) ? v : round(from.times(v).dividedBy(q));
    return { value, short: x.minus(from) };
  };
  /** Brings `x` (> 0) in at unit cost `k` (value `total`): covers open outflows first. */
  const bringIn = (x: Dec, k: Dec, total: Dec) => {
    let rest = x;
    while (rest.gt(0) && open.length) {
      const o = open[0]!;
      const y = D.min(rest, o.r);
      o.r = o.r.minus(y);
      o.cv = o.cv.plus(round(y.times(k)));
      // The open quantity leaves the (negative) stock at its provisional value.
      q = q.plus(y);
      v = v.plus(round(y.times(o.pc)));
      rest = rest.minus(y);
      setOutflowValue(o);
      if (o.r.isZero()) open.shift();
    }
    if (rest.gt(0)) {
      const restValue = rest.eq(x) ? total : round(rest.times(k));
      q = q.plus(rest);
      v = v.plus(restValue);
      if (method === 'fifo') layers.push({ q: rest, c: k });
    }
    if (q.isZero() && open.length === 0) v = ZERO;
    c = round(q.gt(0) ? v.dividedBy(q) : k);
  };

  for (const input of inputs) {
    const qty = new D(input.quantity);
    const rec = new D(input.recordedCost || '0');
    let value: Dec;
    let unit: Dec;
    if (qty.isZero()) {
      unit = currentCost() ?? rec;
      value = ZERO;
    } else if (INTERNAL_KINDS.has(input.kind)) {
      unit = currentCost() ?? rec;
      value = round(qty.times(unit));
    } else if (qty.gt(0)) {
      let total: Dec;
      if (input.kind === 'receipt') {
        total = round(qty.times(rec).plus(input.landed ?? '0'));
      } else if (input.kind === 'count-adjustment' || input.kind === 'issue-reversal') {
        total = round(qty.times(currentCost() ?? rec));
      } else {
        total = round(qty.times(rec.gt(0) ? rec : currentCost() ?? ZERO));
      }
      unit = round(total.dividedBy(qty));
      value = total;
      bringIn(qty, total.dividedBy(qty), total);
    } else {
      const x = qty.negated();
      const q0 = q;
      const v0 = v;
      const { value: fromStock, short } = takeFromStock(x);
      let out = fromStock;
      if (short.gt(0)) {
        const provisional = q0.gt(0) ? v0.dividedBy(q0) : c ?? rec;
        out = fromStock.plus(round(short.times(provisional)));
        open.push({ a: input.at, p: input.position, l: input.line, r: short, pc: provisional, cv: fromStock });
        if (c === null) c = round(provisional);
      }
      q = q.minus(x);
      v = v.minus(out);
      // Moving average: leaving at the average keeps it (c stays); FIFO: the layers left set it.
      if (method === 'fifo' && q.gt(0)) c = round(v.dividedBy(q));
      value = out.negated();
      unit = round(out.dividedBy(x));
    }
    const row: CostOutput = { input, unitCost: round(unit).toFixed(), value: value.toFixed(), state: snapshot() };
    outputs.push(row);
    // Only outflows left open are corrected later (setOutflowValue).
    if (open.length && open[open.length - 1]!.p === input.position && open[open.length - 1]!.l === input.line) inWindow.set(`${input.position}:${input.line}`, row);
  }
  return { outputs, state: snapshot(), adjustments: [...adjusted.values()] };
}
