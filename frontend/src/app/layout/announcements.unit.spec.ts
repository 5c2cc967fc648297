import type { Announcement } from '@tradedesk/contracts/messaging/announcements';
import { newAnnouncements } from './announcements';

const a = (position: string): Announcement => ({ position, kind: 'sale-order-committed', refId: `o${position}`, number: `SO-${position}`, customerName: null, total: '1', currency: 'CLP', userId: 'u', username: 'u', at: '2026-01-01T00:00:00Z' });

describe('new announcements of the chat widget', () => {
  it('the first load only marks what exists as seen', () => {
    expect(newAnnouncements([a('12'), a('9')], null)).toEqual({ fresh: [], seen: '12' });
  });
  it('later loads announce only what came after the mark, comparing positions as numbers', () => {
    expect(newAnnouncements([a('100'), a('99'), a('12')], '99')).toEqual({ fresh: [a('100')], seen: '100' });
    expect(newAnnouncements([a('99'), a('12')], '99')).toEqual({ fresh: [], seen: '99' });
  });
});
