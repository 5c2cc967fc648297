import type { ErrorLogEvent } from '@tradedesk/contracts/settings/error-log';
import { decideByType, type Decider } from '../../platform/cqrs/decider.js';
import { type ErrorLogState, evolveErrorLog, initialErrorLogState } from './error-log.state.js';
import { decideReportError, type ReportError } from './report-error/report-error.decide.js';

export type ErrorLogCommand = ReportError;

/** One stream per browser error report: each command's rule is in the use-case folder named after it. */
export const errorLogDecider: Decider<ErrorLogCommand, ErrorLogState, ErrorLogEvent> = {
  initialState: initialErrorLogState,
  evolve: evolveErrorLog,
  decide: decideByType<ErrorLogCommand, ErrorLogState, ErrorLogEvent>({
    ReportError: decideReportError,
  }),
};
