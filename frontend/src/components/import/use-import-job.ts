import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { useJob } from '../../lib/jobs';
import type { ImportProgressState } from './ImportPage';

/**
 * An import that uploads the file and then follows the queue job the upload started (products,
 * customers, transfers): the upload's share, then the job's percent; its report once it completes.
 */
export function useImportJob<R>() {
  const { t } = useTranslation();
  const [sent, setSent] = useState<number | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const job = useJob<R>(jobId);
  const state = job.data?.state;
  const finished = state === 'completed' || state === 'failed';

  /** Sends the file (`send` reports the uploaded fraction and answers the job id); a refusal of the upload becomes `error`. */
  const start = async (send: (onProgress: (fraction: number) => void) => Promise<{ jobId: string }>) => {
    setError(null);
    setJobId(null);
    setSent(0);
    try {
      setJobId((await send(setSent)).jobId);
    } catch (e) {
      setError(errorMessage(e));
      setSent(null);
    }
  };

  /** Forgets the last import (a new file was chosen). */
  const reset = () => {
    setJobId(null);
    setSent(null);
    setError(null);
  };

  const percent = jobId ? (job.data?.progress ?? 0) : sent === null ? null : sent * 100;
  /** The bar in the import report's words: uploading the file, checking the rows, finished. */
  const progress: ImportProgressState | null =
    percent === null ? null : { label: t('importReport.progress'), value: percent, detail: t(jobId ? (finished ? 'importReport.done' : 'importReport.checking') : 'importReport.uploading') };

  return {
    start,
    reset,
    /** A line of the screen's own (e.g. "choose a file first"). */
    setError,
    error,
    running: sent !== null && !finished && error === null,
    /** True once the job is followed (the upload is done). */
    started: jobId !== null,
    finished,
    report: state === 'completed' ? job.data?.result : undefined,
    /** Why the job failed, when it did. */
    failure: state === 'failed' ? (job.data?.error ?? '') : null,
    /** 0..100: the upload's share, then the job's; null before anything was sent. */
    percent,
    progress,
  };
}
