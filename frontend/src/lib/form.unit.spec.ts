import { dayBoundary, defaultRemindAt, fromLocalInput, toLocalInput } from './form';

describe('form helpers', () => {
  it('round-trips a datetime-local value through an ISO instant', () => {
    const iso = fromLocalInput('2024-05-01T09:30');
    expect(iso).toMatch(/Z$/);
    expect(toLocalInput(iso)).toBe('2024-05-01T09:30');
    expect(fromLocalInput('')).toBe('');
    expect(toLocalInput('not a date')).toBe('');
  });

  it('turns a date range into the first and last instant of the days', () => {
    const start = new Date(dayBoundary('2024-05-01', 'start')!);
    const end = new Date(dayBoundary('2024-05-01', 'end')!);
    expect(end.getTime() - start.getTime()).toBe(24 * 3600_000 - 1);
    expect(dayBoundary('', 'start')).toBeUndefined();
  });

  it('proposes a reminder time an hour ahead on a quarter hour', () => {
    const v = defaultRemindAt(new Date(2024, 4, 1, 9, 7));
    expect(v).toBe('2024-05-01T10:15');
  });
});
