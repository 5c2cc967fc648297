import { defaultRemindAt, fromLocalInput, toLocalInput } from './form';

describe('form helpers', () => {
  it('round-trips a datetime-local value through an ISO instant', () => {
    const iso = fromLocalInput('2024-05-01T09:30');
    expect(iso).toMatch(/Z$/);
    expect(toLocalInput(iso)).toBe('2024-05-01T09:30');
    expect(fromLocalInput('')).toBe('');
    expect(toLocalInput('not a date')).toBe('');
  });

  it('proposes a reminder time an hour ahead on a quarter hour', () => {
    const v = defaultRemindAt(new Date(2024, 4, 1, 9, 7));
    expect(v).toBe('2024-05-01T10:15');
  });
});
