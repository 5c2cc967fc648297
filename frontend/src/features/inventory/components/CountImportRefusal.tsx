import { useTranslation } from 'react-i18next';
import { ImportReport } from '../../../components/import/ImportReport';
import type { RowProblem } from '../../../components/import/import-rows';
import { errorMessage } from '../../../lib/api';

/** What a count import refused (nothing is imported then): the server's summary and every bad row and column. */
export function CountImportRefusal({ refusal }: { refusal: { error: unknown; rows: RowProblem[] } | null }) {
  const { t } = useTranslation();
  if (!refusal) return null;
  return (
    <ImportReport
      title={t('count.import.refusedTitle')}
      summary={
        <p className="form-error" role="alert">
          {errorMessage(refusal.error)}
        </p>
      }
      rows={refusal.rows}
      label={t('count.import.report')}
      headers={{ row: t('count.import.row'), field: t('count.import.field'), message: t('count.import.problem') }}
      rowText={(row) => (row === 0 ? t('count.import.theFile') : row === 1 ? t('count.import.headerRow') : row)}
    />
  );
}

/** The progress bar's words for a count import's stage. */
export const countStageText = (t: (key: string) => string) => (stage: 'reading' | 'sending' | 'processing', percent: number | null) => {
  const label = t(`count.import.${stage}`);
  return percent === null ? label : `${label} ${percent}%`;
};
