import { z } from 'zod';

/**
 * Alarm clock (reminders, docs/shell.md "Alarms"): a user sets a reminder with a text, a time,
 * and optionally the sale order or purchase order it is about; closing marks it read
 * (closeTime != 0); deleting removes it from the list. The example context of docs/adding-a-use-case.md.
 */

// ---- events: the durable contract (never edited; evolve with a new schema version + upcaster)
export interface AlarmSet {
  type: 'AlarmSet';
  data: { alarmId: string; ownerId: string; content: string; remindAt: string; soId: string | null; poId: string | null };
}
export interface AlarmChanged {
  type: 'AlarmChanged';
  data: { alarmId: string; content: string; remindAt: string };
}
export interface AlarmClosed {
  type: 'AlarmClosed';
  data: { alarmId: string; closedAt: string };
}
export interface AlarmDeleted {
  type: 'AlarmDeleted';
  data: { alarmId: string };
}
export type AlarmEvent = AlarmSet | AlarmChanged | AlarmClosed | AlarmDeleted;
export const ALARM_EVENT_TYPES = ['AlarmSet', 'AlarmChanged', 'AlarmClosed', 'AlarmDeleted'] as const;

export const alarmStreamId = (alarmId: string) => `alarm-${alarmId}`;
export const alarmIdOfStream = (streamId: string) => streamId.slice('alarm-'.length);

// ---- API payloads (validated on the server, reused by the browser's forms)
const id = z.string().trim().min(1).max(64);
const isoOrTenDigits = z.union([
  z.iso.datetime({ offset: true }),
  z.iso.date(),
  z.string().regex(/^\d{10}$/, 'ten-digit timestamps are seconds'),
]);

export const setAlarmBody = z
  .object({
    commandId: z.uuid().optional(),
    content: z.string().trim().min(1, 'the reminder text is empty').max(2000),
    remindAt: isoOrTenDigits,
    soId: id.optional(),
    poId: id.optional(),
  })
  .strict();
export type SetAlarmBody = z.infer<typeof setAlarmBody>;

/** Editing names the version the user saw: a stale edit is refused with 409, never merged silently. */
export const changeAlarmBody = z
  .object({
    commandId: z.uuid().optional(),
    id,
    version: z.number().int().min(1),
    content: z.string().trim().min(1, 'the reminder text is empty').max(2000),
    remindAt: isoOrTenDigits,
  })
  .strict();
export type ChangeAlarmBody = z.infer<typeof changeAlarmBody>;

export const alarmIdsBody = z
  .object({
    commandId: z.uuid().optional(),
    ids: z.array(id).min(1, 'choose at least one alarm').max(500),
  })
  .strict();
export type AlarmIdsBody = z.infer<typeof alarmIdsBody>;

export const listAlarmsQuery = z
  .object({
    startDate: isoOrTenDigits.optional(),
    endDate: isoOrTenDigits.optional(),
    /** '0' = unread only, '1' = closed only; absent = all. */
    closeTime: z.enum(['0', '1']).optional(),
    page: z.coerce.number().int().min(1).optional(),
    offset: z.coerce.number().int().min(0).optional(),
    limit: z.coerce.number().int().min(0).max(99999).default(20),
    searchWord: z.string().trim().max(200).optional(),
    orderBy: z.enum(['remindAt', 'createdAt']).default('remindAt'),
    order: z.enum(['asc', 'desc', 'ASC', 'DESC']).default('desc'),
  })
  .strict();
export type ListAlarmsQuery = z.infer<typeof listAlarmsQuery>;

export const alarmClockSchema = z.object({
  id: z.string(),
  content: z.string(),
  remindAt: z.string(),
  /** 0 = unread, else the close time in ten-digit seconds. */
  closeTime: z.number(),
  saleOrder: z.object({ soId: z.string() }).nullable(),
  purchaseOrder: z.object({ poId: z.string() }).nullable(),
  createdAt: z.string(),
  version: z.number(),
});
export type AlarmClock = z.infer<typeof alarmClockSchema>;

export const alarmListSchema = z.object({ alarmClocks: z.array(alarmClockSchema), total: z.number() });
export type AlarmList = z.infer<typeof alarmListSchema>;

export const ALARM_READ_MODEL = 'alarm-clocks';

/** Accepts ISO strings, dates and ten-digit second timestamps. */
export function toIsoInstant(v: string): string {
  if (/^\d{10}$/.test(v)) return new Date(Number(v) * 1000).toISOString();
  return new Date(v).toISOString();
}
