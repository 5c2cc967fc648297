import type { ReportJob, ReportJobKind, ReportResult } from '@tradedesk/contracts/reports/report-jobs';
import { displayInstant } from '@tradedesk/contracts/platform/company-time';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../stores/toast';
import { LoadError } from '../../../components/ui/LoadError';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { errorMessage } from '../../../lib/api';
import { useCompanyOffset } from '../../../lib/company-time';
import { jobDone, useJob } from '../../../lib/jobs';
import { useCancelReportJob, useQueueReport, useReportJobs } from '../api/report-jobs';

/**
 * The heavy-report frame of the analysis screens: "Run" queues the job with the screen's
 * parameters, a progress bar (and Cancel) while it runs, the result (the screen's chart and table)
 * when it is done, and the list of earlier results to reopen (kept on the server, docs/report-jobs.md).
 * The job shown is in the address (`?job=`), beside the screen's parameters: a reload or a shared
 * link opens the same result.
 */
export function ReportJobPanel<R extends ReportResult>({
  kind,
  body,
  invalid,
  describe,
  children,
}: {
  kind: ReportJobKind;
  /** What Run sends (the contract's body of the queue call). */
  body: object;
  /** Why the parameters cannot be run as they are (Run is disabled and this shows), or null. */
  invalid?: string | null;
  /** One line naming an earlier job's parameters. */
  describe: (params: Record<string, unknown>) => string;
  /** The result's chart and table. */
  children: (result: R, params: Record<string, unknown>) => ReactNode;
}) {
  const { t } = useTranslation();
  const offset = useCompanyOffset();
  const [search, setSearch] = useSearchParams();
  const jobId = search.get('job');
  const setJobId = (id: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('job', id);
        return next;
      },
      { replace: true },
    );
  const [runError, setRunError] = useState<unknown>(null);
  const queue = useQueueReport(kind);
  const cancel = useCancelReportJob(kind);
  const jobs = useReportJobs(kind);
  const job = useJob<R>(jobId);
  const status = job.data;
  const running = Boolean(jobId) && !jobDone(status);
  const shownParams = (jobs.data ?? []).find((j) => j.id === jobId)?.params ?? {};

  const run = async () => {
    setRunError(null);
    try {
      setJobId(await queue.mutateAsync(body));
    } catch (e) {
      setRunError(e);
    }
  };
  const stop = async (id: string) => {
    try {
      await cancel.mutateAsync(id);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  return (
    <>
      <div className="actions">
        <button type="button" className="btn btn-primary" disabled={running || queue.isPending || Boolean(invalid)} onClick={() => void run()}>
          {t('analysis.run')}
        </button>
        {running && jobId && (
          <button type="button" className="btn" disabled={cancel.isPending} onClick={() => void stop(jobId)}>
            {t('analysis.cancel')}
          </button>
        )}
      </div>
      {invalid && <p className="muted">{invalid}</p>}
      <LoadError error={runError ?? job.error} />
      {running && <ProgressBar label={t('analysis.progress')} value={status?.progress ?? 0} detail={t(`analysis.state.${status?.state ?? 'waiting'}`)} />}
      {status?.state === 'failed' && (
        <p className="form-error" role="alert">
          {t('analysis.failed', { error: status.error ?? '' })}
        </p>
      )}
      {status?.state === 'cancelled' && <p role="status">{t('analysis.cancelled')}</p>}
      {status?.state === 'completed' && status.result ? <section aria-label={t('analysis.result')}>{children(status.result, shownParams)}</section> : null}
      <section className="card" aria-labelledby={`${kind}-earlier`}>
        <h2 id={`${kind}-earlier`}>{t('analysis.earlier')}</h2>
        <LoadError error={jobs.error} />
        {(jobs.data ?? []).length === 0 ? (
          <p className="muted">{jobs.isPending ? '…' : t('analysis.none')}</p>
        ) : (
          <table className="table" data-testid="report-jobs">
            <thead>
              <tr>
                <th scope="col">{t('analysis.col.createdAt')}</th>
                <th scope="col">{t('analysis.col.params')}</th>
                <th scope="col">{t('analysis.col.state')}</th>
                <th scope="col" />
              </tr>
            </thead>
            <tbody>
              {(jobs.data ?? []).map((j: ReportJob) => (
                <tr key={j.id} aria-current={j.id === jobId ? 'true' : undefined}>
                  <td>{displayInstant(j.createdAt, offset)}</td>
                  <td>{describe(j.params)}</td>
                  <td>{j.state === 'active' ? `${t('analysis.state.active')} ${j.progress} %` : t(`analysis.state.${j.state}`)}</td>
                  <td>
                    {j.state === 'completed' && (
                      <button type="button" className="btn btn-small" onClick={() => setJobId(j.id)}>
                        {t('analysis.open')}
                      </button>
                    )}
                    {(j.state === 'waiting' || j.state === 'active') && (
                      <button type="button" className="btn btn-small" disabled={cancel.isPending} onClick={() => void stop(j.id)}>
                        {t('analysis.cancel')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}

/** A chart and its table side by side (one above the other on a narrow screen). */
export function ChartAndTable({ chart, table }: { chart: ReactNode; table: ReactNode }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(420px, 1fr))', gap: 16, alignItems: 'start' }}>
      <div style={{ minWidth: 0, height: 420 }}>{chart}</div>
      <div style={{ minWidth: 0 }}>{table}</div>
    </div>
  );
}
