import type { EntryDirection, FinanceClassEvent } from '@tradedesk/contracts/finance/money-accounts';
import { DomainError } from '../../../platform/event-store/errors.js';
import type { FinanceClassState } from '../finance-class.state.js';

export interface CreateFinanceClass {
  type: 'CreateFinanceClass';
  classId: string;
  direction: EntryDirection;
  name: string;
  parentId: string | null;
  /** The parent class as the read model knows it (null: none named or not found), and how deep it sits (0 = a root). */
  facts: { parent: { direction: EntryDirection; depth: number } | null };
}

/** How deep the tree may go: a root class and four levels below it. */
export const MAX_CLASS_DEPTH = 4;

/**
 * A class of income or of expense, at the root or under a parent of the same direction (an
 * expense class never sits under an income class). Names are unique under one parent (the read
 * model's index refuses a taken one: 409).
 */
export function decideCreateFinanceClass(c: CreateFinanceClass, s: FinanceClassState): FinanceClassEvent[] {
  if (s.created) throw new DomainError('finance_class_exists', `Class ${c.classId} exists already.`, 409);
  if (c.parentId !== null) {
    const p = c.facts.parent;
    if (!p) throw new DomainError('parent_class_not_found', `There is no class ${c.parentId} to put this class under.`, 400, { field: 'parentId' });
    if (p.direction !== c.direction) throw new DomainError('class_direction_mismatch', `An ${c.direction} class cannot sit under an ${p.direction} class.`, 400, { field: 'parentId' });
    if (p.depth >= MAX_CLASS_DEPTH) throw new DomainError('class_tree_too_deep', `Classes go at most ${MAX_CLASS_DEPTH + 1} levels deep.`, 400, { field: 'parentId' });
  }
  return [{ type: 'FinanceClassCreated', data: { classId: c.classId, direction: c.direction, name: c.name.trim(), parentId: c.parentId } }];
}
