import type { CostMethod } from '@tradedesk/contracts/inventory/cost';
import { abs, add, type Dec, dec, div, dp, eq, isPos, isZero, max, min, mul, neg, str, sub, ZERO } from './cost-decimal.js';

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
// Exact decimal arithmetic with decimal.js's precision-30 half-up results (cost-decimal.ts).
const round = (d: Dec) => dp(d, COST_DECIMALS);
/** The same few strings (quantities, prices) come again and again: parsed once. */
const parsed = new Map<string, Dec>();
const parse = (s: string): Dec => {
  let d = parsed.get(s);
  if (d === undefined) {
    d = dec(s);
    if (parsed.size > 10000) parsed.clear();
    parsed.set(s, d);
  }
  return d;
};

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
  let q = dec(start.q);
  let v = dec(start.v);
  let c: Dec | null = start.c === null ? null : dec(start.c);
  const layers: { q: Dec; c: Dec }[] = method === 'fifo' ? (start.layers ?? []).map(([lq, lc]) => ({ q: dec(lq), c: dec(lc) })) : [];
  const open: { a: number; p: number; l: number; r: Dec; pc: Dec; cv: Dec }[] = (start.open ?? []).map((o) => ({ a: o.a, p: o.p, l: o.l, r: dec(o.r), pc: dec(o.pc), cv: dec(o.cv) }));
  const outputs: CostOutput[] = [];
  const inWindow = new Map<string, CostOutput>();
  const adjusted = new Map<string, CostAdjustment>();
  const setOutflowValue = (o: { a: number; p: number; l: number; r: Dec; pc: Dec; cv: Dec }) => {
    const value = neg(round(add(o.cv, mul(o.r, o.pc))));
    const k = `${o.p}:${o.l}`;
    const row = inWindow.get(k);
    if (row) {
      row.value = str(value);
      const qty = abs(parse(row.input.quantity));
      row.unitCost = isZero(qty) ? row.unitCost : str(round(div(abs(value), qty)));
    } else adjusted.set(k, { a: o.a, p: o.p, l: o.l, value: str(value) });
  };
  // Outflows open at the start are re-set to their state at the start (a replay may no longer cover them).
  for (const o of open) setOutflowValue(o);

  const currentCost = (): Dec | null => (isPos(q) ? div(v, q) : c);
  const snapshot = (): CostState => {
    const s: CostState = { q: str(q), v: str(v), c: c === null ? null : str(c) };
    if (method === 'fifo' && layers.length) s.layers = layers.map((x) => [str(x.q), str(x.c)]);
    if (open.length) s.open = open.map((o) => ({ a: o.a, p: o.p, l: o.l, r: str(o.r), pc: str(o.pc), cv: str(o.cv) }));
    return s;
  };
  /** Takes `x` (> 0) out of stock: the value of the part stock covers, and the part it does not. */
  const takeFromStock = (x: Dec): { value: Dec; short: Dec } => {
    const avail = max(q, ZERO);
    const from = min(x, avail);
    if (isZero(from)) return { value: ZERO, short: x };
    let value: Dec;
    if (method === 'fifo') {
      value = ZERO;
      let need = from;
      while (isPos(need) && layers.length) {
        const head = layers[0]!;
        const take = min(need, head.q);
        value = add(value, mul(take, head.c));
        head.q = sub(head.q, take);
        need = sub(need, take);
        if (isZero(head.q)) layers.shift();
      }
      value = eq(from, q) ? v : round(value);
    } else value = eq(from, q) ? v : round(div(mul(from, v), q));
    return { value, short: sub(x, from) };
  };
  /** Brings `x` (> 0) in at unit cost `k` (value `total`): covers open outflows first. */
  const bringIn = (x: Dec, k: Dec, total: Dec) => {
    let rest = x;
    while (isPos(rest) && open.length) {
      const o = open[0]!;
      const y = min(rest, o.r);
      o.r = sub(o.r, y);
      o.cv = add(o.cv, round(mul(y, k)));
      // The open quantity leaves the (negative) stock at its provisional value.
      q = add(q, y);
      v = add(v, round(mul(y, o.pc)));
      rest = sub(rest, y);
      setOutflowValue(o);
      if (isZero(o.r)) open.shift();
    }
    if (isPos(rest)) {
      const restValue = eq(rest, x) ? total : round(mul(rest, k));
      q = add(q, rest);
      v = add(v, restValue);
      if (method === 'fifo') layers.push({ q: rest, c: k });
    }
    if (isZero(q) && open.length === 0) v = ZERO;
    c = round(isPos(q) ? div(v, q) : k);
  };

  for (const input of inputs) {
    const qty = parse(input.quantity);
    const rec = parse(input.recordedCost || '0');
    let value: Dec;
    let unit: Dec;
    if (isZero(qty)) {
      unit = currentCost() ?? rec;
      value = ZERO;
    } else if (INTERNAL_KINDS.has(input.kind)) {
      unit = currentCost() ?? rec;
      value = round(mul(qty, unit));
    } else if (isPos(qty)) {
      let total: Dec;
      if (input.kind === 'receipt') {
        total = round(add(mul(qty, rec), input.landed === undefined ? ZERO : parse(input.landed)));
      } else if (input.kind === 'count-adjustment' || input.kind === 'issue-reversal') {
        total = round(mul(qty, currentCost() ?? rec));
      } else {
        total = round(mul(qty, isPos(rec) ? rec : currentCost() ?? ZERO));
      }
      const k = div(total, qty);
      unit = round(k);
      value = total;
      bringIn(qty, k, total);
    } else {
      const x = neg(qty);
      const q0 = q;
      const v0 = v;
      const { value: fromStock, short } = takeFromStock(x);
      let out = fromStock;
      if (isPos(short)) {
        const provisional = isPos(q0) ? div(v0, q0) : c ?? rec;
        out = add(fromStock, round(mul(short, provisional)));
        open.push({ a: input.at, p: input.position, l: input.line, r: short, pc: provisional, cv: fromStock });
        if (c === null) c = round(provisional);
      }
      q = sub(q, x);
      v = sub(v, out);
      // Moving average: leaving at the average keeps it (c stays); FIFO: the layers left set it.
      if (method === 'fifo' && isPos(q)) c = round(div(v, q));
      value = neg(out);
      unit = round(div(out, x));
    }
    const row: CostOutput = { input, unitCost: str(round(unit)), value: str(value), state: snapshot() };
    outputs.push(row);
    // Only outflows left open are corrected later (setOutflowValue).
    if (open.length && open[open.length - 1]!.p === input.position && open[open.length - 1]!.l === input.line) inWindow.set(`${input.position}:${input.line}`, row);
  }
  return { outputs, state: snapshot(), adjustments: [...adjusted.values()] };
}
