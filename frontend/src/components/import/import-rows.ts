/**
 * The pure parts of the import kit (unit-tested): the refused rows the server names in an
 * error's details, and what an upload's phase shows on the progress bar.
 */
import type { UploadPhase } from '../../lib/upload-phase';

/** One refused row of an import: the sheet row (0 = the file itself, 1 = the header row), the column, why. */
export interface RowProblem {
  row: number;
  field: string;
  message: string;
}

/** The server names each refusal `row <n>.<field>`; any other path is about the file as a whole (row 0). */
export function rowProblems(details: readonly { path: string; message: string }[] | null | undefined): RowProblem[] {
  return (details ?? []).map((d) => {
    const m = /^row (\d+)\.(.*)$/.exec(d.path);
    return m ? { row: Number(m[1]), field: m[2]!, message: d.message } : { row: 0, field: d.path, message: d.message };
  });
}

/** The refused rows of a failed call (an ApiRequestError whose envelope error carries `details`); none for anything else. */
export function refusedRows(error: unknown): RowProblem[] {
  const envelopeError = (error as { error?: { details?: { path: string; message: string }[] } | null } | null)?.error;
  return rowProblems(envelopeError?.details);
}

/** An import refused as a whole with its row report (the server's reason `import_refused`). */
export const isImportRefusal = (error: unknown) => (error as { error?: { reason?: string } | null } | null)?.error?.reason === 'import_refused';

export type UploadStage = UploadPhase['phase'];

/** What the bar shows for a phase: its stage and a percent, or null while it cannot be known (the bar then runs indeterminate). */
export function phaseProgress(phase: UploadPhase): { stage: UploadStage; percent: number | null } {
  switch (phase.phase) {
    case 'reading':
      return { stage: 'reading', percent: phase.percent ?? null };
    case 'sending':
      return { stage: 'sending', percent: Math.round(phase.fraction * 100) };
    case 'processing':
      // 0 is a job still waiting in the queue: indeterminate until it reports.
      return { stage: 'processing', percent: phase.percent ? Math.round(phase.percent) : null };
  }
}

/** A refused row's id in a grid. */
export const problemId = (p: RowProblem) => `${p.row}/${p.field}/${p.message}`;
