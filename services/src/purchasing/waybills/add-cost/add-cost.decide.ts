import type { AllocationBasis, LandedCostKind } from '@tradedesk/contracts/purchasing/landed-cost';
import type { SeaWaybillEvent } from '@tradedesk/contracts/purchasing/sea-waybill';
import { plain } from '@tradedesk/contracts/platform/money';
import { Decimal } from 'decimal.js';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { allocated, type SpreadFacts, spreadCost } from '../landed-cost-spread.js';
import { evolveWaybill, requireWaybill, type WaybillState } from '../waybill.state.js';

export interface AddCost {
  type: 'AddCost';
  cost: { kind: LandedCostKind; basis: AllocationBasis; currency: string; amount: string; rate?: string; invoiceRef: string; note: string };
  costCurrency: string;
  facts: SpreadFacts;
}

/**
 * Adds a cost in its own currency with its rate to the cost currency (1, and only 1, when they
 * are the same). When the linked orders have received goods it is spread over them at once
 * (costs that arrive after the goods); otherwise it waits for the Allocate action.
 */
export function decideAddCost(c: AddCost, s: WaybillState, ctx: DecideContext): SeaWaybillEvent[] {
  requireWaybill(s);
  const same = c.cost.currency === c.costCurrency;
  if (!same && !c.cost.rate) throw new DomainError('rate_required', `rate: enter the rate from ${c.cost.currency} to ${c.costCurrency}.`, 400, { field: 'rate' });
  if (same && c.cost.rate && !new Decimal(c.cost.rate).eq(1)) throw new DomainError('rate_not_one', `rate: a cost in ${c.costCurrency} has the rate 1.`, 400, { field: 'rate' });
  const cost = {
    costId: ctx.newId(),
    kind: c.cost.kind,
    basis: c.cost.basis,
    currency: c.cost.currency,
    amount: plain(c.cost.amount),
    rate: same ? '1' : plain(c.cost.rate!),
    costCurrency: c.costCurrency,
    invoiceRef: c.cost.invoiceRef,
    note: c.cost.note,
  };
  const added: SeaWaybillEvent = { type: 'SeaWaybillCostAdded', data: { waybillId: s.waybillId, number: s.number, ...cost } };
  const after = evolveWaybill(s, added);
  const r = spreadCost(cost, c.facts.lines, after.measures);
  return r.ok ? [added, allocated(after, after.costs.at(-1)!, r.allocations)] : [added];
}
