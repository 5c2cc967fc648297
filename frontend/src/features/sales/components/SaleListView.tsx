import {
  PAYMENT_STATUSES,
  type PaymentStatus,
  SALE_ORDER_KINDS,
  SALE_ORDER_STATUSES,
  type SaleOrderKind,
  type SaleOrderListRow,
  type SaleOrderStatus,
} from '@tradedesk/contracts/sales/sale-order';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { LoadError } from '../../../components/ui/LoadError';
import { Pager } from '../../../components/ui/Pager';
import { type SaleListQuery, useSaleOrders } from '../api/sale-orders';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { warehouseLabel } from '../api/sale-warehouses';
import { displayDay, displayInstant, periodOf, type PeriodPreset, wallClockOrNull } from '@tradedesk/contracts/platform/company-time';
import { useMoney } from '../../../lib/money';
import { useCompanyOffset, useSaleLinks } from '../use-sale-context';
import { SaleDetailDialog } from './SaleDetailDialog';
import { type SaleActionTarget, SaleRowActions, targetOfRow } from './SaleRowActions';

type Row = SaleOrderListRow;

interface Filters {
  preset: PeriodPreset | '';
  from: string;
  to: string;
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
/** The spec's date presets (section 9): today, yesterday, one week ago. */
const SALE_LIST_PRESETS: readonly PeriodPreset[] = ['today', 'yesterday', 'week'];

export function SaleListView({ cancelled, titleId, title }: { cancelled?: boolean; titleId: string; title: string }) {
  const { t } = useTranslation();
  const { money: formatMoney } = useMoney();
  const offset = useCompanyOffset();
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<Filters>(() => ({
    preset: '', from: '', to: '', status: '', kind: '', paymentStatus: '', customer: '', warehouseId: '', search: params.get('search') ?? '',
  }));
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(50);
  const [selected, setSelected] = useState<Row[]>([]);
  const [detail, setDetail] = useState<string | null>(null);
  const ids = { from: useId(), to: useId(), status: useId(), kind: useId(), payment: useId(), customer: useId(), search: useId() };
  const links = useSaleLinks();
  const navigate = useNavigate();

  // A link to the list with ?search= (from the batch input) searches for it, also when the list's tab is already open.
  const linkedSearch = params.get('search');
  useEffect(() => {
    if (linkedSearch !== null) {
      setFilters((f) => ({ ...f, search: linkedSearch }));
      setPage(1);
    }
  }, [linkedSearch]);

  const query: SaleListQuery = {
    ...(cancelled ? { state: 'true' as const } : filters.status ? { status: filters.status } : {}),
    kind: filters.kind || undefined,
    paymentStatus: filters.paymentStatus || undefined,
    customer: filters.customer.trim() || undefined,
    warehouseId: filters.warehouseId || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    search: filters.search.trim() || undefined,
    page,
    limit,
  };
  const list = useSaleOrders(query);
  const set = (patch: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const choosePreset = (preset: PeriodPreset | '') => {
    if (!preset) set({ preset: '', from: '', to: '' });
    else set({ preset, ...periodOf(preset, Date.now(), offset) });
  };

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
    ];
  }, [t, offset]);

  const one = selected.length === 1 ? selected[0]! : null;
  const openDetail = (target: SaleActionTarget) => setDetail(target.id);

  return (
    <section className="page" aria-labelledby={titleId}>
      <h1 id={titleId} className="page-title">
        {title}
      </h1>
      <form className="filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <fieldset className="choice-group sale-presets">
          <legend>{t('saleList.filter.period')}</legend>
          {SALE_LIST_PRESETS.map((p) => (
            <button key={p} type="button" className={filters.preset === p ? 'btn btn-small btn-primary' : 'btn btn-small'} aria-pressed={filters.preset === p} onClick={() => choosePreset(p)}>
              {t(`saleList.filter.${p}`)}
            </button>
          ))}
          <button type="button" className="btn btn-small" aria-pressed={!filters.from && !filters.to} onClick={() => choosePreset('')}>
            {t('saleList.filter.anyTime')}
          </button>
        </fieldset>
        <div className="field">
          <label htmlFor={ids.from}>{t('form.from')}</label>
          <input id={ids.from} type="date" value={filters.from} onChange={(e) => set({ from: e.target.value, preset: '' })} />
        </div>
        <div className="field">
          <label htmlFor={ids.to}>{t('form.to')}</label>
          <input id={ids.to} type="date" value={filters.to} onChange={(e) => set({ to: e.target.value, preset: '' })} />
        </div>
        {!cancelled && (
          <div className="field">
            <label htmlFor={ids.status}>{t('sale.col.status')}</label>
            <select id={ids.status} value={filters.status} onChange={(e) => set({ status: e.target.value as SaleOrderStatus | '' })}>
              <option value="">{t('form.all')}</option>
              {SALE_ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`sale.status.${s}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor={ids.kind}>{t('saleList.col.kind')}</label>
          <select id={ids.kind} value={filters.kind} onChange={(e) => set({ kind: e.target.value as SaleOrderKind | '' })}>
            <option value="">{t('form.all')}</option>
            {SALE_ORDER_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`sale.kind.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.payment}>{t('sale.col.payment')}</label>
          <select id={ids.payment} value={filters.paymentStatus} onChange={(e) => set({ paymentStatus: e.target.value as PaymentStatus | '' })}>
            <option value="">{t('form.all')}</option>
            {PAYMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`sale.paymentStatus.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.customer}>{t('saleList.filter.customer')}</label>
          <input id={ids.customer} type="search" value={filters.customer} onChange={(e) => set({ customer: e.target.value })} />
        </div>
        <WarehouseSelect label={t('sale.col.warehouse')} value={filters.warehouseId} onChange={(warehouseId) => set({ warehouseId })} allowAll />
        <div className="field">
          <label htmlFor={ids.search}>{t('saleList.filter.search')}</label>
          <input id={ids.search} type="search" value={filters.search} placeholder={t('saleList.filter.searchHint')} onChange={(e) => set({ search: e.target.value })} />
        </div>
      </form>
      <LoadError error={list.error} />
      <DataGrid<Row>
        table={cancelled ? 'saleCancelList' : 'saleList'}
        title={title}
        columns={columns}
        rows={list.data?.rows}
        getRowId={(r) => r.id}
        loading={list.isPending}
        selectable
        onSelectionChange={setSelected}
        onRowActivated={(r) => {
          const edit = r.status === 'draft' ? links.editDraft(r.kind, r.id) : null;
          if (edit) void navigate(edit);
          else openDetail(targetOfRow(r));
        }}
        toolbar={<SaleRowActions target={one ? targetOfRow(one) : null} onOpen={openDetail} />}
      />
      <Pager page={page} limit={limit} total={list.data?.total ?? 0} onPage={setPage} onLimit={(n) => (setLimit(n), setPage(1))} />
      {detail && <SaleDetailDialog id={detail} onClose={() => setDetail(null)} />}
    </section>
  );
}
