/**
 * Date helpers shared by the screens (pure, unit-tested): the conversions between
 * <input type="date|datetime-local"> values and ISO instants. Forms themselves are the page kit's
 * (components/form).
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** ISO instant -> 'YYYY-MM-DDTHH:mm' in the browser's time zone ('' when invalid). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** 'YYYY-MM-DDTHH:mm' (browser time) -> ISO instant ('' when empty or invalid). */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}

/** Local 'YYYY-MM-DDTHH:mm' one hour from now, rounded to the next quarter hour. */
export function defaultRemindAt(now: Date): string {
  const d = new Date(now.getTime() + 60 * 60_000);
  d.setMinutes(Math.ceil(d.getMinutes() / 15) * 15, 0, 0);
  return toLocalInput(d.toISOString());
}
