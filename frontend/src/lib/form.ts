import { asOfInstant, wallClockOrNull } from '@tradedesk/contracts/platform/company-time';

/**
 * Date helpers shared by the screens (pure, unit-tested): a date and time typed on the company's
 * clock ('YYYY-MM-DD HH:mm', docs/shell.md "Display rules") to and from an ISO instant. Forms
 * themselves are the page kit's (components/form).
 */
/** ISO instant -> 'YYYY-MM-DD HH:mm' on the company's wall clock (offset hours east of UTC); '' when invalid. */
export function toCompanyInput(iso: string | null | undefined, offsetHours: number): string {
  if (!iso) return '';
  const at = wallClockOrNull(iso, offsetHours);
  return at ? at.toISOString().slice(0, 16).replace('T', ' ') : '';
}

/** 'YYYY-MM-DD HH:mm' (or with a T) typed on the company's wall clock -> ISO instant ('' when empty or not such a time). */
export function fromCompanyInput(value: string, offsetHours: number): string {
  const v = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?$/.test(v)) return '';
  const at = asOfInstant(v.replace(' ', 'T'), offsetHours);
  return Number.isNaN(at.getTime()) || toCompanyInput(at.toISOString(), offsetHours) !== v.slice(0, 16).replace('T', ' ') ? '' : at.toISOString();
}

/** One hour from now on the company's clock, rounded up to the next quarter hour, as 'YYYY-MM-DD HH:mm'. */
export function defaultCompanyRemindAt(now: Date, offsetHours: number): string {
  const quarter = 15 * 60_000;
  return toCompanyInput(new Date(Math.ceil((now.getTime() + 60 * 60_000) / quarter) * quarter).toISOString(), offsetHours);
}
