import { forgetWrites, noteWrite, positionAfter, waitForPosition } from './read-your-writes';

describe('read-your-writes positions', () => {
  afterEach(forgetWrites);

  it('compares positions as big integers, not as text or floats', () => {
    expect(positionAfter('10', '9')).toBe(true);
    expect(positionAfter('9', '10')).toBe(false);
    expect(positionAfter('9007199254740993', '9007199254740992')).toBe(true);
    expect(positionAfter('5', '5')).toBe(false);
  });

  it('waits for the newest position written, never an older one', () => {
    expect(waitForPosition('alarm-clocks')).toBeUndefined();
    noteWrite('alarm-clocks', '12');
    noteWrite('alarm-clocks', '7');
    expect(waitForPosition('alarm-clocks')).toBe('12');
    noteWrite('alarm-clocks', '100');
    expect(waitForPosition('alarm-clocks')).toBe('100');
    expect(waitForPosition('users')).toBeUndefined();
  });

  it('ignores answers without a position (nothing changed)', () => {
    noteWrite('alarm-clocks', '0');
    noteWrite('alarm-clocks', undefined);
    noteWrite('alarm-clocks', 'abc');
    expect(waitForPosition('alarm-clocks')).toBeUndefined();
  });
});
