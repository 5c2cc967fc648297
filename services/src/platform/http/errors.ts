import { ErrorCode } from '@tradedesk/contracts/platform/envelope';

/** An error with an HTTP status and a documented numeric code, answered as is. */
export class ApiException extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    message: string,
    readonly details?: { path: string; message: string }[],
    readonly reason?: string,
    /** The values the message names, for the envelope's `error.params` (docs/api.md). */
    readonly params?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const unauthenticated = (msg = 'Please sign in: this needs a valid session.') => new ApiException(401, ErrorCode.Unauthenticated, msg);
export const forbidden = (msg = 'Access Denied') => new ApiException(403, ErrorCode.Forbidden, msg);
export const notFound = (msg: string, reason = 'not_found') => new ApiException(404, ErrorCode.NotFound, msg, undefined, reason);
