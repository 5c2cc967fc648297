import { businessDayOf, compactDay } from '@tradedesk/contracts/platform/company-time';
import type { NewEvent } from '@tradedesk/contracts/platform/events';

/**
 * Document numbers per type and business day: PREFIX-YYYYMMDD-NNNN. The counter is a stream
 * (`numbers-<prefix>-<day>`) appended in the SAME transaction as the document with an expected
 * version, so numbers are gapless and never given twice (DOMAIN.md: never from a sequence).
 */
export function numberStreamId(prefix: string, day: string) {
  return `numbers-${prefix.toLowerCase()}-${day}`;
}

/** The business day (YYYYMMDD) of an instant in the company's hour offset (SystemTimeZone). */
export function numberDay(now: Date, hourOffset: number): string {
  return compactDay(businessDayOf(now, hourOffset));
}

export function documentNumber(prefix: string, day: string, counterVersion: number): { number: string; event: NewEvent } {
  const number = `${prefix}-${day}-${String(counterVersion + 1).padStart(4, '0')}`;
  return { number, event: { type: 'DocumentNumberIssued', data: { number } } };
}
