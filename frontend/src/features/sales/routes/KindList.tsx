import type { SaleOrderKind, SaleOrderListRow } from '@tradedesk/contracts/sales/sale-order';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { LoadError } from '../../../components/ui/LoadError';
import { Pager } from '../../../components/ui/Pager';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../stores/toast';
import { saleCommands, useSaleOrders } from '../api/sale-orders';

/**
 * The list of order forms or quotes with "new": a new one opens on its update page, where it is
 * edited like any order and printed; it becomes a sale by "make sale order".
 */
export function KindList({ kind, titleKey, updatePath }: { kind: Exclude<SaleOrderKind, 'sale'>; titleKey: string; updatePath: (id: string) => string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(50);
  const [search, setSearch] = useState('');
  const list = useSaleOrders({ kind, page, limit, search: search.trim() || undefined });
  const columns = useMemo<GridColumn<SaleOrderListRow>[]>(
    () => [
      { id: 'number', header: t('sale.col.number'), value: (r) => r.number, render: (r) => <Link to={updatePath(r.id)}>{r.number}</Link>, width: 160, lockVisible: true },
      { id: 'date', header: t('sale.col.date'), value: (r) => r.createdAt, kind: 'datetime', width: 140 },
      { id: 'customer', header: t('sale.col.customer'), value: (r) => r.customerName ?? t('sale.walkIn'), width: 200 },
      { id: 'lines', header: t('sale.col.lines'), value: (r) => r.lineCount, kind: 'number', width: 80 },
      { id: 'total', header: t('sale.col.total'), value: (r) => r.total, kind: 'decimal', width: 120 },
      { id: 'currency', header: t('sale.col.currency'), value: (r) => r.currency, width: 80 },
      { id: 'status', header: t('sale.col.status'), value: (r) => t(`sale.status.${r.status}`), width: 110 },
      { id: 'seller', header: t('sale.col.seller'), value: (r) => r.createdByName ?? '', width: 120 },
      { id: 'memo', header: t('sale.col.memo'), value: (r) => r.memo, flex: 1 },
    ],
    [t, updatePath],
  );
  const create = async () => {
    try {
      const a = await saleCommands.create({ kind, source: kind });
      navigate(updatePath(a.id));
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  return (
    <section className="page" aria-labelledby={`${kind}-list-title`}>
      <h1 id={`${kind}-list-title`} className="page-title">
        {t(titleKey)}
      </h1>
      <div className="filters">
        <div className="field">
          <label htmlFor={`${kind}-search`}>{t('saleEntry.search')}</label>
          <input id={`${kind}-search`} type="search" value={search} onChange={(e) => (setSearch(e.target.value), setPage(1))} />
        </div>
      </div>
      {list.isError && <LoadError error={list.error} />}
      <DataGrid
        table={`sale-${kind}-list`}
        title={t(titleKey)}
        columns={columns}
        rows={list.data?.rows}
        loading={list.isFetching}
        getRowId={(r) => r.id}
        onRowActivated={(r) => navigate(updatePath(r.id))}
        toolbar={
          <button type="button" className="btn btn-primary" onClick={() => void create()}>
            {t('saleEntry.newOf', { kind: t(`sale.kind.${kind}`) })}
          </button>
        }
      />
      <Pager page={page} limit={limit} total={list.data?.total ?? 0} onPage={setPage} onLimit={setLimit} />
    </section>
  );
}
