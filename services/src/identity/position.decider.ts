import { BUILT_IN_ROLES, type PagePrivileges } from '@tradedesk/contracts/identity/identity';
import type { PositionEvent } from '@tradedesk/contracts/identity/positions';
import type { Decider } from '../platform/cqrs/decider.js';
import { DomainError } from '../platform/event-store/errors.js';

export interface PositionState {
  exists: boolean;
  name: string;
  description: string;
  pagePrivileges: PagePrivileges;
  disabled: boolean;
}

export type PositionCommand =
  | { type: 'CreatePosition'; positionId: string; name: string; description: string; pagePrivileges: PagePrivileges }
  | { type: 'ChangePosition'; positionId: string; name?: string; description?: string; pagePrivileges?: PagePrivileges }
  | { type: 'DisablePosition'; positionId: string }
  | { type: 'EnablePosition'; positionId: string };

const notFound = (id: string) => new DomainError('position_not_found', `Position ${id} does not exist.`, 404);

/** A position's name becomes a role name: it may not pass for a built-in role. */
function checkName(name: string) {
  if ((BUILT_IN_ROLES as readonly string[]).some((r) => r.toLowerCase() === name.toLowerCase())) {
    throw new DomainError('reserved_name', `${name} is a built-in role; choose another name for the position.`, 400);
  }
}

const canonical = (p: PagePrivileges) => JSON.stringify(Object.entries(p).sort(([a], [b]) => a.localeCompare(b)));

export const positionDecider: Decider<PositionCommand, PositionState, PositionEvent> = {
  initialState: () => ({ exists: false, name: '', description: '', pagePrivileges: {}, disabled: false }),

  decide(cmd, s) {
    switch (cmd.type) {
      case 'CreatePosition':
        if (s.exists) throw new DomainError('position_exists', `Position ${cmd.positionId} already exists.`, 409);
        checkName(cmd.name);
        return [{ type: 'PositionCreated', data: { positionId: cmd.positionId, name: cmd.name, description: cmd.description, pagePrivileges: cmd.pagePrivileges } }];
      case 'ChangePosition': {
        if (!s.exists) throw notFound(cmd.positionId);
        const next = { name: cmd.name ?? s.name, description: cmd.description ?? s.description, pagePrivileges: cmd.pagePrivileges ?? s.pagePrivileges };
        if (next.name !== s.name) checkName(next.name);
        if (next.name === s.name && next.description === s.description && canonical(next.pagePrivileges) === canonical(s.pagePrivileges)) return [];
        return [{ type: 'PositionChanged', data: { positionId: cmd.positionId, ...next } }];
      }
      case 'DisablePosition':
        if (!s.exists) throw notFound(cmd.positionId);
        return s.disabled ? [] : [{ type: 'PositionDisabled', data: { positionId: cmd.positionId } }];
      case 'EnablePosition':
        if (!s.exists) throw notFound(cmd.positionId);
        return s.disabled ? [{ type: 'PositionEnabled', data: { positionId: cmd.positionId } }] : [];
    }
  },

  evolve(s, e) {
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
  },
};
