/** Small display helpers (spec 9). Pure. */

/** Badges cap at 99: '99+' above. Zero or less gives ''. */
export function badgeText(count: number | null | undefined, cap = 99): string {
  if (!count || count <= 0) return '';
  return count > cap ? `${cap}+` : String(count);
}

const pad = (n: number, width = 2) => String(Math.trunc(Math.abs(n))).padStart(width, '0');

/** 'yyyy-MM-dd HH:mm:ss' of an instant seen at a fixed UTC hour offset (company time zone). */
export function formatAtOffset(epochMs: number, offsetHours: number): string {
  const d = new Date(epochMs + offsetHours * 3_600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** The browser's own offset in hours (used when the company has no SystemTimeZone). */
export const localOffsetHours = (at: Date) => -at.getTimezoneOffset() / 60;

/** 'yyyy-MM-dd' of the local calendar day. */
export function localDayKey(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** Spec 5: 0 when the numerator is 0, 100 when the denominator is 0, else a whole percentage. */
export function percentage(numerator: number, denominator: number): number {
  if (!numerator) return 0;
  if (!denominator) return 100;
  return Math.round((numerator / denominator) * 100);
}

/**
 * Spec 9 display: day/month/year, in the company's time zone. An instant (ISO string, epoch ms,
 * or ten-digit epoch seconds) is shown at `offsetHours` as 'dd/MM/yyyy HH:mm' (with seconds on
 * request); a business day 'YYYY-MM-DD' as 'dd/MM/yyyy'. '' for nothing, the input for nonsense.
 */
export function formatCompanyTime(value: string | number | null | undefined, offsetHours: number, opts: { seconds?: boolean; dateOnly?: boolean } = {}): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}`;
  const ms = typeof value === 'number' ? (value < 1e11 ? value * 1000 : value) : Date.parse(value);
  if (!Number.isFinite(ms)) return String(value);
  const d = new Date(ms + offsetHours * 3_600_000);
  const day = `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
  if (opts.dateOnly) return day;
  return `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}${opts.seconds ? `:${pad(d.getUTCSeconds())}` : ''}`;
}
