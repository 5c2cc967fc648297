import type { SubmissionOffice } from '@tradedesk/contracts/invoicing/submission';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';
import type { HttpCall } from '../offices/office.port.js';

export interface SubmitOptions {
  /** The HTTP carrier (fetch with a timeout; a test may wrap it). */
  http: HttpCall;
  /** Requests that may leave for this document in this run (sends and status calls together). */
  maxAttempts: number;
  /** Pause before the n-th retry or status call: backoffMs x 2^(n-1), at most 10 x backoffMs... capped at maxBackoffMs. */
  backoffMs: number;
  maxBackoffMs: number;
}

/** The worker's part: send a queued document to its office, ask for the outcome, record every step. */
export class SubmitEInvoiceCommand {
  constructor(
    readonly documentId: string,
    readonly office: SubmissionOffice,
    readonly options: SubmitOptions,
    readonly env: CommandEnvelope,
  ) {}
}
