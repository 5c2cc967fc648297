import type { SubmissionEvent, SubmissionQueued } from '@tradedesk/contracts/invoicing/submission';
import { DomainError } from '../../../platform/event-store/errors.js';
import type { SubmissionState } from '../submission.state.js';

export interface QueueSubmission {
  type: 'QueueSubmission';
  submission: SubmissionQueued['data'];
}

/**
 * Puts a document in the office's queue. Issuing queues it by itself (manual false): once, never
 * again once it has a status. "Send again" (manual) takes a rejected or failed one; an accepted
 * submission is never sent again (409), nor one the office or the worker has in hand (409).
 */
export function decideQueueSubmission(c: QueueSubmission, s: SubmissionState): SubmissionEvent[] {
  if (s.status === 'accepted') {
    if (!c.submission.manual) return [];
    throw new DomainError('already_accepted', `${c.submission.number} was accepted by ${c.submission.office} (${s.officeId}); it is never sent twice.`, 409);
  }
  if (s.status === 'pending' || s.status === 'sent') {
    if (!c.submission.manual) return [];
    throw new DomainError('submission_in_flight', `${c.submission.number} is being sent to ${c.submission.office}; wait for its answer.`, 409);
  }
  if (s.status !== 'none' && !c.submission.manual) return [];
  return [{ type: 'SubmissionQueued', data: c.submission }];
}
