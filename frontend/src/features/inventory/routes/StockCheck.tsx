import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { FilterBar, SelectFilter } from '../../../components/filters/FilterBar';
import { ListPage, ToolbarButton } from '../../../components/list/ListPage';
import { chosen, exportPages, useListFilters } from '../../../components/list/list-state';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { type CountListRow, getCounts, useCounts } from '../api/counts';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';

const detailPath = (id: string) => `/product/stock-check/${encodeURIComponent(id)}/detail`;

/** Stock checks (route StockCheck, /product/stock-check): the count orders, newest first, by warehouse and status. */
export default function StockCheck() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { filters, bind, limit, offset, pager } = useListFilters<{ warehouseId: string; status: '' | 'draft' | 'posted' }>({ warehouseId: '', status: '' }, 200);
  const query = { warehouseId: filters.warehouseId || undefined, status: chosen(filters.status) };
  const list = useCounts({ ...query, limit, offset });

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
    <ListPage<CountListRow>
      titleId="stock-check-title"
      title={t('route.StockCheck')}
      filters={
        <FilterBar>
          <WarehouseSelect label={t('stock.warehouse')} {...bind('warehouseId')} allowAll />
          <SelectFilter
            label={t('count.status.label')}
            allLabel={t('form.all')}
            options={[
              { value: 'draft', label: t('count.status.draft') },
              { value: 'posted', label: t('count.status.posted') },
            ]}
            {...bind('status')}
          />
        </FilterBar>
      }
      query={list}
      table="stockCheck"
      columns={columns}
      rows={list.data?.rows}
      getRowId={(r) => r.id}
      onRowActivated={(r) => void navigate(detailPath(r.id))}
      actions={
        <>
          <ToolbarButton primary label={t('route.StockCheckNew')} onClick={() => void navigate('/product/stock-check/new')} />
          <ToolbarButton label={t('route.StockCheckExcelImport')} onClick={() => void navigate('/product/stock-check/excel-import')} />
          <ToolbarButton label={t('route.StockCheckImport')} onClick={() => void navigate('/product/stock-check/batch-import')} />
        </>
      }
      pager={pager(list.data?.total)}
      exportAll={exportPages(({ limit, offset }) => getCounts({ ...query, limit, offset }), (a) => a.rows, (a) => a.total)}
    />
  );
}
