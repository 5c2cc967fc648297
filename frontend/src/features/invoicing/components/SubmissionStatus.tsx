import type { SubmissionOffice, SubmissionRow } from '@tradedesk/contracts/invoicing/submission';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryTable } from '../../../components/ui/HistoryTable';
import { LoadError } from '../../../components/ui/LoadError';
import { useDocumentSubmissionHistory, useDocumentSubmissions, useSendToOffice } from '../api/submission';

/**
 * The document's submission to each office its company switched on: status, the office's id or
 * message, "send again" when rejected or failed, and the history of one office's submission.
 * Nothing shows when submission is off: the document is issued and printable all the same.
 */
/** Pending or sent without news for 10 minutes: its job may have been lost; sending again only wakes it (never a second submission). */
const stuck = (r: SubmissionRow) => (r.status === 'pending' || r.status === 'sent') && Date.now() - Date.parse(r.updatedAt) > 10 * 60_000;

export function SubmissionStatus({ documentId }: { documentId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const rows = useDocumentSubmissions(documentId);
  const send = useSendToOffice();
  const [shown, setShown] = useState<SubmissionOffice | null>(null);
  const history = useDocumentSubmissionHistory(documentId, shown);
  const [noneOn, setNoneOn] = useState(false);
  if (rows.isPending) return null;
  if (!rows.data?.length && !rows.error)
    return (
      <p className="muted" data-testid="submission-none">
        {noneOn ? t('submission.noneOn') : t('submission.notSent')}{' '}
        {!noneOn && (
          <button type="button" className="btn btn-small" disabled={send.isPending} onClick={() => void send.mutateAsync({ documentId }).then((r) => setNoneOn(!(r as { queued?: string[] } | undefined)?.queued?.length), () => undefined)}>
            {t('submission.sendNow')}
          </button>
        )}
      </p>
    );
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('submission.title')}</h2>
      <LoadError error={rows.error} />
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('submission.office')}</th>
            <th scope="col">{t('submission.mode')}</th>
            <th scope="col">{t('submission.status')}</th>
            <th scope="col">{t('submission.officeId')}</th>
            <th scope="col">{t('submission.message')}</th>
            <th scope="col" />
          </tr>
        </thead>
        <tbody>
          {rows.data?.map((r) => (
            <tr key={r.office} data-status={r.status}>
              <td>{t(`submission.offices.${r.office}`)}</td>
              <td>{t(`submission.modes.${r.mode}`)}</td>
              <td>{t(`submission.statuses.${r.status}`)}</td>
              <td className="break">{r.officeId}</td>
              <td className="break">{r.message}</td>
              <td className="nowrap">
                <button type="button" className="btn btn-small" onClick={() => setShown(shown === r.office ? null : r.office)}>
                  {t('submission.history')}
                </button>{' '}
                {(r.status === 'rejected' || r.status === 'failed' || stuck(r)) && (
                  <button type="button" className="btn btn-small btn-primary" disabled={send.isPending} onClick={() => void send.mutateAsync({ documentId, office: r.office })}>
                    {t('submission.sendAgain')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {shown && (
        <HistoryTable
          title={t('submission.historyOf', { number: '', office: t(`submission.offices.${shown}`) })}
          entries={history.data}
          error={history.error}
          describe={(e) => t(`submission.events.${e.type}`, { defaultValue: e.type })}
          detail={(e) => {
            const d = e.data as { attempt?: number; officeId?: string; reference?: string; message?: string; code?: string };
            return [d.attempt ? `#${d.attempt}` : '', d.officeId, d.reference, d.code, d.message].filter(Boolean).join(' · ');
          }}
        />
      )}
    </section>
  );
}
