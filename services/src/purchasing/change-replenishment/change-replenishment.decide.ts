import type { ReplenishmentEvent, ReplenishmentLineBody } from '@tradedesk/contracts/purchasing/replenishment';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { type ReplenishmentLineFacts, replenishmentLinesOf } from '../replenishment-lines.js';
import { requireOpen, type ReplenishmentState } from '../replenishment.state.js';

export interface ChangeReplenishment {
  type: 'ChangeReplenishment';
  note: string;
  lines: ReplenishmentLineBody[];
  facts: ReplenishmentLineFacts;
}

/** The user's edit replaces the note and the lines, until the order is turned into purchase orders. */
export function decideChangeReplenishment(c: ChangeReplenishment, s: ReplenishmentState, _ctx: DecideContext): ReplenishmentEvent[] {
  requireOpen(s);
  const lines = replenishmentLinesOf(c.lines, c.facts);
  if (c.note === s.note && JSON.stringify(lines) === JSON.stringify(s.lines)) return [];
  return [{ type: 'ReplenishmentOrderChanged', data: { replenishmentId: s.id!, note: c.note, lines } }];
}
