import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { statusAfter, SUBMISSION_EVENT_TYPES, SUBMISSIONS_READ_MODEL, type SubmissionEvent } from '@tradedesk/contracts/invoicing/submission';
import type { Projector } from '../../platform/projector.js';

/**
 * rm.invoice_submissions, inline: one row per document and office with its status, attempts, the
 * office's id or message. The worker reads it for the VeriFactu chain (the last record's fingerprint).
 */
export const invoiceSubmissionsProjector: Projector = {
  name: SUBMISSIONS_READ_MODEL,
  version: 1,
  inline: true,
  handles: SUBMISSION_EVENT_TYPES,
  tables: ['invoice_submissions'],
  async migrate(ctx) {
    const t = ctx.table('invoice_submissions');
    await ctx.sql.query(`create table if not exists ${t} (
      document_id text not null, office text not null, setup_id text not null, number text not null, kind text not null,
      issue_date text not null, client_name text not null, mode text not null, status text not null, attempts int not null default 0,
      office_id text not null default '', reference text not null default '', message text not null default '',
      fingerprint text, sent_at timestamptz, updated_at timestamptz not null, search text not null,
      primary key (document_id, office))`);
    await ctx.sql.query(`create index if not exists invoice_submissions_status on ${t} (status, updated_at)`);
  },
  async apply(events, ctx) {
    const t = ctx.table('invoice_submissions');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & SubmissionEvent)[]) {
      const d = e.data;
      ids.push(d.documentId);
      if (e.type === 'SubmissionQueued') {
        const q = e.data;
        await ctx.sql.query(
          `insert into ${t} (document_id, office, setup_id, number, kind, issue_date, client_name, mode, status, updated_at, search)
           values ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $10)
           on conflict (document_id, office) do update set status = 'pending', mode = excluded.mode, message = '', updated_at = excluded.updated_at`,
          [q.documentId, q.office, q.setupId, q.number, q.kind, q.issueDate, q.clientName, q.mode, e.recordedAt, `${q.number} ${q.clientName}`.toLowerCase()],
        );
        continue;
      }
      const status = statusAfter(e.type, 'pending');
      const set = [`status = $3`, `updated_at = $4`];
      const params: unknown[] = [d.documentId, d.office, status, e.recordedAt];
      const put = (col: string, v: unknown) => {
        params.push(v);
        set.push(`${col} = $${params.length}`);
      };
      if (e.type === 'SubmissionSent') {
        put('attempts', e.data.attempt);
        put('sent_at', e.recordedAt);
        if (e.data.fingerprint) put('fingerprint', e.data.fingerprint);
      }
      if (e.type === 'SubmissionReceived') put('reference', e.data.reference);
      if (e.type === 'SubmissionAccepted') {
        put('office_id', e.data.officeId);
        put('message', e.data.message);
      }
      if (e.type === 'SubmissionRejected') put('message', e.data.code ? `${e.data.code}: ${e.data.message}` : e.data.message);
      if (e.type === 'SubmissionFailed' || e.type === 'SubmissionUnanswered' || e.type === 'SubmissionRetrying') put('message', e.data.message);
      await ctx.sql.query(`update ${t} set ${set.join(', ')} where document_id = $1 and office = $2`, params);
    }
    return [...new Set(ids)];
  },
};
