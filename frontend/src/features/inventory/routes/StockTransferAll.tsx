import type { Product } from '@tradedesk/contracts/catalog/products';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { Pager } from '../../../components/ui/Pager';
import { errorMessage } from '../../../lib/api';
import { dayBoundary } from '../../../lib/form';
import { type TransferLineRow, useTransferLines } from '../api/stock-documents';
import { ProductPicker } from '../../../components/pickers/ProductPicker';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { useStockFormat } from '../use-stock-decimals';

/** Every transfer line (route StockTransferAll, /product/stock-transfer/all): by product, warehouse and period. */
export default function StockTransferAll() {
  const { t } = useTranslation();
  const [warehouseId, setWarehouseId] = useState('');
  const [fromWarehouseId, setFrom] = useState('');
  const [toWarehouseId, setTo] = useState('');
  const [product, setProduct] = useState<Product | null>(null);
  const [from, setFromDay] = useState('');
  const [to, setToDay] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(200);
  const ids = { from: useId(), to: useId() };
  const fmt = useStockFormat();
  const reset = () => setPage(1);
  const list = useTransferLines({
    warehouseId: warehouseId || undefined,
    fromWarehouseId: fromWarehouseId || undefined,
    toWarehouseId: toWarehouseId || undefined,
    productId: product?.id,
    from: dayBoundary(from, 'start'),
    to: dayBoundary(to, 'end'),
    limit,
    offset: (page - 1) * limit,
  });

  const columns = useMemo<GridColumn<TransferLineRow>[]>(
    () => [
      { id: 'createdAt', header: t('transfer.date'), value: (r) => r.createdAt, kind: 'datetime', width: 150, lockVisible: true },
      {
        id: 'number',
        header: t('transfer.number'),
        value: (r) => r.number,
        render: (r) => <Link to={`/product/stock-transfer/print/${encodeURIComponent(r.documentId)}`}>{r.number}</Link>,
        width: 160,
      },
      { id: 'from', header: t('stock.fromWarehouse'), value: (r) => r.fromWarehouseName ?? r.fromWarehouseId, width: 150 },
      { id: 'to', header: t('stock.toWarehouse'), value: (r) => r.toWarehouseName ?? r.toWarehouseId, width: 150 },
      { id: 'code', header: t('product.code'), value: (r) => r.code ?? r.productId, width: 120 },
      { id: 'name', header: t('product.name'), value: (r) => r.name ?? '', width: 180 },
      { id: 'unit', header: t('product.unit'), value: (r) => t(`product.units.${r.unit}`, { defaultValue: r.unit }), width: 90 },
      { id: 'unitQuantity', header: t('transfer.unitQuantity'), value: (r) => r.unitQuantity, kind: 'decimal', width: 100 },
      { id: 'quantity', header: t('transfer.baseQuantity'), value: (r) => r.quantity, format: (v) => fmt(v), kind: 'decimal', width: 110 },
      { id: 'unitCost', header: t('transfer.unitCost'), value: (r) => r.unitCost, kind: 'decimal', width: 100, hiddenByDefault: true },
      { id: 'cost', header: t('transfer.cost'), value: (r) => r.cost, kind: 'decimal', width: 100 },
      { id: 'note', header: t('stock.note'), value: (r) => r.note, width: 160, hiddenByDefault: true },
      { id: 'who', header: t('stock.who'), value: (r) => r.username ?? '', width: 110 },
    ],
    [t, fmt],
  );

  return (
    <section className="page" aria-labelledby="stock-transfer-all-title">
      <h1 id="stock-transfer-all-title" className="page-title">
        {t('route.StockTransferAll')}
      </h1>
      <form className="filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <ProductPicker label={t('stock.product')} value={product} onPick={(p) => (setProduct(p), reset())} allowAll />
        <WarehouseSelect label={t('transfer.eitherWarehouse')} value={warehouseId} onChange={(v) => (setWarehouseId(v), reset())} allowAll />
        <WarehouseSelect label={t('stock.fromWarehouse')} value={fromWarehouseId} onChange={(v) => (setFrom(v), reset())} allowAll />
        <WarehouseSelect label={t('stock.toWarehouse')} value={toWarehouseId} onChange={(v) => (setTo(v), reset())} allowAll />
        <div className="field">
          <label htmlFor={ids.from}>{t('form.from')}</label>
          <input id={ids.from} type="date" value={from} onChange={(e) => (setFromDay(e.target.value), reset())} />
        </div>
        <div className="field">
          <label htmlFor={ids.to}>{t('form.to')}</label>
          <input id={ids.to} type="date" value={to} onChange={(e) => (setToDay(e.target.value), reset())} />
        </div>
      </form>
      {list.isError && (
        <p className="form-error" role="alert">
          {t('common.failedToGetData')} {errorMessage(list.error)}
        </p>
      )}
      <DataGrid<TransferLineRow>
        table="stockTransferLines"
        title={t('route.StockTransferAll')}
        columns={columns}
        rows={list.data?.rows}
        getRowId={(r) => `${r.documentId}/${r.line}`}
        loading={list.isPending}
      />
      <Pager page={page} limit={limit} total={list.data?.total ?? 0} onPage={setPage} onLimit={(n) => (setLimit(n), setPage(1))} />
    </section>
  );
}
