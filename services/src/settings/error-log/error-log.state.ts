import type { ErrorLogEvent } from '@tradedesk/contracts/settings/error-log';
import type { EvolveEvent } from '../../platform/cqrs/decider.js';

/** One stream per report: whether it was recorded. */
export interface ErrorLogState {
  reported: boolean;
}

export const initialErrorLogState = (): ErrorLogState => ({ reported: false });

export function evolveErrorLog(s: ErrorLogState, e: EvolveEvent<ErrorLogEvent>): ErrorLogState {
  switch (e.type) {
    case 'ClientErrorReported':
      return { reported: true };
    default: {
      const _exhaustive: never = e.type;
      return s;
    }
  }
}
