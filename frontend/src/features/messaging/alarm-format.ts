/**
 * Alarm texts (docs/shell.md "Alarms"). Pure. Payment words in the content are replaced by
 * translated labels and a trailing '.000' is stripped; the first-load notification lists at most
 * five unread alarms.
 */
const PAYMENT_WORDS = ['BankTransfer', 'BankCheck', 'BankInstallment'] as const;

export function formatAlarmContent(content: string, translate: (key: string) => string): string {
  let text = content ?? '';
  for (const word of PAYMENT_WORDS) text = text.split(word).join(translate(`alarm.${word}`));
  return text.replace(/\.000$/, '');
}

export const isUnread = (alarm: { closeTime: number | string | null }) => Number(alarm.closeTime ?? 0) === 0;

export const NOTIFICATION_MAX_ITEMS = 5;
export const NOTIFICATION_DURATION_MS = 10_000;

/** Lines of the first-load notification: "order id content", '…' when there are more than five. */
export function alarmNotificationLines(
  alarms: readonly { content: string; closeTime: number | string | null; saleOrder?: { soId?: string | number } | null; purchaseOrder?: { poId?: string | number } | null }[],
  translate: (key: string) => string,
): string[] {
  const unread = alarms.filter(isUnread);
  const lines = unread.slice(0, NOTIFICATION_MAX_ITEMS).map((a) => {
    const orderId = a.saleOrder?.soId ?? a.purchaseOrder?.poId;
    const content = formatAlarmContent(a.content, translate);
    return orderId !== undefined && orderId !== null && orderId !== '' ? `${orderId} ${content}` : content;
  });
  if (unread.length > NOTIFICATION_MAX_ITEMS) lines.push('…');
  return lines;
}
