import { BUILT_IN_ROLES, type PagePrivileges } from '@tradedesk/contracts/identity/identity';
import type { PositionEvent } from '@tradedesk/contracts/identity/positions';
import type { EvolveEvent } from '../platform/cqrs/decider.js';
import { DomainError } from '../platform/event-store/errors.js';

/** What a position's stream says: a company role with its page privileges. */
export interface PositionState {
  exists: boolean;
  name: string;
  description: string;
  pagePrivileges: PagePrivileges;
  disabled: boolean;
}

export const initialPositionState = (): PositionState => ({ exists: false, name: '', description: '', pagePrivileges: {}, disabled: false });

export function evolvePosition(s: PositionState, e: EvolveEvent<PositionEvent>): PositionState {
  switch (e.type) {
    case 'PositionCreated':
    case 'PositionChanged':
      return { ...s, exists: true, name: e.data.name, description: e.data.description, pagePrivileges: e.data.pagePrivileges };
    case 'PositionDisabled':
      return { ...s, disabled: true };
    case 'PositionEnabled':
      return { ...s, disabled: false };
    default: {
      const _exhaustive: never = e;
      return s;
    }
  }
}

export function requirePosition(s: PositionState, positionId: string) {
  if (!s.exists) throw new DomainError('position_not_found', `Position ${positionId} does not exist.`, 404);
}

/** A position's name becomes a role name: it may not pass for a built-in role. */
export function checkPositionName(name: string) {
  if ((BUILT_IN_ROLES as readonly string[]).some((r) => r.toLowerCase() === name.toLowerCase())) {
    throw new DomainError('reserved_name', `${name} is a built-in role; choose another name for the position.`, 400);
  }
}
