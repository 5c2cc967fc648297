import { PURCHASE_ORDER_SORTS, PURCHASE_ORDER_STATUSES, type PurchaseOrderListRow, type PurchaseOrderStatus } from '@tradedesk/contracts/purchasing/purchase-order';
import { displayDay, displayInstant, wallClockOrNull } from '@tradedesk/contracts/platform/company-time';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ANY_TIME, type DateRange, rangeDays } from '../../../components/filters/date-range';
import { DateRangeFilter } from '../../../components/filters/DateRangeFilter';
import { FilterBar, optionsOf, SearchFilter, SelectFilter } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import { chosen, exportPages, searchText, useListFilters } from '../../../components/list/list-state';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { useCompanyOffset } from '../../../lib/company-time';
import { useMoney } from '../../../lib/money';
import { getPurchaseOrders, type PurchaseListQuery, usePurchaseOrders, useSupplierChoices } from '../api/purchase-orders';
import { purchaseDetailsPath } from '../purchase-paths';

type Row = PurchaseOrderListRow;
type Sort = (typeof PURCHASE_ORDER_SORTS)[number];

interface Filters {
  search: string;
  status: PurchaseOrderStatus | '';
  supplierId: string;
  warehouseId: string;
  period: DateRange;
  sort: Sort;
  dir: 'asc' | 'desc';
}

/**
 * The purchase order list (route ProductPurchase, /product/purchase): GET /be/api/purchase/orders
 * with the screen's filters, sorted and paged on the server, on the shared grid (saved columns,
 * Excel export of every page). Keyed by the purchase-order-list read model: a change anywhere
 * refreshes it live. Enter or a double click opens the order.
 */
export default function ProductPurchase() {
  const { t } = useTranslation();
  const { money, quantity } = useMoney();
  const offset = useCompanyOffset();
  const navigate = useNavigate();
  const suppliers = useSupplierChoices('');
  const { filters, bind, page, limit, pager } = useListFilters<Filters>({
    search: '', status: '', supplierId: '', warehouseId: '', period: ANY_TIME, sort: 'createdAt', dir: 'desc',
  });

  const query: PurchaseListQuery = {
    search: searchText(filters.search),
    status: chosen(filters.status),
    supplierId: filters.supplierId || undefined,
    warehouseId: filters.warehouseId || undefined,
    ...rangeDays(filters.period),
    sort: filters.sort,
    dir: filters.dir,
    page,
    limit,
  };
  const list = usePurchaseOrders(query);

  const columns = useMemo<GridColumn<Row>[]>(
    () => [
      { id: 'number', header: t('purchase.col.number'), value: (r) => r.number, width: 150, lockVisible: true, render: (r) => <Link to={purchaseDetailsPath(r.id)}>{r.number}</Link> },
      {
        id: 'createdAt', header: t('purchase.col.created'), value: (r) => r.createdAt, kind: 'datetime', width: 140,
        format: (_v, r) => displayInstant(r.createdAt, offset), exportValue: (r) => wallClockOrNull(r.createdAt, offset),
      },
      { id: 'status', header: t('purchase.col.status'), value: (r) => t(`purchase.status.${r.status}`), width: 130 },
      { id: 'supplier', header: t('purchase.col.supplier'), value: (r) => (r.supplierId ? `${r.supplierCode ?? ''} · ${r.supplierName ?? ''}` : ''), width: 180 },
      { id: 'warehouse', header: t('purchase.col.warehouse'), value: (r) => r.warehouseName ?? r.warehouseId, width: 130 },
      { id: 'currency', header: t('purchase.col.currency'), value: (r) => r.currency, width: 80 },
      { id: 'total', header: t('purchase.col.total'), value: (r) => r.total, kind: 'decimal', format: (_v, r) => money(r.total, r.currency), width: 120 },
      { id: 'received', header: t('purchase.col.receivedAmount'), value: (r) => r.receivedAmount, kind: 'decimal', format: (_v, r) => money(r.receivedAmount, r.currency), width: 120, hiddenByDefault: true },
      { id: 'receivedPercent', header: t('purchase.col.receivedPercent'), value: (r) => r.receivedPercent, kind: 'number', format: (_v, r) => `${quantity(r.receivedPercent)} %`, width: 100 },
      { id: 'lines', header: t('purchase.col.lines'), value: (r) => r.lineCount, kind: 'number', width: 70, hiddenByDefault: true },
      { id: 'expectedDate', header: t('purchase.col.expected'), value: (r) => displayDay(r.expectedDate), width: 110 },
      { id: 'source', header: t('purchase.col.saleOrder'), value: (r) => r.sourceNumber ?? '', width: 140, hiddenByDefault: true },
      { id: 'note', header: t('purchase.col.note'), value: (r) => r.note, width: 180 },
    ],
    [t, offset, money, quantity],
  );

  return (
    <ListPage<Row>
      titleId="purchase-list-title"
      title={t('route.ProductPurchase')}
      filters={
        <FilterBar>
          <SearchFilter label={t('purchase.filter.search')} placeholder={t('purchase.filter.searchHint')} {...bind('search')} />
          <SelectFilter label={t('purchase.col.status')} allLabel={t('form.all')} options={optionsOf(PURCHASE_ORDER_STATUSES, (s) => t(`purchase.status.${s}`))} {...bind('status')} />
          <SelectFilter
            label={t('purchase.col.supplier')}
            allLabel={t('form.all')}
            options={(suppliers.data ?? []).map((s) => ({ value: s.id, label: `${s.code} · ${s.name}` }))}
            {...bind('supplierId')}
          />
          <WarehouseSelect label={t('purchase.col.warehouse')} {...bind('warehouseId')} allowAll />
          <DateRangeFilter {...bind('period')} />
          <SelectFilter label={t('purchase.filter.sort')} options={optionsOf(PURCHASE_ORDER_SORTS, (s) => t(`purchase.sort.${s}`))} {...bind('sort')} />
          <SelectFilter label={t('purchase.filter.dir')} options={optionsOf(['desc', 'asc'] as const, (d) => t(`purchase.sort.${d}`))} {...bind('dir')} />
        </FilterBar>
      }
      query={list}
      table="purchaseOrderList"
      columns={columns}
      rows={list.data?.rows}
      getRowId={(r) => r.id}
      selectable
      onRowActivated={(r) => void navigate(purchaseDetailsPath(r.id))}
      actions={
        <>
          <Link className="btn btn-primary" to="/purchase/new">
            {t('route.PurchaseNew')}
          </Link>
          <Link className="btn" to="/purchase/batch-import">
            {t('route.PurchaseImport')}
          </Link>
        </>
      }
      pager={pager(list.data?.total)}
      exportAll={exportPages(({ page, limit }) => getPurchaseOrders({ ...query, page, limit }), (a) => a.rows, (a) => a.total)}
    />
  );
}
