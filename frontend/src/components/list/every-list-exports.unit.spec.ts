import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * A list paged on the server exports all its pages (docs/shell.md "Lists"): every ListPage given
 * a `pager` also gets `exportAll`, or its Excel export would hold the page on screen only.
 */
describe('every paginated list exports the whole list', () => {
  const files = execFileSync('git', ['grep', '-l', 'pager=', '--', 'frontend/src/features'], { encoding: 'utf8' }).split('\n').filter(Boolean);

  it('finds the paginated lists', () => {
    expect(files.length).toBeGreaterThan(15);
  });

  it.each(files)('%s passes exportAll beside each pager', (file) => {
    const text = readFileSync(file, 'utf8');
    expect((text.match(/exportAll=/g) ?? []).length).toBe((text.match(/\bpager=/g) ?? []).length);
  });
});
