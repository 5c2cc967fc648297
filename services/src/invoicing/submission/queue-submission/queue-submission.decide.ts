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
 * submission is never sent again (409). One still pending or sent records nothing: the handler
 * only wakes its job again (a job lost with a restarted process), which is safe because a job
 * claims its attempt before sending and resolves "sent" by asking the office first.
 */
export function decideQueueSubmission(c: QueueSubmission, s: SubmissionState): SubmissionEvent[] {
  if (s.status === 'accepted') {
    if (!c.submission.manual) return [];
    throw new DomainError('already_accepted', `${c.submission.number} was accepted by ${c.submission.office} (${s.officeId}); it is never sent twice.`, 409);
  }
  if (s.status === 'pending' || s.status === 'sent') return [];
  if (s.status !== 'none' && !c.submission.manual) return [];
  return [{ type: 'SubmissionQueued', data: c.submission }];
}
