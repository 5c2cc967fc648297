import { redactTokens } from '@tradedesk/contracts/platform/redact';
import type { ErrorLogEvent } from '@tradedesk/contracts/settings/error-log';
import type { Decider } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';

export type ErrorLogCommand = { type: 'ReportError'; errorId: string; url: string; message: string; stack: string; userAgent: string | null };

/**
 * One stream per report: the reporter and the time come from the context. A session token in the
 * reported address (or in a message or stack quoting it) is never stored.
 */
export const errorLogDecider: Decider<ErrorLogCommand, { reported: boolean }, ErrorLogEvent> = {
  initialState: () => ({ reported: false }),
  decide(cmd, s, ctx) {
    if (s.reported) throw new DomainError('error_reported', 'This error report exists already.', 409);
    return [
      {
        type: 'ClientErrorReported',
        data: {
          errorId: cmd.errorId,
          userId: ctx.userId,
          url: redactTokens(cmd.url),
          message: redactTokens(cmd.message),
          stack: redactTokens(cmd.stack),
          userAgent: cmd.userAgent,
          at: ctx.now.toISOString(),
        },
      },
    ];
  },
  evolve(s, e) {
    switch (e.type) {
      case 'ClientErrorReported':
        return { reported: true };
      default: {
        const _exhaustive: never = e.type;
        return s;
      }
    }
  },
};
