import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../inventory/format';
import { useProductHistory } from '../api/products';

/** GET /be/api/products/:id/history: who, when and what kind of change. */
export function ProductHistory({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation();
  const history = useProductHistory(productId);
  return (
    <section className="card" aria-labelledby="product-history-title">
      <h2 id="product-history-title">{t('product.history')}</h2>
      {history.isError && (
        <p className="form-error" role="alert">
          {t('common.failedToGetData')} {errorMessage(history.error)}
        </p>
      )}
      {history.data && history.data.length === 0 && <p className="muted">{t('grid.noRows')}</p>}
      {history.data && history.data.length > 0 && (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('product.historyWho')}</th>
              <th scope="col">{t('product.historyWhen')}</th>
              <th scope="col">{t('product.historyEvent')}</th>
            </tr>
          </thead>
          <tbody>
            {[...history.data].reverse().map((e) => (
              <tr key={e.version}>
                <td>{e.username || e.userId}</td>
                <td>{formatDateTime(e.at, i18n.language)}</td>
                <td>{t(`product.events.${e.type}`, { defaultValue: t(`basics.events.${e.type}`, { defaultValue: e.type }) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
