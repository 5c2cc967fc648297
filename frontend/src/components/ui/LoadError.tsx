import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';

/** "Failed to get data:" and the server's message, for a line or a toast. */
export const loadErrorMessage = (t: TFunction, error: unknown) => `${t('common.failedToGetData')} ${errorMessage(error)}`;

/** The one load-error line: a query that failed, shown where its data would be. */
export function LoadError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p className="form-error" role="alert">
      {loadErrorMessage(t, error)}
    </p>
  );
}
