import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import type { UploadPhase } from '../../lib/upload';
import type { ImportProgressState } from './ImportPage';
import { isImportRefusal, phaseProgress, refusedRows, type RowProblem, type UploadStage } from './import-rows';

/**
 * An import the screen waits on (counts, sale orders): the file read, sent and checked by a queued
 * sheet call (lib/upload postSheetJob) while the bar follows each phase; then its result, or the
 * refusal with every refused row, or one error line.
 */
export function useSheetImport<R>() {
  const [phase, setPhase] = useState<UploadPhase | null>(null);
  const [result, setResult] = useState<R | null>(null);
  const [refusal, setRefusal] = useState<{ error: unknown; rows: RowProblem[] } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setResult(null);
    setRefusal(null);
    setError(null);
  };

  /**
   * Runs `work` (which reports its phases); resolves with its result, or null when it failed. A
   * refusal naming rows keeps them for the report; `describe` words the error line (by default
   * the server's message, none for a refusal whose report already says it).
   */
  const run = async (work: (onPhase: (p: UploadPhase) => void) => Promise<R>, describe?: (error: unknown) => string | undefined): Promise<R | null> => {
    reset();
    setPhase({ phase: 'reading' });
    try {
      const r = await work(setPhase);
      setResult(r);
      return r;
    } catch (err) {
      const rows = refusedRows(err);
      const refused = isImportRefusal(err) || rows.length > 0;
      if (refused) setRefusal({ error: err, rows });
      setError(describe?.(err) ?? (refused ? null : errorMessage(err)));
      return null;
    } finally {
      setPhase(null);
    }
  };

  /** Stops before running with a line of the screen's own ("choose the file first"). */
  const fail = (message: string) => {
    reset();
    setError(message);
  };

  /** The bar while it runs, each stage in the screen's words. */
  const progress = (stageText: (stage: UploadStage, percent: number | null) => string): ImportProgressState | null => {
    if (!phase) return null;
    const { stage, percent } = phaseProgress(phase);
    return { label: stageText(stage, percent), value: percent };
  };

  /** What the import page shows of it: the button held while it runs, the bar, the error line. */
  const pageProps = (stageText: (stage: UploadStage, percent: number | null) => string) => ({ submitDisabled: phase !== null, progress: progress(stageText), error });

  return { run, reset, fail, pageProps, busy: phase !== null, progress, result, refusal, error, setError };
}
