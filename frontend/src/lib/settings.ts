/**
 * Company settings as the server sends them (`{ value }` objects or bare values), read the same way
 * by the shell and every screen. Shared code: it imports nothing from app/ or features/.
 */
export type CompanySettings = Record<string, unknown>;

/** The raw value of a setting: `{ value }` objects are unwrapped, bare values returned as they are. */
export function settingValue(settings: CompanySettings | null | undefined, key: string): unknown {
  const raw = settings?.[key];
  if (raw !== null && typeof raw === 'object' && 'value' in (raw as object)) return (raw as { value: unknown }).value;
  return raw;
}

export function toFlag(value: unknown): boolean {
  if (typeof value === 'string') return ['true', '1', 'yes', 'on'].includes(value.trim().toLowerCase());
  if (typeof value === 'number') return value !== 0;
  return value === true;
}

export const settingFlag = (settings: CompanySettings | null | undefined, key: string) => toFlag(settingValue(settings, key));

export function settingNumber(settings: CompanySettings | null | undefined, key: string): number | null {
  const value = settingValue(settings, key);
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value));
  return Number.isFinite(n) ? n : null;
}
