/**
 * Company time: the one module for business days, day boundaries, "as of" and date presets, on
 * the server and in the browser (docs/architecture.md, "Money and time").
 *
 * Instants are UTC. The company's time zone is an hour offset east of UTC (setting
 * SystemTimeZone); a business day 'YYYY-MM-DD' is a calendar day at that offset and runs from its
 * midnight there to the next. Day arithmetic is calendar arithmetic on the date alone, so it never
 * depends on the time zone of the machine that runs it (a browser in another country, a server in
 * UTC). Nothing here reads the clock: `now` is always an argument.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2) => String(Math.trunc(Math.abs(n))).padStart(width, '0');

/** True for a real calendar day written 'YYYY-MM-DD' (2026-02-30 is not one). */
export function isBusinessDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DAY.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** An instant as epoch milliseconds: a Date, epoch ms, ten-digit epoch seconds or an ISO string; NaN for nonsense. */
export function instantMs(at: Date | number | string): number {
  if (at instanceof Date) return at.getTime();
  if (typeof at === 'number') return at < 1e11 ? at * 1000 : at;
  if (/^\d{10}$/.test(at)) return Number(at) * 1000;
  return Date.parse(at);
}

/** A Date whose UTC fields read as the company's wall clock at that instant (for display and Excel cells). */
export function wallClock(at: Date | number | string, offsetHours: number): Date {
  return new Date(instantMs(at) + offsetHours * HOUR_MS);
}

/** wallClock for a value that may be missing or not a time: null then (an empty Excel cell). */
export function wallClockOrNull(at: Date | number | string | null | undefined, offsetHours: number): Date | null {
  if (at === null || at === undefined || at === '') return null;
  const d = wallClock(at, offsetHours);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The business day of an instant at the company's offset, 'YYYY-MM-DD'. */
export function businessDayOf(at: Date | number | string, offsetHours: number): string {
  const d = wallClock(at, offsetHours);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** 'YYYY-MM-DD' -> 'YYYYMMDD', as document numbers carry the day. */
export const compactDay = (day: string) => day.replaceAll('-', '');

/** The first instant of a business day (its midnight at the company's offset). */
export function dayStart(day: string, offsetHours: number): Date {
  const m = DAY.exec(day);
  if (!m) throw new RangeError(`not a business day: ${day}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - offsetHours * HOUR_MS);
}

/** The first instant after a business day (the next day's midnight): the exclusive end of "to, inclusive". */
export function dayEnd(day: string, offsetHours: number): Date {
  return new Date(dayStart(day, offsetHours).getTime() + DAY_MS);
}

/** A business day moved by `days` (negative goes back). */
export function addDays(day: string, days: number): string {
  const m = DAY.exec(day);
  if (!m) throw new RangeError(`not a business day: ${day}`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days));
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The last business day of a month 'YYYY-MM' (2026-02 -> 2026-02-28). */
export function lastDayOfMonth(month: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) throw new RangeError(`not a month: ${month}`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]), 0));
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Whole days from `from` to `to` (2026-01-01 -> 2026-01-31 is 30). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayStart(to, 0).getTime() - dayStart(from, 0).getTime()) / DAY_MS);
}

/** The instants a period of business days covers: [from's midnight, the midnight after `to`). */
export function periodBounds(period: { from: string; to: string }, offsetHours: number): { start: Date; end: Date } {
  return { start: dayStart(period.from, offsetHours), end: dayEnd(period.to, offsetHours) };
}

/**
 * "As of" typed on a company screen: a business day means the end of that day (everything
 * recorded on it counts); a wall-clock time 'YYYY-MM-DDTHH:mm[:ss]' without a zone is that moment
 * at the company's offset, not the browser's; a full ISO instant with a zone is itself.
 */
export function asOfInstant(value: string, offsetHours: number): Date {
  if (DAY.test(value)) return dayEnd(value, offsetHours);
  const local = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (local) {
    const [y, mo, d, h, mi, s] = local.slice(1).map((part) => Number(part ?? 0));
    return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) - offsetHours * HOUR_MS);
  }
  return new Date(instantMs(value));
}

/** The date presets: today, yesterday, one week ago, and the month ones reports use. */
export const PERIOD_PRESETS = ['today', 'yesterday', 'week', 'month', 'lastMonth'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** The business days of a preset at `now`, both inclusive. 'week' is the last seven days up to today. */
export function periodOf(preset: PeriodPreset, now: Date | number, offsetHours: number): { from: string; to: string } {
  const today = businessDayOf(now, offsetHours);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const y = addDays(today, -1);
      return { from: y, to: y };
    }
    case 'week':
      return { from: addDays(today, -7), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'lastMonth': {
      const firstOfThis = `${today.slice(0, 8)}01`;
      const lastOfPrevious = addDays(firstOfThis, -1);
      return { from: `${lastOfPrevious.slice(0, 8)}01`, to: lastOfPrevious };
    }
    default: {
      const never: never = preset;
      throw new RangeError(`unknown preset ${String(never)}`);
    }
  }
}

/** A business day for display: 'dd/MM/yyyy'; '' for anything else. */
export function displayDay(day: string | null | undefined): string {
  const m = DAY.exec(day ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/**
 * An instant, or a business day, for display in the company's zone (day/month/year):
 * 'dd/MM/yyyy HH:mm' (seconds on request, the date alone with dateOnly). '' for nothing; the
 * input itself when it is not a time.
 */
export function displayInstant(value: string | number | Date | null | undefined, offsetHours: number, opts: { seconds?: boolean; dateOnly?: boolean } = {}): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && DAY.test(value)) return displayDay(value);
  const ms = instantMs(value);
  if (!Number.isFinite(ms)) return String(value);
  const d = new Date(ms + offsetHours * HOUR_MS);
  const day = `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCFullYear(), 4)}`;
  if (opts.dateOnly) return day;
  return `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}${opts.seconds ? `:${pad(d.getUTCSeconds())}` : ''}`;
}

/** The top bar's company clock: 'yyyy-MM-dd HH:mm:ss' at the company's offset (docs/shell.md "Top bar"). */
export function clockText(at: Date | number, offsetHours: number): string {
  const d = wallClock(at, offsetHours);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}
