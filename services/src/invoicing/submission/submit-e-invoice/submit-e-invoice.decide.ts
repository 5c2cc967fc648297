import type { SubmissionEvent, SubmissionMode, SubmissionOffice } from '@tradedesk/contracts/invoicing/submission';
import { DomainError } from '../../../platform/event-store/errors.js';
import type { SubmissionState } from '../submission.state.js';

export interface StartAttempt {
  type: 'StartAttempt';
  documentId: string;
  office: SubmissionOffice;
  mode: Exclude<SubmissionMode, 'off'>;
  key: string;
  fingerprint?: string;
}

/**
 * The worker claims the next attempt BEFORE the request leaves. Only a pending submission can be
 * sent: of two workers on one document the second finds it sent (409) and stops, and a worker that
 * died mid-request leaves "sent", which the next one resolves by asking the office.
 */
export function decideStartAttempt(c: StartAttempt, s: SubmissionState): SubmissionEvent[] {
  if (s.status !== 'pending') throw new DomainError('not_pending', `The submission to ${c.office} is ${s.status}, not waiting to be sent.`, 409);
  return [{ type: 'SubmissionSent', data: { documentId: c.documentId, office: c.office, attempt: s.attempts + 1, mode: c.mode, key: c.key, ...(c.fingerprint ? { fingerprint: c.fingerprint } : {}) } }];
}

export type Outcome =
  | { kind: 'unanswered'; message: string }
  | { kind: 'retrying'; message: string }
  | { kind: 'received'; reference: string }
  | { kind: 'accepted'; officeId: string; message: string }
  | { kind: 'rejected'; code: string; message: string }
  | { kind: 'failed'; message: string };

export interface RecordOutcome {
  type: 'RecordOutcome';
  documentId: string;
  office: SubmissionOffice;
  outcome: Outcome;
}

/** What the office (or the lack of an answer) said; an accepted submission never changes again. */
export function decideRecordOutcome(c: RecordOutcome, s: SubmissionState): SubmissionEvent[] {
  if (s.status === 'accepted' || s.status === 'none') return [];
  const ref = { documentId: c.documentId, office: c.office };
  const o = c.outcome;
  switch (o.kind) {
    case 'unanswered':
      return [{ type: 'SubmissionUnanswered', data: { ...ref, attempt: s.attempts, message: o.message } }];
    case 'retrying':
      return [{ type: 'SubmissionRetrying', data: { ...ref, attempt: s.attempts, message: o.message } }];
    case 'received':
      return o.reference === s.reference && s.status === 'sent' && s.reference ? [] : [{ type: 'SubmissionReceived', data: { ...ref, reference: o.reference } }];
    case 'accepted':
      return [{ type: 'SubmissionAccepted', data: { ...ref, officeId: o.officeId, message: o.message } }];
    case 'rejected':
      return [{ type: 'SubmissionRejected', data: { ...ref, code: o.code, message: o.message } }];
    case 'failed':
      return [{ type: 'SubmissionFailed', data: { ...ref, message: o.message } }];
  }
}
