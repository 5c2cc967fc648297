import { useTranslation } from 'react-i18next';
import { reasonText } from '../../../lib/api';
import { useCompanyTime } from '../../../lib/company-time';
import { useMoney } from '../../../lib/money';
import { type CashSync, useCashQueue } from '../offline/cash-queue';
import type { QueuedMove } from '../offline/queue-rules';

/**
 * The cash in / out made on this till that the server has not recorded yet (docs/pos.md
 * "Offline"): the waiting ones (the X report above counts them once they arrive), and the ones it
 * refused with the reason, until the cashier dismisses them.
 */
export function CashQueueState({ cash }: { cash: CashSync | null }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const at = useCompanyTime();
  const q = useCashQueue(cash);
  if (!cash || q.waiting.length + q.refused.length === 0) return null;
  const line = (m: QueuedMove) => `${at(m.body.movedAt)} · ${t(m.body.direction === 'in' ? 'pos.move.in' : 'pos.move.out')} ${money(m.body.amount, m.body.currency)} ${m.body.currency} · ${m.body.reason}`;
  return (
    <>
      {q.waiting.length > 0 && (
        <div className="card" data-testid="pos-moves-waiting">
          <h3>{t('posOffline2.movesWaiting', { n: q.waiting.length })}</h3>
          <ul className="plain-list">
            {q.waiting.map((m) => (
              <li key={m.commandId}>{line(m)}</li>
            ))}
          </ul>
        </div>
      )}
      {q.refused.length > 0 && (
        <div role="alert" className="card" data-testid="pos-moves-refused">
          <h3>{t('posOffline2.movesRefused', { n: q.refused.length })}</h3>
          <ul className="plain-list">
            {q.refused.map((m) => (
              <li key={m.commandId}>
                {line(m)}: {reasonText(t, m.error) ?? m.refusal}{' '}
                <button type="button" className="btn" onClick={() => void cash.dismiss(m.commandId)}>
                  {t('posOffline.dismiss')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
