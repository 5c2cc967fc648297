import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/money';
import type { PagerState } from '../list/list-state';

export const PAGE_SIZES = [20, 50, 100, 200, 500] as const;

/** Server-side paging: previous / next, "page x of y", page size; the total grouped in thousands. */
export function Pager({ page, limit, total, onPage, onLimit, capped, estimated }: PagerState) {
  const { t } = useTranslation();
  const { quantity } = useMoney();
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / limit));
  const shown = { total: quantity(String(total)) };
  return (
    <nav className="pager" aria-label={t('grid.paging')}>
      <span className="muted">{capped ? t('grid.totalCapped', shown) : estimated ? t('grid.totalEstimated', shown) : t('grid.total', shown)}</span>
      <button type="button" className="btn btn-small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('grid.previous')}
      </button>
      <span aria-live="polite">{t('grid.pageOf', { page, pages })}</span>
      <button type="button" className="btn btn-small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('grid.next')}
      </button>
      {onLimit && (
        <>
          <label htmlFor={sizeId}>{t('grid.pageSize')}</label>
          <select id={sizeId} value={limit} onChange={(e) => onLimit(Number(e.target.value))}>
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </>
      )}
    </nav>
  );
}
