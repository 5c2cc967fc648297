import type { TillSale } from '@tradedesk/contracts/pos/pos-sales';
import type { QueuedSale } from './db';
import { mergeTillSales, nextMoveToSend, type QueuedMove } from './queue-rules';

const sale = (id: string, soldAt: string, total: string): TillSale => ({
  id,
  receiptNo: null,
  sessionId: 's1',
  registerId: 'r1',
  registerName: 'Caja 1',
  cashierName: 'Olga',
  customerId: null,
  customerName: null,
  currency: 'CLP',
  lines: [],
  total,
  payments: [],
  paid: total,
  change: '0',
  soldAt,
  recordedAt: soldAt,
  late: false,
});
const queued = (id: string, soldAt: string, total: string, status: 'waiting' | 'refused' = 'waiting', refusal: string | null = null): QueuedSale => ({
  saleId: id,
  body: {} as QueuedSale['body'],
  receipt: sale(id, soldAt, total),
  createdAt: soldAt,
  status,
  attempts: 0,
  nextTryAt: 0,
  refusal,
});
const move = (id: string, createdAt: string, over: Partial<QueuedMove> = {}): QueuedMove => ({
  commandId: id,
  body: { commandId: id, direction: 'out', currency: 'CLP', amount: '2000', reason: 'flete', sessionId: 's1', movedAt: createdAt },
  pinSession: null,
  createdAt,
  status: 'waiting',
  attempts: 0,
  nextTryAt: 0,
  refusal: null,
  ...over,
});

describe("today's sales on the till: the server's list merged with this device's queue", () => {
  const server = { sales: [sale('b', '2026-11-25T12:05:00.000Z', '1990'), sale('a', '2026-11-25T12:00:00.000Z', '3980')], total: '5970', count: 2 };

  it('lists the queued sales among the recorded ones, newest first, marked waiting or refused with the reason', () => {
    const m = mergeTillSales(server, [queued('c', '2026-11-25T12:10:00.000Z', '1990'), queued('x', '2026-11-25T12:02:00.000Z', '5000', 'refused', 'pay method inactive')]);
    expect(m.sales.map((s) => [s.id, s.queue, s.refusal])).toEqual([
      ['c', 'waiting', null],
      ['b', null, null],
      ['x', 'refused', 'pay method inactive'],
      ['a', null, null],
    ]);
  });

  it('counts the waiting sales in the count and the total, never the refused ones', () => {
    const m = mergeTillSales(server, [queued('c', '2026-11-25T12:10:00.000Z', '1990'), queued('x', '2026-11-25T12:02:00.000Z', '5000', 'refused')]);
    expect([m.count, m.total, m.waiting, m.refused]).toEqual([3, '7960', 1, 1]);
  });

  it('a sale the server already lists is shown once, as the server has it', () => {
    const m = mergeTillSales(server, [queued('b', '2026-11-25T12:05:00.000Z', '1990')]);
    expect([m.sales.map((s) => [s.id, s.queue]), m.count, m.total, m.waiting]).toEqual([
      [
        ['b', null],
        ['a', null],
      ],
      2,
      '5970',
      0,
    ]);
  });

  it('with no answer and nothing kept, the queued sales alone', () => {
    const m = mergeTillSales(null, [queued('c', '2026-11-25T12:10:00.000Z', '1990'), queued('d', '2026-11-25T12:11:00.000Z', '1990')]);
    expect([m.sales.map((s) => s.id), m.count, m.total]).toEqual([['d', 'c'], 2, '3980']);
  });
});

describe('the cash movement queue: which goes next', () => {
  const now = Date.parse('2026-11-25T12:30:00Z');

  it('the oldest waiting movement first, in the order they were made', () => {
    const moves = [move('m2', '2026-11-25T12:20:00.000Z'), move('m1', '2026-11-25T12:10:00.000Z'), move('m0', '2026-11-25T12:00:00.000Z', { status: 'refused' })];
    expect((nextMoveToSend(moves, [], now) as QueuedMove).commandId).toBe('m1');
  });

  it('never skips ahead: while the oldest pauses (backoff), nothing is sent', () => {
    const moves = [move('m1', '2026-11-25T12:10:00.000Z', { nextTryAt: now + 4000 }), move('m2', '2026-11-25T12:20:00.000Z')];
    expect(nextMoveToSend(moves, [], now)).toBeNull();
    expect((nextMoveToSend(moves, [], now + 4000) as QueuedMove).commandId).toBe('m1');
  });

  it('after the sales made before it: a cash out counts the cash they took', () => {
    const moves = [move('m1', '2026-11-25T12:10:00.000Z')];
    expect(nextMoveToSend(moves, [{ status: 'waiting', createdAt: '2026-11-25T12:05:00.000Z' }], now)).toBe('after-sales');
    // A sale refused, or made after the movement, does not hold it back.
    expect((nextMoveToSend(moves, [{ status: 'refused', createdAt: '2026-11-25T12:05:00.000Z' }, { status: 'waiting', createdAt: '2026-11-25T12:15:00.000Z' }], now) as QueuedMove).commandId).toBe('m1');
  });

  it('nothing waiting: nothing to send', () => {
    expect(nextMoveToSend([move('m0', '2026-11-25T12:00:00.000Z', { status: 'refused' })], [], now)).toBeNull();
  });
});
