import { summarizeLogData } from './log-format';

describe('system log summaries', () => {
  it('shows a settings change as old -> new per key', () => {
    expect(summarizeLogData({ changes: { MenuShowWebshop: true, CompanyName: 'Nueva' }, previous: { MenuShowWebshop: false, CompanyName: 'Vieja' } })).toBe(
      'MenuShowWebshop: false → true; CompanyName: Vieja → Nueva',
    );
  });

  it('leaves out record ids and cuts long values', () => {
    const line = summarizeLogData({ alarmId: 'a1', content: 'x'.repeat(100), soId: null });
    expect(line.startsWith('content: ')).toBe(true);
    expect(line).toContain('…');
    expect(line).toContain('soId: —');
    expect(line).not.toContain('a1');
  });
});
