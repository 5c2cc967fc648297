import type { Product } from '@tradedesk/contracts/catalog/products';
import { formatStock } from '@tradedesk/contracts/catalog/units';
import { MOVEMENT_KINDS, type MovementKind } from '@tradedesk/contracts/inventory/stock';
import type { InOut, StockChangeRow } from '@tradedesk/contracts/inventory/stock-views';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { Pager } from '../../../components/ui/Pager';
import { errorMessage } from '../../../lib/api';
import { useStockChanges } from '../api/stock-views';
import { addDays } from '@tradedesk/contracts/platform/company-time';
import { ProductPicker } from '../../../components/pickers/ProductPicker';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { useStockFormat } from '../use-stock-decimals';

/** Kinds that are not in use in this product yet start hidden (the column layout can show them). */
const RARE: readonly MovementKind[] = ['production-out', 'production-in', 'allocation-out', 'allocation-in'];
const net = (k: InOut | undefined) => k?.net ?? null;
const today = () => new Date().toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 8)}01`;
const money = (v: unknown) => (v === null || v === undefined || v === '' ? '' : formatStock(String(v), 2));

/**
 * Stock change (route ProductStockChange, /product/stock-change): for a warehouse or all, over
 * business days from..to (both included on screen; the API takes [from, to)), per product the
 * opening balance, what came in and went out by movement kind, the closing balance and values.
 */
export default function ProductStockChange() {
  const { t } = useTranslation();
  const [warehouseId, setWarehouseId] = useState('');
  const [product, setProduct] = useState<Product | null>(null);
  const [from, setFrom] = useState(monthStart);
  const [to, setTo] = useState(today);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(200);
  const ids = { from: useId(), to: useId() };
  const fmt = useStockFormat();
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  const report = useStockChanges(
    valid ? { warehouseId: warehouseId || undefined, productId: product?.id, from, to: addDays(to, 1), limit, offset: (page - 1) * limit } : null,
  );
  const reset = () => setPage(1);

  const columns = useMemo<GridColumn<StockChangeRow>[]>(() => {
    const qty = (id: string, header: string, value: (r: StockChangeRow) => string | null, extra: Partial<GridColumn<StockChangeRow>> = {}): GridColumn<StockChangeRow> => ({
      id,
      header,
      value,
      format: (v) => fmt(v),
      kind: 'decimal',
      width: 105,
      ...extra,
    });
    const val = (id: string, header: string, value: (r: StockChangeRow) => string): GridColumn<StockChangeRow> => ({ id, header, value, format: (v) => money(v), kind: 'decimal', width: 115 });
    return [
      { id: 'code', header: t('product.code'), value: (r) => r.code ?? r.productId, width: 130, lockVisible: true },
      { id: 'name', header: t('product.name'), value: (r) => r.name ?? '', width: 190 },
      { id: 'unitLabel', header: t('count.unitLabel'), value: (r) => r.unitLabel, width: 70, hiddenByDefault: true },
      qty('opening', t('stockChange.opening'), (r) => r.opening),
      ...MOVEMENT_KINDS.map((k) => qty(`kind-${k}`, t(`stock.kinds.${k}`), (r) => net(r.kinds[k]), { hiddenByDefault: RARE.includes(k) })),
      qty('totalIn', t('stockChange.totalIn'), (r) => r.totalIn),
      qty('totalOut', t('stockChange.totalOut'), (r) => r.totalOut),
      qty('closing', t('stockChange.closing'), (r) => r.closing, { lockVisible: true }),
      val('openingValue', t('stockChange.openingValue'), (r) => r.openingValue),
      val('inValue', t('stockChange.inValue'), (r) => r.inValue),
      val('outValue', t('stockChange.outValue'), (r) => r.outValue),
      val('closingValue', t('stockChange.closingValue'), (r) => r.closingValue),
    ];
  }, [t, fmt]);
  const totals = report.data?.totals;

  return (
    <section className="page" aria-labelledby="stock-change-title">
      <h1 id="stock-change-title" className="page-title">
        {t('route.ProductStockChange')}
      </h1>
      <form className="filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <WarehouseSelect label={t('stock.warehouse')} value={warehouseId} onChange={(v) => (setWarehouseId(v), reset())} allowAll />
        <ProductPicker label={t('stock.product')} value={product} onPick={(p) => (setProduct(p), reset())} allowAll />
        <div className="field">
          <label htmlFor={ids.from}>{t('stockChange.from')}</label>
          <input id={ids.from} type="date" value={from} onChange={(e) => (setFrom(e.target.value), reset())} />
        </div>
        <div className="field">
          <label htmlFor={ids.to}>{t('stockChange.to')}</label>
          <input id={ids.to} type="date" value={to} onChange={(e) => (setTo(e.target.value), reset())} />
        </div>
      </form>
      <p className="muted">{t('stockChange.help')}</p>
      {!valid && (
        <p className="form-error" role="alert">
          {t('stockChange.badPeriod')}
        </p>
      )}
      {report.isError && (
        <p className="form-error" role="alert">
          {t('common.failedToGetData')} {errorMessage(report.error)}
        </p>
      )}
      {totals && (
        <dl className="facts card" aria-label={t('stockChange.totals')}>
          <dt>{t('stockChange.opening')}</dt>
          <dd>{`${fmt(totals.opening)} · ${money(totals.openingValue)}`}</dd>
          <dt>{t('stockChange.totalIn')}</dt>
          <dd>{`${fmt(totals.totalIn)} · ${money(totals.inValue)}`}</dd>
          <dt>{t('stockChange.totalOut')}</dt>
          <dd>{`${fmt(totals.totalOut)} · ${money(totals.outValue)}`}</dd>
          <dt>{t('stockChange.closing')}</dt>
          <dd>{`${fmt(totals.closing)} · ${money(totals.closingValue)}`}</dd>
        </dl>
      )}
      <DataGrid<StockChangeRow>
        table="productStockChange"
        title={t('route.ProductStockChange')}
        columns={columns}
        rows={valid ? report.data?.rows : []}
        getRowId={(r) => r.productId}
        loading={valid && report.isPending}
      />
      <Pager page={page} limit={limit} total={report.data?.total ?? 0} onPage={setPage} onLimit={(n) => (setLimit(n), setPage(1))} />
    </section>
  );
}
