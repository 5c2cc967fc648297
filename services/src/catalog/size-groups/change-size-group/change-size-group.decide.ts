import type { SizeGroupEvent } from '@tradedesk/contracts/catalog/categories';
import { DomainError } from '../../../platform/event-store/errors.js';
import { type SizeGroupState, sizeGroupNotFound } from '../size-group.state.js';

export interface ChangeSizeGroup {
  type: 'ChangeSizeGroup';
  sizeGroupId: string;
  name?: string;
  sizes?: string[];
  facts: {
    /** The group's sizes that products carry now (looked up when the sizes change). */
    usedSizes: string[];
  };
}

/** A new name or new sizes (in order); a size products carry cannot leave the group. */
export function decideChangeSizeGroup(c: ChangeSizeGroup, s: SizeGroupState): SizeGroupEvent[] {
  if (!s.exists) throw sizeGroupNotFound(c.sizeGroupId);
  const name = c.name ?? s.name;
  const sizes = c.sizes ?? s.sizes;
  if (name === s.name && JSON.stringify(sizes) === JSON.stringify(s.sizes)) return [];
  // A product keeps the sizes it was given: a size still in use cannot leave the group.
  const removed = c.facts.usedSizes.filter((u) => !sizes.includes(u));
  if (removed.length) {
    throw new DomainError('size_in_use', `Size(s) ${removed.join(', ')} are used by products; take them off those products first.`, 409, { field: 'sizes', sizes: removed });
  }
  return [{ type: 'SizeGroupChanged', data: { sizeGroupId: c.sizeGroupId, name, sizes } }];
}
