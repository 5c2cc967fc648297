import { defaultCompanyRemindAt, fromCompanyInput, toCompanyInput } from './form';

describe('form helpers', () => {
  it("reads a typed date and time on the company's clock, not the machine's", () => {
    expect(fromCompanyInput('2024-05-01 09:30', -4)).toBe('2024-05-01T13:30:00.000Z');
    expect(fromCompanyInput('2024-05-01T09:30', 9)).toBe('2024-05-01T00:30:00.000Z');
    expect(toCompanyInput('2024-05-01T13:30:00.000Z', -4)).toBe('2024-05-01 09:30');
    expect(fromCompanyInput('', 0)).toBe('');
    expect(fromCompanyInput('2024-02-30 09:30', 0)).toBe('');
    expect(fromCompanyInput('01/05/2024 09:30', 0)).toBe('');
    expect(toCompanyInput('not a date', 0)).toBe('');
  });

  it("proposes a reminder time an hour ahead on a quarter hour of the company's clock", () => {
    expect(defaultCompanyRemindAt(new Date('2024-05-01T13:07:00Z'), -4)).toBe('2024-05-01 10:15');
  });
});
