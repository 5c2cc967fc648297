import { useTranslation } from 'react-i18next';
import { reasonText } from '../../../lib/api';
import { useCompanyTime } from '../../../lib/company-time';
import { useMoney } from '../../../lib/money';
import { type SaleSync, useSaleQueue } from '../offline/sale-queue';

/**
 * The till's connection and queue (docs/pos.md "Offline"): online; offline with N sales waiting;
 * syncing; and each sale the server refused, with its reason, until the cashier dismisses it.
 */
export function TillSyncState({ sync }: { sync: SaleSync | null }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const at = useCompanyTime();
  const q = useSaleQueue(sync);
  if (!sync) return null;
  const waiting = q.waiting.length;
  const state = q.syncing && waiting ? 'syncing' : !q.online ? 'offline' : waiting ? 'waiting' : 'online';
  return (
    <div className="pos-sync" data-testid="pos-sync">
      <p role="status" data-testid="pos-sync-state" data-state={state} data-waiting={waiting}>
        {state === 'online' ? t('posOffline.online') : state === 'offline' ? t('posOffline.offline', { n: waiting }) : state === 'syncing' ? t('posOffline.syncing', { n: waiting }) : t('posOffline.waiting', { n: waiting })}
      </p>
      {q.refused.length > 0 && (
        <div role="alert" className="card" data-testid="pos-refused">
          <h3>{t('posOffline.refusedTitle', { n: q.refused.length })}</h3>
          <ul className="plain-list">
            {q.refused.map((s) => (
              <li key={s.saleId}>
                {t('posSell.receiptNo', { number: s.saleId.slice(0, 8) })} · {at(s.receipt.soldAt)} · {money(s.receipt.total, s.receipt.currency)} {s.receipt.currency}: {reasonText(t, s.error) ?? s.refusal}{' '}
                <button type="button" className="btn" onClick={() => void sync.dismiss(s.saleId)}>
                  {t('posOffline.dismiss')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
