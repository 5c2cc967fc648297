import { layoutToSave, moveId, resolveLayout } from './grid-layout';

const columns = [{ id: 'name', lockVisible: true }, { id: 'phone' }, { id: 'email' }, { id: 'notes', hiddenByDefault: true }];

describe('grid column layouts', () => {
  it('shows the default layout when nothing was saved', () => {
    const l = resolveLayout(columns, []);
    expect(l.order).toEqual(['name', 'phone', 'email', 'notes']);
    expect([...l.hidden]).toEqual(['notes']);
  });

  it('restores the saved order and hides the columns that were not saved', () => {
    const l = resolveLayout(columns, ['email', 'notes', 'name']);
    expect(l.order).toEqual(['email', 'notes', 'name', 'phone']);
    expect([...l.hidden]).toEqual(['phone']);
  });

  it('drops saved ids the table no longer has and keeps locked columns visible', () => {
    const l = resolveLayout(columns, ['gone', 'email']);
    expect(l.order).toEqual(['email', 'name', 'phone', 'notes']);
    expect(l.hidden.has('name')).toBe(false);
    expect(resolveLayout(columns, ['gone']).order).toEqual(['name', 'phone', 'email', 'notes']);
  });

  it('saves the visible ids in display order, or [] for the default layout', () => {
    const shown = (ids: string[], hidden: string[] = []) => [...ids, ...hidden].map((id) => ({ id, visible: !hidden.includes(id) }));
    expect(layoutToSave(columns, shown(['name', 'phone', 'email'], ['notes']))).toEqual([]);
    expect(layoutToSave(columns, shown(['email', 'name'], ['phone', 'notes']))).toEqual(['email', 'name']);
    expect(layoutToSave(columns, [{ id: 'ag-Grid-SelectionColumn', visible: true }, { id: 'phone', visible: true }])).toEqual(['phone']);
  });

  it('a saved layout round-trips through restore and save', () => {
    const saved = ['phone', 'name'];
    const l = resolveLayout(columns, saved);
    expect(layoutToSave(columns, l.order.map((id) => ({ id, visible: !l.hidden.has(id) })))).toEqual(saved);
  });

  it('moves a column by keyboard one place, clamped at the ends', () => {
    expect(moveId(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveId(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
    expect(moveId(['a', 'b', 'c'], 'a', 2)).toEqual(['b', 'c', 'a']);
  });
});
