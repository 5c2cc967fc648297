import type { SubmissionEvent } from '@tradedesk/contracts/invoicing/submission';
import { spec } from '../../../platform/cqrs/decider-spec.js';
import { submissionDecider } from '../submission.decider.js';

const ref = { documentId: 'i1', office: 'nav' as const };
const queued: SubmissionEvent = { type: 'SubmissionQueued', data: { ...ref, setupId: 's1', number: 'SZ-2026-00001', kind: 'invoice', issueDate: '2026-11-25', clientName: 'Kovács Kft.', mode: 'sandbox', manual: false } };
const sent = (attempt: number): SubmissionEvent => ({ type: 'SubmissionSent', data: { ...ref, attempt, mode: 'sandbox', key: 'SZ-2026-00001' } });
const start = { type: 'StartAttempt' as const, ...ref, mode: 'sandbox' as const, key: 'SZ-2026-00001' };

describe('submit an e-invoice (the worker)', () => {
  it('claims attempt 1 before the request leaves', () => spec(submissionDecider).given([queued]).when(start).then([sent(1)]));

  it('a second worker finds it sent and stops (409 not_pending)', () => spec(submissionDecider).given([queued, sent(1)]).when(start).thenFails('not_pending'));

  it('after a timeout the status stays "sent": no second attempt can be claimed until the office is asked', () =>
    spec(submissionDecider).given([queued, sent(1), { type: 'SubmissionUnanswered', data: { ...ref, attempt: 1, message: 'no answer within 30 s' } }]).when(start).thenFails('not_pending'));

  it('the office did not have it: back to pending, attempt 2 may leave', () =>
    spec(submissionDecider)
      .given([queued, sent(1), { type: 'SubmissionUnanswered', data: { ...ref, attempt: 1, message: 'timeout' } }, { type: 'SubmissionRetrying', data: { ...ref, attempt: 1, message: 'not at the office' } }])
      .when(start)
      .then([sent(2)]));

  it('records the office id when accepted', () =>
    spec(submissionDecider)
      .given([queued, sent(1), { type: 'SubmissionReceived', data: { ...ref, reference: 'T1' } }])
      .when({ type: 'RecordOutcome', ...ref, outcome: { kind: 'accepted', officeId: 'T1', message: '' } })
      .then([{ type: 'SubmissionAccepted', data: { ...ref, officeId: 'T1', message: '' } }]));

  it('an accepted submission never changes again', () =>
    spec(submissionDecider)
      .given([queued, sent(1), { type: 'SubmissionAccepted', data: { ...ref, officeId: 'T1', message: '' } }])
      .when({ type: 'RecordOutcome', ...ref, outcome: { kind: 'rejected', code: 'X', message: 'late' } })
      .then([]));

  it('the same reference while still processing records nothing new', () =>
    spec(submissionDecider)
      .given([queued, sent(1), { type: 'SubmissionReceived', data: { ...ref, reference: 'T1' } }])
      .when({ type: 'RecordOutcome', ...ref, outcome: { kind: 'received', reference: 'T1' } })
      .then([]));
});
