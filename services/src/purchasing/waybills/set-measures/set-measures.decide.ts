import type { ProductMeasure, SeaWaybillEvent } from '@tradedesk/contracts/purchasing/sea-waybill';
import { plain } from '@tradedesk/contracts/platform/money';
import { respread, type SpreadFacts } from '../landed-cost-spread.js';
import { evolveWaybill, requireWaybill, type WaybillState } from '../waybill.state.js';

export interface SetMeasures {
  type: 'SetMeasures';
  measures: ProductMeasure[];
  facts: SpreadFacts;
}

/**
 * Replaces the packing-list measures (kg and m3 per base unit of each product); costs spread by
 * weight or volume are spread again.
 */
export function decideSetMeasures(c: SetMeasures, s: WaybillState): SeaWaybillEvent[] {
  requireWaybill(s);
  const measures = c.measures.map((m) => ({ productId: m.productId, weight: plain(m.weight), volume: plain(m.volume) }));
  const key = (ms: ProductMeasure[]) => ms.map((m) => `${m.productId}|${m.weight}|${m.volume}`).join(';');
  if (key(measures) === key(s.measures)) return [];
  const set: SeaWaybillEvent = { type: 'SeaWaybillMeasuresSet', data: { waybillId: s.waybillId, number: s.number, measures } };
  const after = evolveWaybill(s, set);
  return [set, ...respread(after, after.costs.filter((x) => x.basis === 'weight' || x.basis === 'volume'), c.facts, { strict: false, reason: 'measures changed' })];
}
