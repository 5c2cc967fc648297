import type { SizeGroupEvent } from '@tradedesk/contracts/catalog/categories';
import { DomainError } from '../../../platform/event-store/errors.js';
import type { SizeGroupState } from '../size-group.state.js';

export interface CreateSizeGroup {
  type: 'CreateSizeGroup';
  sizeGroupId: string;
  name: string;
  sizes: string[];
}

export function decideCreateSizeGroup(c: CreateSizeGroup, s: SizeGroupState): SizeGroupEvent[] {
  if (s.exists) throw new DomainError('size_group_exists', `Size group ${c.sizeGroupId} already exists.`, 409);
  return [{ type: 'SizeGroupCreated', data: { sizeGroupId: c.sizeGroupId, name: c.name, sizes: c.sizes } }];
}
