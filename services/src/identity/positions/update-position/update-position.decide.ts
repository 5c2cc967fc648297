import type { PagePrivileges } from '@tradedesk/contracts/identity/identity';
import type { PositionEvent } from '@tradedesk/contracts/identity/positions';
import { checkPositionName, type PositionState, requirePosition } from '../../position.state.js';

export interface ChangePosition {
  type: 'ChangePosition';
  positionId: string;
  name?: string;
  description?: string;
  pagePrivileges?: PagePrivileges;
}

const canonical = (p: PagePrivileges) => JSON.stringify(Object.entries(p).sort(([a], [b]) => a.localeCompare(b)));

/** Records the position as it is after the change; the same privileges in another order change nothing. */
export function decideChangePosition(c: ChangePosition, s: PositionState): PositionEvent[] {
  requirePosition(s, c.positionId);
  const next = { name: c.name ?? s.name, description: c.description ?? s.description, pagePrivileges: c.pagePrivileges ?? s.pagePrivileges };
  if (next.name !== s.name) checkPositionName(next.name);
  if (next.name === s.name && next.description === s.description && canonical(next.pagePrivileges) === canonical(s.pagePrivileges)) return [];
  return [{ type: 'PositionChanged', data: { positionId: c.positionId, ...next } }];
}
