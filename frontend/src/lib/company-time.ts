import { displayInstant } from '@tradedesk/contracts/platform/company-time';
import { useCallback } from 'react';
import { settingNumber } from './settings';
import { useSession } from '../stores/session';

/** The browser's own offset in hours (used when the company has no SystemTimeZone). */
export const localOffsetHours = (at: Date) => -at.getTimezoneOffset() / 60;

/** The company's hour offset (setting SystemTimeZone), else the browser's. */
export function useCompanyOffset(): number {
  return useSession((s) => settingNumber(s.settings, 'SystemTimeZone')) ?? localOffsetHours(new Date());
}

/** Formats instants and business days for display in the company's time zone (company-time's displayInstant). */
export function useCompanyTime() {
  const offset = useCompanyOffset();
  return useCallback((value: string | number | null | undefined, opts?: { seconds?: boolean; dateOnly?: boolean }) => displayInstant(value, offset, opts), [offset]);
}
