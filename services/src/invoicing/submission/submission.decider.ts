import type { SubmissionEvent } from '@tradedesk/contracts/invoicing/submission';
import { decideByType, type Decider } from '../../platform/cqrs/decider.js';
import { decideQueueSubmission, type QueueSubmission } from './queue-submission/queue-submission.decide.js';
import { evolveSubmission, initialSubmissionState, type SubmissionState } from './submission.state.js';
import { decideRecordOutcome, decideStartAttempt, type RecordOutcome, type StartAttempt } from './submit-e-invoice/submit-e-invoice.decide.js';

export type SubmissionCommand = QueueSubmission | StartAttempt | RecordOutcome;

/** One document's submission to one office (stream einvoicesubmission-<documentId>-<office>). */
export const submissionDecider: Decider<SubmissionCommand, SubmissionState, SubmissionEvent> = {
  initialState: initialSubmissionState,
  evolve: evolveSubmission,
  decide: decideByType<SubmissionCommand, SubmissionState, SubmissionEvent>({ QueueSubmission: decideQueueSubmission, StartAttempt: decideStartAttempt, RecordOutcome: decideRecordOutcome }),
};
