import { statusAfter, type SubmissionEvent, type SubmissionStatus } from '@tradedesk/contracts/invoicing/submission';
import type { EvolveEvent } from '../../platform/cqrs/decider.js';

/** One document's submission to one office: where it stands, and what the office said. */
export interface SubmissionState {
  status: SubmissionStatus | 'none';
  attempts: number;
  /** The office's reference while it processes (transaction id, upload index, session/invoice). */
  reference: string;
  officeId: string;
  lastMessage: string;
}
export const initialSubmissionState = (): SubmissionState => ({ status: 'none', attempts: 0, reference: '', officeId: '', lastMessage: '' });

export function evolveSubmission(s: SubmissionState, e: EvolveEvent<SubmissionEvent>): SubmissionState {
  const status = statusAfter(e.type, s.status === 'none' ? 'pending' : s.status);
  switch (e.type) {
    // Queued again after a run that gave up while the office was still processing: keep its
    // reference, so the next run asks the office about it before sending anything.
    case 'SubmissionQueued':
      return { ...s, status, reference: s.status === 'failed' ? s.reference : '', lastMessage: '' };
    case 'SubmissionSent':
      return { ...s, status, attempts: e.data.attempt, reference: '' };
    case 'SubmissionRetrying':
      return { ...s, status, reference: '', lastMessage: e.data.message };
    case 'SubmissionReceived':
      return { ...s, status, reference: e.data.reference };
    case 'SubmissionAccepted':
      return { ...s, status, officeId: e.data.officeId, lastMessage: e.data.message };
    case 'SubmissionRejected':
      return { ...s, status, lastMessage: e.data.message };
    default:
      return { ...s, status, lastMessage: e.data.message };
  }
}
