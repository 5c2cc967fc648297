import { receiptNoOf } from '@tradedesk/contracts/pos/pos-sales';
import { useTranslation } from 'react-i18next';
import { reasonText } from '../../../lib/api';
import { useCompanyTime } from '../../../lib/company-time';
import { useMoney } from '../../../lib/money';
import { type CashSync, useCashQueue } from '../offline/cash-queue';
import { type SaleSync, useSaleQueue } from '../offline/sale-queue';

/**
 * The till's connection and queues (docs/pos.md "Offline"): online; offline with N sales (and M
 * cash movements) waiting; syncing; and each sale the server refused, with its reason, until the
 * cashier dismisses it (refused cash movements: CashQueueState).
 */
export function TillSyncState({ sync, cash }: { sync: SaleSync | null; cash?: CashSync | null }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const at = useCompanyTime();
  const q = useSaleQueue(sync);
  const moves = useCashQueue(cash).waiting.length;
  if (!sync) return null;
  const sales = q.waiting.length;
  const waiting = sales + moves;
  const state = q.syncing && waiting ? 'syncing' : !q.online ? 'offline' : waiting ? 'waiting' : 'online';
  const both = { sales, moves };
  return (
    <div className="pos-sync" data-testid="pos-sync">
      <p role="status" data-testid="pos-sync-state" data-state={state} data-waiting={waiting} data-moves={moves}>
        {state === 'online'
          ? t('posOffline.online')
          : moves > 0
            ? t(state === 'offline' ? 'posOffline2.offline' : state === 'syncing' ? 'posOffline2.syncing' : 'posOffline2.waiting', both)
            : state === 'offline'
              ? t('posOffline.offline', { n: sales })
              : state === 'syncing'
                ? t('posOffline.syncing', { n: sales })
                : t('posOffline.waiting', { n: sales })}
      </p>
      {q.refused.length > 0 && (
        <div role="alert" className="card" data-testid="pos-refused">
          <h3>{t('posOffline.refusedTitle', { n: q.refused.length })}</h3>
          <ul className="plain-list">
            {q.refused.map((s) => (
              <li key={s.saleId}>
                {t('posSell.receiptNo', { number: receiptNoOf(s.receipt) })} · {at(s.receipt.soldAt)} · {money(s.receipt.total, s.receipt.currency)} {s.receipt.currency}: {reasonText(t, s.error) ?? s.refusal}{' '}
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
