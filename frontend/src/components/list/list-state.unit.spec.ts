import { chosen, pageOffset, searchText, toggleAction } from './list-state';

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
});
