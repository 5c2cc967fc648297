import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { Pager } from '../../../components/ui/Pager';
import { errorMessage } from '../../../lib/api';
import { type CountListRow, useCounts } from '../api/counts';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';

const detailPath = (id: string) => `/product/stock-check/${encodeURIComponent(id)}/detail`;

/** Stock checks (route StockCheck, /product/stock-check): the count orders, newest first, by warehouse and status. */
export default function StockCheck() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [warehouseId, setWarehouseId] = useState('');
  const [status, setStatus] = useState<'' | 'draft' | 'posted'>('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(200);
  const statusId = useId();
  const list = useCounts({ warehouseId: warehouseId || undefined, status: status || undefined, limit, offset: (page - 1) * limit });

  const columns = useMemo<GridColumn<CountListRow>[]>(
    () => [
      {
        id: 'number',
        header: t('count.number'),
        value: (r) => r.number,
        render: (r) => <Link to={detailPath(r.id)}>{r.number}</Link>,
        width: 160,
        lockVisible: true,
      },
      { id: 'warehouse', header: t('stock.warehouse'), value: (r) => `${r.warehouseCode ?? ''} · ${r.warehouseName ?? r.warehouseId}`, width: 180 },
      { id: 'zone', header: t('zoneStock.zone'), value: (r) => r.zoneCode ?? '', width: 90 },
      { id: 'status', header: t('count.status.label'), value: (r) => t(`count.status.${r.status}`), width: 100 },
      { id: 'expected', header: t('count.expectedProducts'), value: (r) => r.expectedProducts, kind: 'number', width: 110 },
      { id: 'counted', header: t('count.countedLines'), value: (r) => r.countedLines, kind: 'number', width: 110 },
      { id: 'note', header: t('stock.note'), value: (r) => r.note, width: 180 },
      { id: 'createdBy', header: t('count.openedByShort'), value: (r) => r.createdByName ?? r.createdBy, width: 110 },
      { id: 'createdAt', header: t('count.openedAt'), value: (r) => r.createdAt, kind: 'datetime', width: 150 },
      { id: 'postedAt', header: t('count.postedAt'), value: (r) => r.postedAt, kind: 'datetime', width: 150 },
      {
        id: 'print',
        header: t('count.print'),
        value: () => '',
        exportValue: () => '',
        sortable: false,
        render: (r) => (
          <Link to={`/product/stock-check/print/${encodeURIComponent(r.id)}`} aria-label={t('count.printOf', { number: r.number })}>
            {t('count.print')}
          </Link>
        ),
        width: 90,
      },
    ],
    [t],
  );

  return (
    <section className="page" aria-labelledby="stock-check-title">
      <h1 id="stock-check-title" className="page-title">
        {t('route.StockCheck')}
      </h1>
      <form className="filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <WarehouseSelect label={t('stock.warehouse')} value={warehouseId} onChange={(v) => (setWarehouseId(v), setPage(1))} allowAll />
        <div className="field">
          <label htmlFor={statusId}>{t('count.status.label')}</label>
          <select id={statusId} value={status} onChange={(e) => (setStatus(e.target.value as typeof status), setPage(1))}>
            <option value="">{t('form.all')}</option>
            <option value="draft">{t('count.status.draft')}</option>
            <option value="posted">{t('count.status.posted')}</option>
          </select>
        </div>
      </form>
      {list.isError && (
        <p className="form-error" role="alert">
          {t('common.failedToGetData')} {errorMessage(list.error)}
        </p>
      )}
      <DataGrid<CountListRow>
        table="stockCheck"
        title={t('route.StockCheck')}
        columns={columns}
        rows={list.data?.rows}
        getRowId={(r) => r.id}
        loading={list.isPending}
        onRowActivated={(r) => void navigate(detailPath(r.id))}
        toolbar={
          <>
            <button type="button" className="btn btn-small btn-primary" onClick={() => void navigate('/product/stock-check/new')}>
              {t('route.StockCheckNew')}
            </button>
            <button type="button" className="btn btn-small" onClick={() => void navigate('/product/stock-check/excel-import')}>
              {t('route.StockCheckExcelImport')}
            </button>
            <button type="button" className="btn btn-small" onClick={() => void navigate('/product/stock-check/batch-import')}>
              {t('route.StockCheckImport')}
            </button>
          </>
        }
      />
      <Pager page={page} limit={limit} total={list.data?.total ?? 0} onPage={setPage} onLimit={(n) => (setLimit(n), setPage(1))} />
    </section>
  );
}
