import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileField, ImportPage } from './ImportPage';
import { ImportOutcome, RowReport } from './ImportReport';
import type { RowProblem } from './import-rows';
import { useImportJob } from './use-import-job';

/** What every queued sheet import reports: the refused rows (none when it was applied) and the counts. */
export interface QueuedImportReport {
  errors: RowProblem[];
  refused: number;
  total: number;
}

/** The import's command id and the options the screen adds: a new option is a new import. */
export interface QueuedImportOptions {
  /** Call when an option of the screen changes (a new import, so a new command id). */
  changed: () => void;
}

/**
 * A sheet import run by a queue job, all or nothing (transfers, purchase orders, sea waybills...):
 * the file field, the upload then the job on one bar, the refused rows when the sheet was refused,
 * and what was made when it was applied. A new file (or option) is a new import with a new command
 * id; the same file sent again keeps its id, so the server applies it once.
 */
export function QueuedImportPage<R extends QueuedImportReport>({
  titleId,
  title,
  help,
  template,
  send,
  options,
  applied,
}: {
  titleId: string;
  title: string;
  help: ReactNode;
  template: () => Promise<void> | void;
  /** Uploads the file under the import's command id, reporting the uploaded fraction; answers the job id. */
  send: (file: File, commandId: string, onProgress: (fraction: number) => void) => Promise<{ jobId: string }>;
  /** The screen's own options beside the file field. */
  options?: (o: QueuedImportOptions) => ReactNode;
  /** What the applied import made (the outcome's body). */
  applied: (report: R) => ReactNode;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [commandId, setCommandId] = useState(() => crypto.randomUUID());
  const job = useImportJob<R>();
  const report = job.report;
  const changed = () => setCommandId(crypto.randomUUID());

  return (
    <ImportPage
      titleId={titleId}
      title={title}
      help={help}
      template={{ download: template }}
      submitLabel={t('importReport.import')}
      submitDisabled={!file || job.running}
      onSubmit={() => file && job.start((onProgress) => send(file, commandId, onProgress))}
      progress={job.progress}
      error={job.error ?? job.failure}
      fields={
        <>
          <FileField
            label={t('importReport.file')}
            onFiles={([f]) => {
              setFile(f ?? null);
              changed();
              job.reset();
            }}
          />
          {options?.({ changed })}
        </>
      }
    >
      {report && report.errors.length > 0 && (
        <>
          <ImportOutcome ok={false}>{t('importReport.nothingImported', { refused: report.refused, total: report.total })}</ImportOutcome>
          <RowReport as="grid" rows={report.errors} />
        </>
      )}
      {report && report.errors.length === 0 && <ImportOutcome ok>{applied(report)}</ImportOutcome>}
    </ImportPage>
  );
}
