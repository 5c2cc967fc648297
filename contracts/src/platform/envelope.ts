import { z } from 'zod';

/**
 * Every HTTP answer of /be is this envelope. On success `error` is null and `status` is 200-ish;
 * on failure `error.code` is non-zero and `status` repeats the HTTP status (docs/api.md; the
 * browser's wrapper rejects on a non-zero code, docs/shell.md "Calling the API").
 */
export interface ApiError {
  code: number;
  message: string;
  /** A stable machine-readable reason for domain errors, e.g. 'alarm_not_found'. */
  reason?: string;
  /** Field-level details for validation failures: path -> message. */
  details?: { path: string; message: string }[];
  /**
   * The values the message names (order number, product code, quantities, limits...), so a client
   * can say the same in the user's language: `reason` picks the sentence, `params` fill it in.
   * Plain JSON values only (strings, numbers, booleans, null, lists of those).
   */
  params?: Record<string, ErrorParam>;
}

export type ErrorParam = string | number | boolean | null | (string | number | boolean | null)[];

export interface Envelope<T> {
  status: number;
  data: T | null;
  error: ApiError | null;
}

export const apiErrorSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  reason: z.string().optional(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.union([z.string(), z.number(), z.boolean(), z.null()]))])).optional(),
});

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.number().int(), data: data.nullable(), error: apiErrorSchema.nullable() });

/**
 * Stable, documented error codes (docs/api.md). Codes are grouped by HTTP status so a client can
 * tell them apart without parsing messages.
 */
export const ErrorCode = {
  ValidationFailed: 40001,
  MalformedJson: 40002,
  UnknownField: 40003,
  DomainRuleViolated: 40010,
  Unauthenticated: 40101,
  TokenExpired: 40102,
  Forbidden: 40301,
  NotFound: 40401,
  RouteNotFound: 40402,
  Conflict: 40901,
  DuplicateCommand: 40902,
  PayloadTooLarge: 41301,
  UnsupportedMediaType: 41501,
  TooManyRequests: 42901,
  Internal: 50001,
  StoreUnavailable: 50301,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ok = <T>(data: T, status = 200): Envelope<T> => ({ status, data, error: null });
