import {
  PAYMENT_STATUSES,
  type PaymentStatus,
  SALE_ORDER_KINDS,
  SALE_ORDER_STATUSES,
  type SaleOrderKind,
  type SaleOrderListRow,
  type SaleOrderStatus,
} from '@tradedesk/contracts/sales/sale-order';
import type { SaleListProfits } from '@tradedesk/contracts/inventory/cost';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ANY_TIME, type DateRange, type PeriodPreset, rangeDays } from '../../../components/filters/date-range';
import { DateRangeFilter } from '../../../components/filters/DateRangeFilter';
import { FilterBar, optionsOf, SearchFilter, SelectFilter } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import { chosen, exportPages, searchText, useListFilters } from '../../../components/list/list-state';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { getSaleOrders, type SaleListQuery, useSaleOrders } from '../api/sale-orders';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { warehouseLabel } from '../api/sale-warehouses';
import { displayDay, displayInstant, wallClockOrNull } from '@tradedesk/contracts/platform/company-time';
import { useMoney } from '../../../lib/money';
import { useCompanyOffset, useSaleLinks } from '../use-sale-context';
import { SaleDetailDialog } from './SaleDetailDialog';
import { type SaleActionTarget, SaleRowActions, targetOfRow } from './SaleRowActions';

type Row = SaleOrderListRow;

/** The sale list's date presets: today, yesterday, one week ago (docs/sales.md "Sale list and cancelled orders"). */
const SALE_LIST_PRESETS: readonly PeriodPreset[] = ['today', 'yesterday', 'week'];

interface Filters {
  period: DateRange;
  status: SaleOrderStatus | '';
  kind: SaleOrderKind | '';
  paymentStatus: PaymentStatus | '';
  customer: string;
  warehouseId: string;
  search: string;
}

/**
 * The sale list (SaleList) and the cancelled orders (SaleCancel, `cancelled`): GET sale/order with
 * the filters of the screen, on the shared grid (saved columns, Excel export). The query key starts
 * with the sale-order-list read model, so a change anywhere (another tab, another register)
 * refreshes it live. A selected row offers the actions its state allows; Enter or a double click
 * opens it.
 */

