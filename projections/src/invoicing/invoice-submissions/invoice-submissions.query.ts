import type { ListSubmissionsQuery, SubmissionOffice, SubmissionRow } from '@tradedesk/contracts/invoicing/submission';
import type { Sql } from '../../platform/sql.js';

const toRow = (r: any): SubmissionRow => ({
  documentId: r.document_id, office: r.office, setupId: r.setup_id, number: r.number, kind: r.kind, issueDate: r.issue_date, clientName: r.client_name,
  mode: r.mode, status: r.status, attempts: r.attempts, officeId: r.office_id, reference: r.reference, message: r.message, updatedAt: new Date(r.updated_at).toISOString(),
});

/** The submissions list: by office, status, document or search (number, client), newest change first, paged. */
export async function listSubmissions(sql: Sql, q: ListSubmissionsQuery): Promise<{ rows: SubmissionRow[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (p: string) => string, v: unknown) => {
    params.push(v);
    where.push(clause(`$${params.length}`));
  };
  if (q.office) add((p) => `office = ${p}`, q.office);
  if (q.status) add((p) => `status = ${p}`, q.status);
  if (q.documentId) add((p) => `document_id = ${p}`, q.documentId);
  if (q.search) add((p) => `search like ${p}`, `%${q.search.toLowerCase()}%`);
  const wh = where.length ? `where ${where.join(' and ')}` : '';
  const { rows: c } = await sql.query<{ n: number }>(`select count(*)::int as n from rm.invoice_submissions ${wh}`, params);
  params.push(q.pageSize, (q.page - 1) * q.pageSize);
  const { rows } = await sql.query(`select * from rm.invoice_submissions ${wh} order by updated_at desc, number desc limit $${params.length - 1} offset $${params.length}`, params);
  return { rows: rows.map(toRow), total: c[0].n };
}

export async function getSubmission(sql: Sql, documentId: string, office: SubmissionOffice): Promise<SubmissionRow | null> {
  const { rows } = await sql.query(`select * from rm.invoice_submissions where document_id = $1 and office = $2`, [documentId, office]);
  return rows[0] ? toRow(rows[0]) : null;
}

/** The fingerprint (huella) of the setup's last VeriFactu record sent, for the chain of the next one. */
export async function lastChainedRecord(sql: Sql, setupId: string, office: SubmissionOffice, exceptDocumentId: string): Promise<{ documentId: string; number: string; issueDate: string; fingerprint: string } | null> {
  const { rows } = await sql.query<any>(
    `select document_id, number, issue_date, fingerprint from rm.invoice_submissions
      where setup_id = $1 and office = $2 and fingerprint is not null and document_id <> $3 order by sent_at desc limit 1`,
    [setupId, office, exceptDocumentId],
  );
  return rows[0] ? { documentId: rows[0].document_id, number: rows[0].number, issueDate: rows[0].issue_date, fingerprint: rows[0].fingerprint } : null;
}
