import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';

/** "Failed to get data" with the server's message, for a query that failed (spec section 8). */
export function LoadError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p className="form-error" role="alert">
      {t('common.failedToGetData')} {errorMessage(error)}
    </p>
  );
}
