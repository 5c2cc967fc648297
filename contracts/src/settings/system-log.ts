import { z } from 'zod';

/** The system log page: who did what, when, read straight from the event log. */

const instant = z.union([z.iso.datetime({ offset: true }), z.iso.date(), z.string().regex(/^\d{10}$/, 'ten-digit timestamps are seconds')]);

export const systemLogQuery = z
  .object({
    userId: z.string().trim().max(64).optional(),
    /** Event type(s), comma-separated (UserRightsChanged,CompanySettingsChanged). */
    type: z.string().trim().max(500).regex(/^[A-Za-z,]*$/, 'event type names separated by commas').optional(),
    /** A stream (user-<id>, settings-company, ...). */
    streamId: z.string().trim().max(200).optional(),
    from: instant.optional(),
    to: instant.optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(500).default(50),
  })
  .strict();
export type SystemLogQuery = z.infer<typeof systemLogQuery>;

export const systemLogEntrySchema = z.object({
  position: z.string(),
  at: z.string(),
  type: z.string(),
  streamId: z.string(),
  userId: z.string(),
  /** The actor's user name when the actor is a user ('system' and 'demo' are not). */
  username: z.string().nullable(),
  /** The event's data with secrets (hashes) removed. */
  data: z.record(z.string(), z.unknown()),
});
export type SystemLogEntry = z.infer<typeof systemLogEntrySchema>;
export const systemLogSchema = z.object({
  logs: z.array(systemLogEntrySchema),
  /** Counted up to 10000; `totalCapped` says the real number is larger. */
  total: z.number(),
  totalCapped: z.boolean(),
});
export type SystemLog = z.infer<typeof systemLogSchema>;

/** Fields never shown in the system log. */
export const SECRET_FIELDS = ['passwordHash', 'tokenHash', 'codeHash'] as const;
