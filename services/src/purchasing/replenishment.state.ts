import type { ReplenishmentEvent, ReplenishmentLine, ReplenishmentPurchaseOrderRef } from '@tradedesk/contracts/purchasing/replenishment';
import type { EvolveEvent } from '../platform/cqrs/decider.js';
import { DomainError } from '../platform/event-store/errors.js';

export interface ReplenishmentState {
  id: string | null;
  number: string;
  note: string;
  lines: ReplenishmentLine[];
  purchaseOrders: ReplenishmentPurchaseOrderRef[];
}

export const initialReplenishmentState = (): ReplenishmentState => ({ id: null, number: '', note: '', lines: [], purchaseOrders: [] });

export function evolveReplenishment(s: ReplenishmentState, e: EvolveEvent<ReplenishmentEvent>): ReplenishmentState {
  switch (e.type) {
    case 'ReplenishmentOrderCreated':
      return { ...s, id: e.data.replenishmentId, number: e.data.number, note: e.data.note, lines: e.data.lines };
    case 'ReplenishmentOrderChanged':
      return { ...s, note: e.data.note, lines: e.data.lines };
    case 'ReplenishmentOrderConverted':
      return { ...s, purchaseOrders: e.data.purchaseOrders };
    default: {
      const _exhaustive: never = e;
      return s;
    }
  }
}

/** An order that exists and was not turned into purchase orders yet: the only one that may change. */
export function requireOpen(s: ReplenishmentState): void {
  if (!s.id) throw new DomainError('replenishment_not_found', 'This replenishment order does not exist.', 404);
  if (s.purchaseOrders.length > 0) {
    throw new DomainError('converted_replenishment', `Replenishment order ${s.number} was already turned into purchase orders ${s.purchaseOrders.map((p) => p.number).join(', ')}.`, 409, {
      number: s.number,
    });
  }
}
