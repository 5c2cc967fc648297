import type { StockWithIncoming } from '@tradedesk/projections/inventory/cost/cost-shelf-life.query';
import { fifoParts, shelfLifeRows, shelfLifeStatus } from './shelf-life.js';

const inc = (day: string, quantity: string, kind = 'receipt', document = 'RC-1') => ({ day, quantity, kind, document });

describe('first in, first out ageing of the stock on hand', () => {
  it('takes the stock on hand from the newest incoming movements, the oldest part being a share of its movement', () => {
    // 33 on hand, 30 came in on the 20th and 40 on the 1st: the 30 and 3 of the 40.
    expect(fifoParts('33', [inc('2026-03-20', '30'), inc('2026-03-01', '40')])).toEqual([inc('2026-03-20', '30'), inc('2026-03-01', '3')]);
    // Less than the newest: a share of it only.
    expect(fifoParts('12.5', [inc('2026-03-20', '30'), inc('2026-03-01', '40')])).toEqual([inc('2026-03-20', '12.5')]);
    // Exactly the newest two.
    expect(fifoParts('70', [inc('2026-03-20', '30'), inc('2026-03-01', '40'), inc('2026-02-01', '9')])).toEqual([inc('2026-03-20', '30'), inc('2026-03-01', '40')]);
  });

  it('gives nothing for stock at or below zero, and no more than came in', () => {
    expect(fifoParts('0', [inc('2026-03-20', '30')])).toEqual([]);
    expect(fifoParts('-4', [inc('2026-03-20', '30')])).toEqual([]);
    expect(fifoParts('50', [inc('2026-03-20', '30')])).toEqual([inc('2026-03-20', '30')]);
  });

  it('calls a part expired after its expiry day, expiring within the window (the expiry day itself included), else fine', () => {
    expect([-1, 0, 7, 8].map((d) => shelfLifeStatus(d, 7))).toEqual(['expired', 'expiring', 'expiring', 'fine']);
    expect(shelfLifeStatus(0, 0)).toBe('expiring');
  });

  it('dates each part by the business day it came in (company time zone) and adds the shelf life', () => {
    const stock: StockWithIncoming = {
      warehouseId: 'w1', productId: 'p1', code: 'MILK', name: 'Milk', unitLabel: 'l', warehouseCode: 'C', warehouseName: 'Central',
      shelfLifeDays: 10, onHand: '15', unitCost: '2.5',
      // 23:30 UTC on the 9th is already the 10th at UTC+3.
      incoming: [{ at: '2026-03-09T23:30:00.000Z', kind: 'transfer-in', document: 'TR-4', quantity: '5' }, { at: '2026-03-01T12:00:00.000Z', kind: 'receipt', document: 'RC-1', quantity: '40' }],
    };
    const rows = shelfLifeRows([stock], '2026-03-12', 5, 3);
    expect(rows.map((r) => [r.receivedDay, r.kind, r.document, r.quantity, r.value, r.expiryDay, r.daysLeft, r.status])).toEqual([
      ['2026-03-10', 'transfer-in', 'TR-4', '5', '12.5', '2026-03-20', 8, 'fine'],
      ['2026-03-01', 'receipt', 'RC-1', '10', '25', '2026-03-11', -1, 'expired'],
    ]);
    // Without a unit cost the value is 0.
    expect(shelfLifeRows([{ ...stock, unitCost: null }], '2026-03-12', 5, 3).map((r) => r.value)).toEqual(['0', '0']);
  });
});
