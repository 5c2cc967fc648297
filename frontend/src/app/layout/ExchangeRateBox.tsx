import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useExchangeRates } from '../../api/exchange-rates';
import { isNotFound } from '../../lib/api';
import { useMoney } from '../../lib/money';
import { toast } from '../../stores/toast';
import { loadErrorMessage } from '../../components/ui/LoadError';
import { currencyFlag, FLAG_GLYPH } from './currency-flags';

function Flag({ code }: { code: string }) {
  const flag = currencyFlag(code);
  if (!flag) return null;
  return (
    <span className={`rate-flag rate-flag-${flag}`} data-flag={flag} aria-hidden="true">
      {FLAG_GLYPH[flag]}
    </span>
  );
}

/**
 * Exchange rates in the sidebar (docs/shell.md "Sidebar", docs/finance.md): the rates in force,
 * refreshed every 30 minutes, hidden when the list is empty, the sidebar collapsed (not rendered
 * then) or the call failing; each currency with its region flag. A missing endpoint (404) hides
 * quietly; other failures say 'failed to get data'.
 */
export function ExchangeRateBox() {
  const { t } = useTranslation();
  const { quantity } = useMoney();
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
            <span className="rate-pair">
              <Flag code={rate.fromCode} />1 {rate.fromCode}
            </span>
            <span className="rate-eq">=</span>
            <span className="rate-value">
              {quantity(String(rate.rate), 8)} {rate.toCode}
              <Flag code={rate.toCode} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
