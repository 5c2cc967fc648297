import { redactTokens } from '@tradedesk/contracts/platform/redact';
import type { ErrorLogEvent } from '@tradedesk/contracts/settings/error-log';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import type { ErrorLogState } from '../error-log.state.js';

export interface ReportError {
  type: 'ReportError';
  errorId: string;
  url: string;
  message: string;
  stack: string;
  userAgent: string | null;
}

/**
 * The reporter and the time come from the context. A session token in the reported address (or
 * in a message or stack quoting it) is never stored.
 */
export function decideReportError(c: ReportError, s: ErrorLogState, ctx: DecideContext): ErrorLogEvent[] {
  if (s.reported) throw new DomainError('error_reported', 'This error report exists already.', 409);
  return [
    {
      type: 'ClientErrorReported',
      data: {
        errorId: c.errorId,
        userId: ctx.userId,
        url: redactTokens(c.url),
        message: redactTokens(c.message),
        stack: redactTokens(c.stack),
        userAgent: c.userAgent,
        at: ctx.now.toISOString(),
      },
    },
  ];
}
