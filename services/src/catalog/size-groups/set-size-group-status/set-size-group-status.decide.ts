import type { SizeGroupEvent } from '@tradedesk/contracts/catalog/categories';
import { type SizeGroupState, sizeGroupNotFound } from '../size-group.state.js';

export interface DisableSizeGroup {
  type: 'DisableSizeGroup';
  sizeGroupId: string;
}
export interface EnableSizeGroup {
  type: 'EnableSizeGroup';
  sizeGroupId: string;
}

/** Products that have it keep it; no new product may choose it. Disabling it again changes nothing. */
export function decideDisableSizeGroup(c: DisableSizeGroup, s: SizeGroupState): SizeGroupEvent[] {
  if (!s.exists) throw sizeGroupNotFound(c.sizeGroupId);
  return s.disabled ? [] : [{ type: 'SizeGroupDisabled', data: { sizeGroupId: c.sizeGroupId } }];
}

/** Enabling an enabled group changes nothing. */
export function decideEnableSizeGroup(c: EnableSizeGroup, s: SizeGroupState): SizeGroupEvent[] {
  if (!s.exists) throw sizeGroupNotFound(c.sizeGroupId);
  return s.disabled ? [{ type: 'SizeGroupEnabled', data: { sizeGroupId: c.sizeGroupId } }] : [];
}
