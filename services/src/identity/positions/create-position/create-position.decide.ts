import type { PagePrivileges } from '@tradedesk/contracts/identity/identity';
import type { PositionEvent } from '@tradedesk/contracts/identity/positions';
import { DomainError } from '../../../platform/event-store/errors.js';
import { checkPositionName, type PositionState } from '../../position.state.js';

export interface CreatePosition {
  type: 'CreatePosition';
  positionId: string;
  name: string;
  description: string;
  pagePrivileges: PagePrivileges;
}

/** A new position with its page privileges (its name is checked unique by the read model's index). */
export function decideCreatePosition(c: CreatePosition, s: PositionState): PositionEvent[] {
  if (s.exists) throw new DomainError('position_exists', `Position ${c.positionId} already exists.`, 409);
  checkPositionName(c.name);
  return [{ type: 'PositionCreated', data: { positionId: c.positionId, name: c.name, description: c.description, pagePrivileges: c.pagePrivileges } }];
}
