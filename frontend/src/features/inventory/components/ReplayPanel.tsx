import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/Dialog';
import { useStockReplay } from '../api/stock';
import { useCompanyTime } from '../../../lib/company-time';
import { useStockFormat } from '../use-stock-decimals';
import { LoadError } from '../../../components/ui/LoadError';

/** Replay: the movements of one product in one warehouse, oldest first, stepped through one at a time. */
export function ReplayPanel({ warehouseId, productId, title, onClose }: { warehouseId: string; productId: string; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const companyTime = useCompanyTime();
  const replay = useStockReplay(warehouseId, productId);
  const fmt = useStockFormat();
  const [index, setIndex] = useState(0);
  const rows = replay.data ?? [];
  const row = rows[index];

  return (
    <Dialog
      open
      wide
      title={`${t('stock.replay')}: ${title}`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" disabled={index <= 0} onClick={() => setIndex((i) => i - 1)}>
            {t('stock.previous')}
          </button>
          <span role="status" aria-live="polite">
            {rows.length > 0 ? t('stock.step', { n: index + 1, total: rows.length }) : ''}
          </span>
          <button type="button" className="btn" disabled={index >= rows.length - 1} onClick={() => setIndex((i) => i + 1)}>
            {t('stock.next')}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            {t('common.close')}
          </button>
        </>
      }
    >
      {replay.isPending && <p role="status">…</p>}
      <LoadError error={replay.error} />
      {replay.data && rows.length === 0 && <p className="muted">{t('grid.noRows')}</p>}
      {row && (
        <dl className="facts" aria-label={t('stock.replay')}>
          <dt>{t('stock.movedAt')}</dt>
          <dd>{companyTime(row.movedAt, { seconds: true })}</dd>
          <dt>{t('stock.kind')}</dt>
          <dd>{t(`stock.kinds.${row.kind}`, { defaultValue: row.kind })}</dd>
          <dt>{t('stock.change')}</dt>
          <dd>{fmt(row.quantity)}</dd>
          <dt>{t('stock.balanceAfter')}</dt>
          <dd>{fmt(row.balanceAfter)}</dd>
          <dt>{t('stock.who')}</dt>
          <dd>{row.username ?? row.userId}</dd>
          <dt>{t('stock.document')}</dt>
          <dd>{row.source.number}</dd>
          <dt>{t('stock.reason')}</dt>
          <dd>{row.reason ? t(`stock.reasons.${row.reason}`, { defaultValue: row.reason }) : '—'}</dd>
        </dl>
      )}
    </Dialog>
  );
}
