import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { Pager } from '../../../components/ui/Pager';
import { errorMessage } from '../../../lib/api';
import { dayBoundary } from '../../../lib/form';
import { type PriceChangeRow, usePriceChanges } from '../api/price-tools';

/** The price-change log (GET /be/api/price-changes): who changed which price, when, old -> new. */
export function PriceLog({ productId }: { productId: string | null }) {
  const { t } = useTranslation();
  const [onlyThis, setOnlyThis] = useState(true);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(50);
  const ids = { only: useId(), from: useId(), to: useId() };
  const list = usePriceChanges({ productId: onlyThis && productId ? productId : undefined, from: dayBoundary(from, 'start'), to: dayBoundary(to, 'end'), page, limit });
  const columns = useMemo<GridColumn<PriceChangeRow>[]>(
    () => [
      { id: 'changedAt', header: t('priceTools.changedAt'), value: (r) => r.changedAt, kind: 'datetime', width: 150, lockVisible: true },
      { id: 'code', header: t('product.code'), value: (r) => r.code, width: 120 },
      { id: 'name', header: t('product.name'), value: (r) => r.name, width: 180 },
      { id: 'unit', header: t('product.unit'), value: (r) => t(`product.units.${r.unit}`), width: 100 },
      { id: 'priceType', header: t('priceTools.priceType'), value: (r) => t(`product.priceTypes.${r.priceType}`), width: 110 },
      { id: 'old', header: t('priceTools.oldPrice'), value: (r) => r.old, kind: 'decimal', width: 100 },
      { id: 'new', header: t('priceTools.newPrice'), value: (r) => r.new, kind: 'decimal', width: 100 },
      { id: 'who', header: t('stock.who'), value: (r) => r.username, width: 110 },
    ],
    [t],
  );
  return (
    <section className="card" aria-labelledby="price-log-title">
      <h2 id="price-log-title">{t('priceTools.log')}</h2>
      <form className="filters" onSubmit={(e) => e.preventDefault()}>
        {productId && (
          <label className="inline-check" htmlFor={ids.only}>
            <input id={ids.only} type="checkbox" checked={onlyThis} onChange={(e) => (setOnlyThis(e.target.checked), setPage(1))} />
            {t('priceTools.onlyThisProduct')}
          </label>
        )}
        <div className="field">
          <label htmlFor={ids.from}>{t('form.from')}</label>
          <input id={ids.from} type="date" value={from} onChange={(e) => (setFrom(e.target.value), setPage(1))} />
        </div>
        <div className="field">
          <label htmlFor={ids.to}>{t('form.to')}</label>
          <input id={ids.to} type="date" value={to} onChange={(e) => (setTo(e.target.value), setPage(1))} />
        </div>
      </form>
      {list.isError && (
        <p className="form-error" role="alert">
          {t('common.failedToGetData')} {errorMessage(list.error)}
        </p>
      )}
      <DataGrid<PriceChangeRow>
        table="priceChangeLog"
        title={t('priceTools.log')}
        columns={columns}
        rows={list.data?.priceChanges}
        getRowId={(r) => `${r.changedAt}/${r.productId}/${r.unit}/${r.priceType}`}
        loading={list.isPending}
        height={360}
      />
      <Pager page={page} limit={limit} total={list.data?.total ?? 0} onPage={setPage} onLimit={(n) => (setLimit(n), setPage(1))} />
    </section>
  );
}
