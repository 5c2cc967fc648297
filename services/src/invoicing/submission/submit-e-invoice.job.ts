import type { SubmissionOffice } from '@tradedesk/contracts/invoicing/submission';
import type { Database } from '@tradedesk/projections/platform/sql';
import type { AppConfig } from '../../platform/config/config.js';
import type { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { secretBoxFrom } from '../../platform/secret-box.js';
import type { JobContext } from '../../platform/queue/queue.port.js';
import { carrierOptionsFromEnv, fetchHttp } from './http.js';
import { SubmitEInvoiceCommand } from './submit-e-invoice/submit-e-invoice.command.js';
import { SubmitEInvoiceHandler } from './submit-e-invoice/submit-e-invoice.handler.js';

export interface SubmitJob {
  documentId: string;
  office: SubmissionOffice;
  userId?: string;
}

const num = (name: string, fallback: number) => (Number(process.env[name]) > 0 ? Number(process.env[name]) : fallback);

/**
 * The queue job of a submission (docs/invoicing-submission.md): runs SubmitEInvoiceCommand. Timeout
 * per request TD_SUBMISSION_TIMEOUT_MS (30 s), requests per run TD_SUBMISSION_ATTEMPTS (8), pause
 * TD_SUBMISSION_BACKOFF_MS (2 s, doubling, at most 5 min); TD_SUBMISSION_CA_FILE: extra trusted authorities
 * for the mutual-TLS connections (AEAT).
 */
export const runSubmission = ({ runtime, db, config }: { runtime: CommandRuntime; db: Database; config: AppConfig }, job: JobContext<SubmitJob>) =>
  new SubmitEInvoiceHandler(runtime, db, secretBoxFrom(config)).execute(
    new SubmitEInvoiceCommand(
      job.data.documentId,
      job.data.office,
      { http: fetchHttp(num('TD_SUBMISSION_TIMEOUT_MS', 30_000), carrierOptionsFromEnv()), maxAttempts: num('TD_SUBMISSION_ATTEMPTS', 8), backoffMs: num('TD_SUBMISSION_BACKOFF_MS', 2_000), maxBackoffMs: 300_000 },
      { userId: 'system', correlationId: `submit-${job.id}` },
    ),
  );
