import { useTranslation } from 'react-i18next';
import type { UploadPhase } from '../api/upload';

/** The progress of an import: a bar while the file is read and sent, then the server job's percent (indeterminate until it reports). */
export function UploadProgress({ phase }: { phase: UploadPhase | null }) {
  const { t } = useTranslation();
  if (!phase) return null;
  const label = phase.phase === 'reading' ? t('count.import.reading') : phase.phase === 'sending' ? t('count.import.sending') : t('count.import.processing');
  const percent = phase.phase === 'sending' ? Math.round(phase.fraction * 100) : phase.phase === 'processing' && phase.percent ? Math.round(phase.percent) : null;
  return (
    <div className="upload-progress" role="status" aria-live="polite">
      <label>
        <span>{percent === null ? label : `${label} ${percent}%`}</span>
        {percent === null ? <progress aria-label={label} /> : <progress aria-label={label} max={100} value={percent} />}
      </label>
    </div>
  );
}
