import type { PrePurchaseEvent } from '@tradedesk/contracts/purchasing/replenishment';
import type { EvolveEvent } from '../platform/cqrs/decider.js';
import { DomainError } from '../platform/event-store/errors.js';

export interface PrePurchaseState {
  id: string | null;
  code: string;
  status: 'open' | 'pulled' | 'cancelled';
  replenishmentNumber: string | null;
}

export const initialPrePurchaseState = (): PrePurchaseState => ({ id: null, code: '', status: 'open', replenishmentNumber: null });

export function evolvePrePurchase(s: PrePurchaseState, e: EvolveEvent<PrePurchaseEvent>): PrePurchaseState {
  switch (e.type) {
    case 'PrePurchaseRequested':
      return { ...s, id: e.data.prePurchaseId, code: e.data.code, status: 'open' };
    case 'PrePurchasePulled':
      return { ...s, status: 'pulled', replenishmentNumber: e.data.replenishmentNumber };
    case 'PrePurchaseCancelled':
      return { ...s, status: 'cancelled' };
    default: {
      const _exhaustive: never = e;
      return s;
    }
  }
}

/** Only an open wanted quantity may be pulled into an order or cancelled. */
export function requireOpenPrePurchase(s: PrePurchaseState, id: string): void {
  if (!s.id) throw new DomainError('pre_purchase_not_found', `No pre-purchase order ${id}.`, 404);
  if (s.status !== 'open') {
    const what = s.status === 'pulled' ? `is already in replenishment order ${s.replenishmentNumber}` : 'was cancelled';
    throw new DomainError('closed_pre_purchase', `The pre-purchase order of ${s.code} ${what}.`, 409, { code: s.code });
  }
}
