import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useExchangeRates } from '../../features/finance/api/get-exchange-rates';
import { isNotFound } from '../../lib/api';
import { toast } from '../../stores/toast';
import { loadErrorMessage } from '../../components/ui/LoadError';

/**
 * Exchange rates in the sidebar (docs/shell.md "Sidebar"): refreshed every 30 minutes, hidden when
 * the list is empty, the sidebar collapsed (not rendered then) or the call failing. A missing
 * endpoint (404) hides quietly; other failures say 'failed to get data'.
 */
export function ExchangeRateBox() {
  const { t } = useTranslation();
  const { data, error, errorUpdatedAt } = useExchangeRates(true);
  useEffect(() => {
    if (error && !isNotFound(error)) toast.error(loadErrorMessage(t, error));
  }, [errorUpdatedAt]); // eslint-disable-line react-hooks/exhaustive-deps
  if (error || !data || data.length === 0) return null;
  return (
    <section className="exchange-rates" aria-label={t('sidebar.exchangeRates')}>
      <h2 className="sidebar-box-title">{t('sidebar.exchangeRates')}</h2>
      <ul>
        {data.map((rate) => (
          <li key={`${rate.fromCode}-${rate.toCode}`}>
            <span className="rate-pair">1 {rate.fromCode}</span>
            <span className="rate-eq">=</span>
            <span className="rate-value">
              {String(rate.rate)} {rate.toCode}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
