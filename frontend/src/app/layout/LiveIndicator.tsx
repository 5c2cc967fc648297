import { useTranslation } from 'react-i18next';
import { useLive } from '../../lib/live';

/** A dot telling whether live updates (socket /be/live) are connected. */
export function LiveIndicator() {
  const { t } = useTranslation();
  const { status } = useLive();
  const label = `${t('live.label')}: ${t(`live.${status}`)}`;
  return (
    <span className={`live-indicator live-${status}`} role="status" aria-label={label} title={label}>
      <span className="live-dot" aria-hidden="true" />
      <span className="live-text">{t('live.short')}</span>
    </span>
  );
}
