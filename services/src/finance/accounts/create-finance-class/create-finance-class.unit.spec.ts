import { spec } from '../../../platform/cqrs/decider-spec.js';
import { financeClassDecider } from '../finance-class.decider.js';
import type { CreateFinanceClass } from './create-finance-class.decide.js';

const create = (over: Partial<CreateFinanceClass> = {}): CreateFinanceClass => ({ type: 'CreateFinanceClass', classId: 'c2', direction: 'expense', name: ' Shop rent ', parentId: null, facts: { parent: null }, ...over });

describe('create finance class', () => {
  it('creates a root class', () =>
    spec(financeClassDecider).given([]).when(create()).then([{ type: 'FinanceClassCreated', data: { classId: 'c2', direction: 'expense', name: 'Shop rent', parentId: null } }]));

  it('creates a class under a parent of the same direction', () =>
    spec(financeClassDecider)
      .given([])
      .when(create({ parentId: 'c1', facts: { parent: { direction: 'expense', depth: 0 } } }))
      .then([{ type: 'FinanceClassCreated', data: { classId: 'c2', direction: 'expense', name: 'Shop rent', parentId: 'c1' } }]));

  it('creates once', () => spec(financeClassDecider).given([{ type: 'FinanceClassCreated', data: { classId: 'c2', direction: 'expense', name: 'x', parentId: null } }]).when(create()).thenFails('finance_class_exists'));
  it('refuses a parent that does not exist', () => spec(financeClassDecider).given([]).when(create({ parentId: 'nope' })).thenFails('parent_class_not_found'));
  it('never puts an expense class under an income class', () =>
    spec(financeClassDecider).given([]).when(create({ parentId: 'c1', facts: { parent: { direction: 'income', depth: 0 } } })).thenFails('class_direction_mismatch'));
  it('keeps the tree at most five levels deep', () =>
    spec(financeClassDecider).given([]).when(create({ parentId: 'c1', facts: { parent: { direction: 'expense', depth: 4 } } })).thenFails('class_tree_too_deep'));
});
