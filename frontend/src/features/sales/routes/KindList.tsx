import type { SaleOrderKind, SaleOrderListRow } from '@tradedesk/contracts/sales/sale-order';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { FilterBar, SearchFilter } from '../../../components/filters/FilterBar';
import { ListPage, ToolbarButton } from '../../../components/list/ListPage';
import { exportPages, searchText, useListFilters } from '../../../components/list/list-state';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../stores/toast';
import { getSaleOrders, saleCommands, useSaleOrders } from '../api/sale-orders';

/**
 * The list of order forms or quotes with "new": a new one opens on its update page, where it is
 * edited like any order and printed; it becomes a sale by "make sale order".
 */
export function KindList({ kind, titleKey, updatePath }: { kind: Exclude<SaleOrderKind, 'sale'>; titleKey: string; updatePath: (id: string) => string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { filters, bind, page, limit, pager } = useListFilters({ search: '' });
  const query = { kind, search: searchText(filters.search) };
  const list = useSaleOrders({ ...query, page, limit });
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
    <ListPage<SaleOrderListRow>
      titleId={`${kind}-list-title`}
      title={t(titleKey)}
      filters={
        <FilterBar>
          <SearchFilter label={t('saleEntry.search')} {...bind('search')} />
        </FilterBar>
      }
      query={list}
      loading={list.isFetching}
      table={`sale-${kind}-list`}
      columns={columns}
      rows={list.data?.rows}
      getRowId={(r) => r.id}
      onRowActivated={(r) => navigate(updatePath(r.id))}
      actions={<ToolbarButton primary label={t('saleEntry.newOf', { kind: t(`sale.kind.${kind}`) })} onClick={() => void create()} />}
      pager={pager(list.data?.total)}
      exportAll={exportPages(({ page, limit }) => getSaleOrders({ ...query, page, limit }), (a) => a.rows, (a) => a.total)}
    />
  );
}
