import type { SubmissionEvent } from '@tradedesk/contracts/invoicing/submission';
import { spec } from '../../../platform/cqrs/decider-spec.js';
import { submissionDecider } from '../submission.decider.js';

const base = { documentId: 'i1', office: 'ksef' as const, setupId: 's1', number: 'FV/2026/11/0001', kind: 'invoice' as const, issueDate: '2026-11-25', clientName: 'Kowalski', mode: 'sandbox' as const };
const queued: SubmissionEvent = { type: 'SubmissionQueued', data: { ...base, manual: false } };
const sent: SubmissionEvent = { type: 'SubmissionSent', data: { documentId: 'i1', office: 'ksef', attempt: 1, mode: 'sandbox', key: 'FV/2026/11/0001' } };
const ref = { documentId: 'i1', office: 'ksef' as const };

describe('queue a submission', () => {
  it('issuing queues a document never sent', () =>
    spec(submissionDecider).given([]).when({ type: 'QueueSubmission', submission: { ...base, manual: false } }).then([queued]));

  it('issuing again (a second dispatcher) queues nothing more', () =>
    spec(submissionDecider).given([queued]).when({ type: 'QueueSubmission', submission: { ...base, manual: false } }).then([]));

  it('"send again" takes a rejected document', () =>
    spec(submissionDecider)
      .given([queued, sent, { type: 'SubmissionRejected', data: { ...ref, code: '450', message: 'Błąd weryfikacji semantyki' } }])
      .when({ type: 'QueueSubmission', submission: { ...base, manual: true } })
      .then([{ type: 'SubmissionQueued', data: { ...base, manual: true } }]));

  it('an accepted document is never sent again (409)', () =>
    spec(submissionDecider)
      .given([queued, sent, { type: 'SubmissionAccepted', data: { ...ref, officeId: '1234563218-20261125-ABC', message: '' } }])
      .when({ type: 'QueueSubmission', submission: { ...base, manual: true } })
      .thenFails('already_accepted'));

  it('a document with the office in hand records nothing (its job is only woken again)', () =>
    spec(submissionDecider).given([queued, sent]).when({ type: 'QueueSubmission', submission: { ...base, manual: true } }).then([]));
});
