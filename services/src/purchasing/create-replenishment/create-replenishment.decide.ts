import type { ReplenishmentEvent, ReplenishmentLineBody } from '@tradedesk/contracts/purchasing/replenishment';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';
import { type ReplenishmentLineFacts, replenishmentLinesOf } from '../replenishment-lines.js';
import type { ReplenishmentState } from '../replenishment.state.js';

export interface CreateReplenishment {
  type: 'CreateReplenishment';
  replenishmentId: string;
  number: string;
  note: string;
  lines: ReplenishmentLineBody[];
  prePurchaseIds: string[];
  facts: ReplenishmentLineFacts;
}

/** A new replenishment order with the lines the user kept (proposed or typed). */
export function decideCreateReplenishment(c: CreateReplenishment, s: ReplenishmentState, _ctx: DecideContext): ReplenishmentEvent[] {
  if (s.id) throw new DomainError('replenishment_exists', `Replenishment order ${s.number} exists already.`, 409);
  const lines = replenishmentLinesOf(c.lines, c.facts);
  return [{ type: 'ReplenishmentOrderCreated', data: { replenishmentId: c.replenishmentId, number: c.number, note: c.note, lines, prePurchaseIds: [...new Set(c.prePurchaseIds)] } }];
}
