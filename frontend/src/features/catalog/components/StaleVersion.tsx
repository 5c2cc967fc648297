import { useTranslation } from 'react-i18next';

/** Under a refused save of a product someone changed meanwhile: load the latest version and start again. */
export function StaleVersion({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <p className="hint">
      <strong>{t('product.conflict')} </strong>
      <button type="button" className="btn btn-small" onClick={onReload}>
        {t('product.reloadLatest')}
      </button>
    </p>
  );
}
