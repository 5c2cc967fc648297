import type { Product } from '@tradedesk/contracts/catalog/products';
import { MOVEMENT_KINDS, type MovementKind } from '@tradedesk/contracts/inventory/stock';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { Pager } from '../../../components/ui/Pager';
import { errorMessage } from '../../../lib/api';
import { dayBoundary } from '../../../lib/form';
import { type StockLogRow, useStockLog } from '../api/stock';
import { ProductPicker } from '../../../components/pickers/ProductPicker';
import { ReplayPanel } from '../components/ReplayPanel';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { useStockFormat } from '../use-stock-decimals';

type Row = Omit<StockLogRow, 'warehouseName' | 'code' | 'name'> & { warehouseName: string; code: string; name: string };

/** Stock log (route ProductStockLog, /product/stock-log): every movement with its running balance; replay per product. */
export default function ProductStockLog() {
  const { t } = useTranslation();
  const [warehouseId, setWarehouseId] = useState('');
  const [product, setProduct] = useState<Product | null>(null);
  const [kind, setKind] = useState<MovementKind | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(200);
  const [selected, setSelected] = useState<Row[]>([]);
  const [replaying, setReplaying] = useState<Row | null>(null);
  const ids = { kind: useId(), from: useId(), to: useId() };
  const fmt = useStockFormat();
  const list = useStockLog({
    warehouseId: warehouseId || undefined,
    productId: product?.id,
    kind: kind || undefined,
    from: dayBoundary(from, 'start'),
    to: dayBoundary(to, 'end'),
    limit,
    offset: (page - 1) * limit,
  });
  const reset = () => setPage(1);
  // The answer carries the names (joined on the server), so any number of products is labelled.
  const rows = useMemo<Row[] | undefined>(
    () =>
      list.data?.rows.map((r) => ({
        ...r,
        warehouseName: r.warehouseName ?? r.warehouseId,
        code: r.code ?? r.productId,
        name: r.name ?? '',
      })),
    [list.data],
  );
  const columns = useMemo<GridColumn<Row>[]>(
    () => [
      {
        id: 'replay',
        header: t('stock.replay'),
        value: () => '',
        exportValue: () => '',
        sortable: false,
        render: (r) => (
          <button type="button" className="btn btn-small" aria-label={t('stock.replayOf', { product: `${r.code} · ${r.name}` })} onClick={() => setReplaying(r)}>
            {t('stock.replay')}
          </button>
        ),
        width: 90,
      },
      { id: 'movedAt', header: t('stock.movedAt'), value: (r) => r.movedAt, kind: 'datetime', width: 150, lockVisible: true },
      { id: 'warehouse', header: t('stock.warehouse'), value: (r) => r.warehouseName, width: 140 },
      { id: 'zone', header: t('zoneStock.zone'), value: (r) => r.zoneCode ?? '', width: 90, hiddenByDefault: true },
      { id: 'code', header: t('product.code'), value: (r) => r.code, width: 120 },
      { id: 'name', header: t('product.name'), value: (r) => r.name, width: 180 },
      { id: 'kind', header: t('stock.kind'), value: (r) => t(`stock.kinds.${r.kind}`, { defaultValue: r.kind }), width: 120 },
      { id: 'quantity', header: t('stock.change'), value: (r) => r.quantity, format: (v) => fmt(v), kind: 'decimal', width: 100 },
      { id: 'balanceAfter', header: t('stock.balanceAfter'), value: (r) => r.balanceAfter, format: (v) => fmt(v), kind: 'decimal', width: 110 },
      { id: 'document', header: t('stock.document'), value: (r) => r.source.number, width: 150 },
      { id: 'reason', header: t('stock.reason'), value: (r) => (r.reason ? t(`stock.reasons.${r.reason}`, { defaultValue: r.reason }) : ''), width: 110 },
      { id: 'who', header: t('stock.who'), value: (r) => r.username ?? r.userId, width: 110 },
    ],
    [t, fmt],
  );
  const one = selected.length === 1 ? selected[0]! : null;

  return (
    <section className="page" aria-labelledby="stock-log-title">
      <h1 id="stock-log-title" className="page-title">
        {t('route.ProductStockLog')}
      </h1>
      <form className="filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <WarehouseSelect label={t('stock.warehouse')} value={warehouseId} onChange={(v) => (setWarehouseId(v), reset())} allowAll />
        <ProductPicker label={t('stock.product')} value={product} onPick={(p) => (setProduct(p), reset())} allowAll />
        <div className="field">
          <label htmlFor={ids.kind}>{t('stock.kind')}</label>
          <select id={ids.kind} value={kind} onChange={(e) => (setKind(e.target.value as MovementKind | ''), reset())}>
            <option value="">{t('form.all')}</option>
            {MOVEMENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`stock.kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.from}>{t('form.from')}</label>
          <input id={ids.from} type="date" value={from} onChange={(e) => (setFrom(e.target.value), reset())} />
        </div>
        <div className="field">
          <label htmlFor={ids.to}>{t('form.to')}</label>
          <input id={ids.to} type="date" value={to} onChange={(e) => (setTo(e.target.value), reset())} />
        </div>
      </form>
      {list.isError && (
        <p className="form-error" role="alert">
          {t('common.failedToGetData')} {errorMessage(list.error)}
        </p>
      )}
      <DataGrid<Row>
        table="productStockLog"
        title={t('route.ProductStockLog')}
        columns={columns}
        rows={rows}
        getRowId={(r) => `${r.position}/${r.line}`}
        loading={list.isPending}
        selectable
        onSelectionChange={setSelected}
        onRowActivated={(r) => setReplaying(r)}
        toolbar={
          <button type="button" className="btn btn-small" disabled={!one} onClick={() => setReplaying(one)}>
            {t('stock.replay')}
          </button>
        }
      />
      <Pager page={page} limit={limit} total={list.data?.total ?? 0} onPage={setPage} onLimit={(n) => (setLimit(n), setPage(1))} />
      {replaying && (
        <ReplayPanel
          warehouseId={replaying.warehouseId}
          productId={replaying.productId}
          title={`${replaying.code} · ${replaying.name} · ${replaying.warehouseName}`}
          onClose={() => setReplaying(null)}
        />
      )}
    </section>
  );
}
