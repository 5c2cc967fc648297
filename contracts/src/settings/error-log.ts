import { z } from 'zod';

/**
 * Errors the browser reports (docs/shell.md "Bug log": unhandled UI errors go to the bug-log dialog
 * and to the log endpoint). Stored as events; Root and Admin read them.
 */

export interface ClientErrorReported {
  type: 'ClientErrorReported';
  data: { errorId: string; userId: string; url: string; message: string; stack: string; userAgent: string | null; at: string };
}
export type ErrorLogEvent = ClientErrorReported;
export const ERROR_LOG_EVENT_TYPES = ['ClientErrorReported'] as const;
export const errorLogStreamId = (errorId: string) => `client-error-${errorId}`;
export const ERROR_LOGS_READ_MODEL = 'error-logs';

/** Long values are cut, never refused: a reporter must not fail on a long stack. */
const cut = (max: number) => z.string().transform((s) => (s.length > max ? s.slice(0, max) : s));

export const reportErrorBody = z
  .object({
    url: cut(2000),
    /** Other fields of a browser Error (name, cause...) are dropped, not refused. */
    error: z.object({
      message: cut(2000).default(''),
      stack: cut(20000).default(''),
    }),
  })
  .strict();
export type ReportErrorBody = z.infer<typeof reportErrorBody>;

export const listErrorLogsQuery = z
  .object({
    userId: z.string().trim().max(64).optional(),
    search: z.string().trim().max(200).optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(500).default(50),
  })
  .strict();
export type ListErrorLogsQuery = z.infer<typeof listErrorLogsQuery>;

export const errorLogSchema = z.object({
  id: z.string(),
  url: z.string(),
  message: z.string(),
  stack: z.string(),
  userId: z.string(),
  username: z.string().nullable(),
  userAgent: z.string().nullable(),
  at: z.string(),
});
export type ErrorLog = z.infer<typeof errorLogSchema>;
export const errorLogListSchema = z.object({ errorLogs: z.array(errorLogSchema), total: z.number() });
export type ErrorLogList = z.infer<typeof errorLogListSchema>;