export function SaleListView({ cancelled, titleId, title }: { cancelled?: boolean; titleId: string; title: string }) {
  const { t } = useTranslation();
  const { money: formatMoney, stockValue: costMoney } = useMoney();
  const offset = useCompanyOffset();
  const [params] = useSearchParams();
  const { filters, set, bind, page, limit, pager } = useListFilters<Filters>(() => ({
    period: ANY_TIME, status: '', kind: '', paymentStatus: '', customer: '', warehouseId: '', search: params.get('search') ?? '',
  }));
  const [detail, setDetail] = useState<string | null>(null);
  const links = useSaleLinks();
  const navigate = useNavigate();

  // A link to the list with ?search= (from the batch input) searches for it, also when the list's tab is already open.
  const linkedSearch = params.get('search');
  useEffect(() => {
    if (linkedSearch !== null) set({ search: linkedSearch });
  }, [linkedSearch, set]);

  const query: SaleListQuery = {
    ...(cancelled ? { state: 'true' as const } : filters.status ? { status: filters.status } : {}),
    kind: chosen(filters.kind),
    paymentStatus: chosen(filters.paymentStatus),
    customer: searchText(filters.customer),
    warehouseId: filters.warehouseId || undefined,
    ...rangeDays(filters.period),
    search: searchText(filters.search),
    page,
    limit,
  };
  const list = useSaleOrders(query);
  // Present only when the server sends them: Root, Admin and positions with the profit report (docs/costing.md).
  const profits = (list.data as SaleListProfits | undefined)?.profit;
  // Once a page came with them, the columns stay (an empty page carries none); the grid is built
  // again (gridKey) when they first appear, as it reads its column layout once.
  const [seesProfit, setSeesProfit] = useState(false);
  useEffect(() => {
    if (profits !== undefined) setSeesProfit(true);
  }, [profits]);

    const columns = useMemo<GridColumn<Row>[]>(() => {
    const money = (key: 'total' | 'paid' | 'outstanding' | 'subtotal' | 'tax') => (r: Row) => formatMoney(r[key], r.currency);
    return [
      { id: 'number', header: t('sale.col.number'), value: (r) => r.number, width: 150, lockVisible: true },
      {
        id: 'date', header: t('sale.col.date'), value: (r) => r.committedAt ?? r.createdAt, kind: 'datetime', width: 130,
        format: (_v, r) => displayInstant(r.committedAt ?? r.createdAt, offset), exportValue: (r) => wallClockOrNull(r.committedAt ?? r.createdAt, offset),
      },
      { id: 'kind', header: t('saleList.col.kind'), value: (r) => t(`sale.kind.${r.kind}`), width: 100 },
      { id: 'customer', header: t('sale.col.customer'), value: (r) => (r.customerId ? `${r.customerCode ?? ''} · ${r.customerName ?? ''}` : t('sale.walkIn')), width: 170 },
      { id: 'warehouse', header: t('sale.col.warehouse'), value: (r) => warehouseLabel(r), width: 140 },
      { id: 'currency', header: t('sale.col.currency'), value: (r) => r.currency, width: 70, hiddenByDefault: true },
      { id: 'subtotal', header: t('sale.col.subtotal'), value: (r) => r.subtotal, kind: 'decimal', format: (_v, r) => money('subtotal')(r), width: 100, hiddenByDefault: true },
      { id: 'tax', header: t('sale.col.tax'), value: (r) => r.tax, kind: 'decimal', format: (_v, r) => money('tax')(r), width: 90, hiddenByDefault: true },
      { id: 'total', header: t('sale.col.total'), value: (r) => r.total, kind: 'decimal', format: (_v, r) => money('total')(r), width: 110 },
      { id: 'paid', header: t('sale.col.paid'), value: (r) => r.paid, kind: 'decimal', format: (_v, r) => money('paid')(r), width: 100 },
      { id: 'outstanding', header: t('sale.col.outstanding'), value: (r) => r.outstanding, kind: 'decimal', format: (_v, r) => money('outstanding')(r), width: 100 },
      { id: 'paymentStatus', header: t('sale.col.payment'), value: (r) => t(`sale.paymentStatus.${r.paymentStatus}`), width: 100 },
      { id: 'status', header: t('sale.col.status'), value: (r) => `${t(`sale.status.${r.status}`)}${r.hung ? ` · ${t('sale.hung')}` : ''}`, width: 120 },
      {
        id: 'delivery', header: t('sale.col.delivery'), width: 120,
        value: (r) => (r.deliveryMode === 'distribution' && r.status === 'committed' ? t(`sale.distStatus.${r.distStatus}`) : t(`sale.deliveryMode.${r.deliveryMode}`)),
      },
      { id: 'deliveryDate', header: t('sale.col.deliveryDate'), value: (r) => displayDay(r.deliveryDate), width: 100, hiddenByDefault: true },
      { id: 'lines', header: t('sale.col.lines'), value: (r) => r.lineCount, kind: 'number', width: 70, hiddenByDefault: true },
      { id: 'seller', header: t('sale.col.seller'), value: (r) => r.createdByName ?? r.createdBy, width: 110 },
      { id: 'purchase', header: t('saleList.col.purchase'), value: (r) => r.purchaseNumber ?? '', width: 140, hiddenByDefault: true },
      { id: 'memo', header: t('sale.col.memo'), value: (r) => r.memo, width: 180 },
      // Cost and profit (cost currency) at the end, only when the server sent them.
      ...(seesProfit
        ? ([
            { id: 'cost', header: t('costing.col.cost'), value: (r) => profits?.[r.id]?.cost ?? '', kind: 'decimal', format: (_v, r) => costMoney(profits?.[r.id]?.cost), width: 90 },
            { id: 'profit', header: t('costing.col.profit'), value: (r) => profits?.[r.id]?.profit ?? '', kind: 'decimal', format: (_v, r) => costMoney(profits?.[r.id]?.profit), width: 90 },
          ] satisfies GridColumn<Row>[])
        : []),
    ];
  }, [t, offset, seesProfit, profits]);

  const openDetail = (target: SaleActionTarget) => setDetail(target.id);

  return (
    <ListPage<Row>
      titleId={titleId}
      title={title}
      filters={
        <FilterBar>
          <DateRangeFilter {...bind('period')} presets={SALE_LIST_PRESETS} />
          {!cancelled && <SelectFilter label={t('sale.col.status')} allLabel={t('form.all')} options={optionsOf(SALE_ORDER_STATUSES, (s) => t(`sale.status.${s}`))} {...bind('status')} />}
          <SelectFilter label={t('saleList.col.kind')} allLabel={t('form.all')} options={optionsOf(SALE_ORDER_KINDS, (k) => t(`sale.kind.${k}`))} {...bind('kind')} />
          <SelectFilter label={t('sale.col.payment')} allLabel={t('form.all')} options={optionsOf(PAYMENT_STATUSES, (s) => t(`sale.paymentStatus.${s}`))} {...bind('paymentStatus')} />
          <SearchFilter label={t('saleList.filter.customer')} {...bind('customer')} />
          <WarehouseSelect label={t('sale.col.warehouse')} {...bind('warehouseId')} allowAll />
          <SearchFilter label={t('saleList.filter.search')} placeholder={t('saleList.filter.searchHint')} {...bind('search')} />
        </FilterBar>
      }
      query={list}
      table={cancelled ? 'saleCancelList' : 'saleList'}
      gridKey={seesProfit ? 'with-profit' : 'plain'}
      columns={columns}
      rows={list.data?.rows}
      getRowId={(r) => r.id}
      selectable
      onRowActivated={(r) => {
        const edit = r.status === 'draft' ? links.editDraft(r.kind, r.id) : null;
        if (edit) void navigate(edit);
        else openDetail(targetOfRow(r));
      }}
      actions={(one) => <SaleRowActions target={one ? targetOfRow(one) : null} onOpen={openDetail} />}
      pager={pager(list.data?.total)}
      exportAll={exportPages(({ page, limit }) => getSaleOrders({ ...query, page, limit }), (a) => a.rows, (a) => a.total)}
    >
      {detail && <SaleDetailDialog id={detail} onClose={() => setDetail(null)} />}
    </ListPage>
  );
}
