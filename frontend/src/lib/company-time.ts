import { useCallback } from 'react';
import { settingNumber } from '../app/permission';
import { useSession } from '../stores/session';
import { formatCompanyTime, localOffsetHours } from './format';

/** The company's hour offset (setting SystemTimeZone), else the browser's. */
export function useCompanyOffset(): number {
  return useSession((s) => settingNumber(s.settings, 'SystemTimeZone')) ?? localOffsetHours(new Date());
}

/** Formats instants and business days for display in the company's time zone (see formatCompanyTime). */
export function useCompanyTime() {
  const offset = useCompanyOffset();
  return useCallback((value: string | number | null | undefined, opts?: { seconds?: boolean; dateOnly?: boolean }) => formatCompanyTime(value, offset, opts), [offset]);
}
