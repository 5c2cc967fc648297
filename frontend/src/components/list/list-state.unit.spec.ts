import { chosen, currentSelection, pageOffset, searchText, toggleAction } from './list-state';

describe('the reference-list rules', () => {
  it('sends a search without its blanks, and nothing for a blank one', () => {
    expect(searchText('  cola ')).toBe('cola');
    expect(searchText('   ')).toBeUndefined();
  });

  it('sends nothing for a select left on all', () => {
    expect(chosen('')).toBeUndefined();
    expect(chosen('draft')).toBe('draft');
  });

  it('enables a disabled row and disables any other', () => {
    expect(toggleAction(true)).toBe('enable');
    expect(toggleAction(false)).toBe('disable');
  });

  it('counts the offset of a page from its size', () => {
    expect(pageOffset(1, 50)).toBe(0);
    expect(pageOffset(3, 20)).toBe(40);
  });

  it('keeps selected only the rows still listed, in their newest version', () => {
    type Row = { id: string; disabled: boolean };
    const a: Row = { id: 'a', disabled: false };
    const b: Row = { id: 'b', disabled: false };
    const id = (r: Row) => r.id;
    // b was stocked out (left the list); a was disabled meanwhile (a live update).
    expect(currentSelection([a, b], [{ id: 'a', disabled: true }], id)).toEqual([{ id: 'a', disabled: true }]);
    // Another warehouse's zones: nothing of the old selection is there.
    expect(currentSelection([a], [{ id: 'z', disabled: false }], id)).toEqual([]);
  });

  it('keeps the selection while the list is loading again', () => {
    const a = { id: 'a' };
    expect(currentSelection([a], undefined, (r) => r.id)).toEqual([a]);
  });
});
