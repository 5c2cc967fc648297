import { alarmNotificationLines, formatAlarmContent } from './alarm-format';

const t = (key: string) => ({ 'alarm.BankTransfer': 'Virement', 'alarm.BankCheck': 'Chèque' })[key] ?? key;

describe('alarm texts', () => {
  it('replaces payment words and strips a trailing .000', () => {
    expect(formatAlarmContent('Pay 12.000', t)).toBe('Pay 12');
    expect(formatAlarmContent('BankTransfer due, BankCheck later', t)).toBe('Virement due, Chèque later');
  });

  it('lists at most five unread alarms with their order id, then an ellipsis', () => {
    const alarms = Array.from({ length: 7 }, (_, i) => ({ content: `c${i}`, closeTime: 0, saleOrder: { soId: `SO${i}` } }));
    alarms.push({ content: 'read', closeTime: 1700000000, saleOrder: { soId: 'X' } });
    const lines = alarmNotificationLines(alarms, t);
    expect(lines).toEqual(['SO0 c0', 'SO1 c1', 'SO2 c2', 'SO3 c3', 'SO4 c4', '…']);
    expect(alarmNotificationLines([{ content: 'p', closeTime: '0', purchaseOrder: { poId: 'PO1' } }], t)).toEqual(['PO1 p']);
  });
});
