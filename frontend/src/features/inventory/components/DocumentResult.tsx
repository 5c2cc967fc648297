import { useTranslation } from 'react-i18next';
import { ApiRequestError, errorMessage } from '../../../lib/api';

/** What a stock document's POST answered: its number, or the refusal (negative_stock: the server's message). */
export function DocumentOutcome({ number, error }: { number: string | null; error: unknown }) {
  const { t } = useTranslation();
  if (number)
    return (
      <p className="card" role="status">
        {t('stock.documentSaved', { number })}
      </p>
    );
  if (!error) return null;
  const negative = error instanceof ApiRequestError && error.error?.reason === 'negative_stock';
  return (
    <p className="form-error" role="alert">
      {negative ? `${t('stock.negativeStock')} ${errorMessage(error)}` : errorMessage(error)}
    </p>
  );
}
