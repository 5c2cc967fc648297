import type { CategoryEvent, SizeGroupEvent } from '@tradedesk/contracts/catalog/categories';
import type { Decider } from '../platform/cqrs/decider.js';
import { DomainError } from '../platform/event-store/errors.js';

export interface CategoryState {
  exists: boolean;
  name: string;
  parentId: string | null;
  disabled: boolean;
}

/**
 * `parentPath` is looked up by the handler: the new parent and its ancestors (parent first), or
 * [] for the top. `parentDisabled`: a new child may not go under a disabled category.
 */
export type CategoryCommand =
  | { type: 'CreateCategory'; categoryId: string; name: string; parentId: string | null; parentPath: string[]; parentDisabled: boolean }
  | { type: 'RenameCategory'; categoryId: string; name: string }
  | { type: 'MoveCategory'; categoryId: string; parentId: string | null; parentPath: string[]; parentDisabled: boolean }
  | { type: 'DisableCategory'; categoryId: string }
  | { type: 'EnableCategory'; categoryId: string };

const notFound = (id: string) => new DomainError('category_not_found', `Category ${id} does not exist.`, 404);

function checkParent(parentId: string | null, parentPath: string[], parentDisabled: boolean) {
  if (parentId === null) return;
  if (parentPath[0] !== parentId) throw new DomainError('unknown_category', `The parent category ${parentId} does not exist.`, 400, { field: 'parentId' });
  if (parentDisabled) throw new DomainError('category_disabled', `The parent category is disabled.`, 400, { field: 'parentId' });
}

export const categoryDecider: Decider<CategoryCommand, CategoryState, CategoryEvent> = {
  initialState: () => ({ exists: false, name: '', parentId: null, disabled: false }),

  decide(cmd, s) {
    switch (cmd.type) {
      case 'CreateCategory':
        if (s.exists) throw new DomainError('category_exists', `Category ${cmd.categoryId} already exists.`, 409);
        checkParent(cmd.parentId, cmd.parentPath, cmd.parentDisabled);
        return [{ type: 'CategoryCreated', data: { categoryId: cmd.categoryId, name: cmd.name, parentId: cmd.parentId } }];
      case 'RenameCategory':
        if (!s.exists) throw notFound(cmd.categoryId);
        return s.name === cmd.name ? [] : [{ type: 'CategoryRenamed', data: { categoryId: cmd.categoryId, name: cmd.name } }];
      case 'MoveCategory':
        if (!s.exists) throw notFound(cmd.categoryId);
        if (cmd.parentId === s.parentId) return [];
        checkParent(cmd.parentId, cmd.parentPath, cmd.parentDisabled);
        // Under itself or under one of its own descendants: the tree would become a loop.
        if (cmd.parentId === cmd.categoryId || cmd.parentPath.includes(cmd.categoryId)) {
          throw new DomainError('category_cycle', 'A category cannot move under itself or under one of its sub-categories.', 400, { field: 'parentId' });
        }
        return [{ type: 'CategoryMoved', data: { categoryId: cmd.categoryId, parentId: cmd.parentId } }];
      case 'DisableCategory':
        if (!s.exists) throw notFound(cmd.categoryId);
        return s.disabled ? [] : [{ type: 'CategoryDisabled', data: { categoryId: cmd.categoryId } }];
      case 'EnableCategory':
        if (!s.exists) throw notFound(cmd.categoryId);
        return s.disabled ? [{ type: 'CategoryEnabled', data: { categoryId: cmd.categoryId } }] : [];
    }
  },

  evolve(s, e) {
    switch (e.type) {
      case 'CategoryCreated':
        return { exists: true, name: e.data.name, parentId: e.data.parentId, disabled: false };
      case 'CategoryRenamed':
        return { ...s, name: e.data.name };
      case 'CategoryMoved':
        return { ...s, parentId: e.data.parentId };
      case 'CategoryDisabled':
        return { ...s, disabled: true };
      case 'CategoryEnabled':
        return { ...s, disabled: false };
      default: {
        const _exhaustive: never = e;
        return s;
      }
    }
  },
};

export interface SizeGroupState {
  exists: boolean;
  name: string;
  sizes: string[];
  disabled: boolean;
}
export type SizeGroupCommand =
  | { type: 'CreateSizeGroup'; sizeGroupId: string; name: string; sizes: string[] }
  /** `usedSizes`: the group's sizes that products carry now (looked up by the handler). */
  | { type: 'ChangeSizeGroup'; sizeGroupId: string; name?: string; sizes?: string[]; usedSizes?: string[] }
  | { type: 'DisableSizeGroup'; sizeGroupId: string }
  | { type: 'EnableSizeGroup'; sizeGroupId: string };

export const sizeGroupDecider: Decider<SizeGroupCommand, SizeGroupState, SizeGroupEvent> = {
  initialState: () => ({ exists: false, name: '', sizes: [], disabled: false }),
  decide(cmd, s) {
    switch (cmd.type) {
      case 'CreateSizeGroup':
        if (s.exists) throw new DomainError('size_group_exists', `Size group ${cmd.sizeGroupId} already exists.`, 409);
        return [{ type: 'SizeGroupCreated', data: { sizeGroupId: cmd.sizeGroupId, name: cmd.name, sizes: cmd.sizes } }];
      case 'ChangeSizeGroup': {
        if (!s.exists) throw new DomainError('size_group_not_found', `Size group ${cmd.sizeGroupId} does not exist.`, 404);
        const name = cmd.name ?? s.name;
        const sizes = cmd.sizes ?? s.sizes;
        if (name === s.name && JSON.stringify(sizes) === JSON.stringify(s.sizes)) return [];
        // A product keeps the sizes it was given: a size still in use cannot leave the group.
        const removed = (cmd.usedSizes ?? []).filter((u) => !sizes.includes(u));
        if (removed.length) {
          throw new DomainError('size_in_use', `Size(s) ${removed.join(', ')} are used by products; take them off those products first.`, 409, { field: 'sizes', sizes: removed });
        }
        return [{ type: 'SizeGroupChanged', data: { sizeGroupId: cmd.sizeGroupId, name, sizes } }];
      }
      case 'DisableSizeGroup':
        if (!s.exists) throw new DomainError('size_group_not_found', `Size group ${cmd.sizeGroupId} does not exist.`, 404);
        return s.disabled ? [] : [{ type: 'SizeGroupDisabled', data: { sizeGroupId: cmd.sizeGroupId } }];
      case 'EnableSizeGroup':
        if (!s.exists) throw new DomainError('size_group_not_found', `Size group ${cmd.sizeGroupId} does not exist.`, 404);
        return s.disabled ? [{ type: 'SizeGroupEnabled', data: { sizeGroupId: cmd.sizeGroupId } }] : [];
    }
  },
  evolve(s, e) {
    switch (e.type) {
      case 'SizeGroupCreated':
      case 'SizeGroupChanged':
        return { ...s, exists: true, name: e.data.name, sizes: e.data.sizes };
      case 'SizeGroupDisabled':
        return { ...s, disabled: true };
      case 'SizeGroupEnabled':
        return { ...s, disabled: false };
      default: {
        const _exhaustive: never = e;
        return s;
      }
    }
  },
};
