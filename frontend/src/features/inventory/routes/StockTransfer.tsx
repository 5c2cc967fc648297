import type { Product } from '@tradedesk/contracts/catalog/products';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { Pager } from '../../../components/ui/Pager';
import { errorMessage } from '../../../lib/api';
import { dayBoundary } from '../../../lib/form';
import { type StockDocumentRow, useStockDocuments } from '../api/stock-documents';
import { HistoryDialog } from '../components/HistoryDialog';
import { ProductPicker } from '../../../components/pickers/ProductPicker';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { useStockFormat } from '../use-stock-decimals';

const warehouseLabel = (code: string | null, name: string | null, id: string | null) => (code ? `${code} · ${name ?? ''}` : (id ?? ''));

/** Transfers (route StockTransfer, /product/stock-transfer): the list, Excel export, print and history of each. */
export default function StockTransfer() {
  const { t } = useTranslation();
  const [fromWarehouseId, setFrom] = useState('');
  const [toWarehouseId, setTo] = useState('');
  const [product, setProduct] = useState<Product | null>(null);
  const [search, setSearch] = useState('');
  const [from, setFromDay] = useState('');
  const [to, setToDay] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(50);
  const [history, setHistory] = useState<StockDocumentRow | null>(null);
  const ids = { search: useId(), from: useId(), to: useId() };
  const fmt = useStockFormat();
  const reset = () => setPage(1);
  const list = useStockDocuments('transfer', {
    fromWarehouseId: fromWarehouseId || undefined,
    toWarehouseId: toWarehouseId || undefined,
    productId: product?.id,
    search: search.trim() || undefined,
    from: dayBoundary(from, 'start'),
    to: dayBoundary(to, 'end'),
    limit,
    offset: (page - 1) * limit,
  });

  const columns = useMemo<GridColumn<StockDocumentRow>[]>(
    () => [
      {
        id: 'actions',
        header: t('transfer.actions'),
        value: () => '',
        exportValue: () => '',
        sortable: false,
        width: 170,
        render: (r) => (
          <span className="row-actions">
            <Link className="btn btn-small" to={`/product/stock-transfer/print/${encodeURIComponent(r.id)}`} aria-label={t('transfer.printOf', { number: r.number })}>
              {t('transfer.print')}
            </Link>{' '}
            <button type="button" className="btn btn-small" onClick={() => setHistory(r)} aria-label={t('stockHistory.historyOf', { document: r.number })}>
              {t('stockHistory.history')}
            </button>
          </span>
        ),
      },
      {
        id: 'number',
        header: t('transfer.number'),
        value: (r) => r.number,
        render: (r) => <Link to={`/product/stock-transfer/print/${encodeURIComponent(r.id)}`}>{r.number}</Link>,
        width: 160,
        lockVisible: true,
      },
      { id: 'createdAt', header: t('transfer.date'), value: (r) => r.createdAt, kind: 'datetime', width: 150 },
      { id: 'from', header: t('stock.fromWarehouse'), value: (r) => warehouseLabel(r.fromWarehouseCode, r.fromWarehouseName, r.fromWarehouseId), width: 150 },
      { id: 'to', header: t('stock.toWarehouse'), value: (r) => warehouseLabel(r.toWarehouseCode, r.toWarehouseName, r.toWarehouseId), width: 150 },
      { id: 'totalQuantity', header: t('transfer.totalQuantity'), value: (r) => r.totalQuantity, format: (v) => fmt(v), kind: 'decimal', width: 110 },
      { id: 'lines', header: t('transfer.lineCount'), value: (r) => r.lineCount, kind: 'number', width: 80 },
      { id: 'totalCost', header: t('transfer.totalCost'), value: (r) => r.totalCost, kind: 'decimal', width: 110 },
      { id: 'note', header: t('stock.note'), value: (r) => r.note, width: 180 },
      { id: 'who', header: t('stock.who'), value: (r) => r.username ?? r.userId, width: 110 },
    ],
    [t, fmt],
  );

  return (
    <section className="page" aria-labelledby="stock-transfer-title">
      <h1 id="stock-transfer-title" className="page-title">
        {t('route.StockTransfer')}
      </h1>
      <form className="filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <WarehouseSelect label={t('stock.fromWarehouse')} value={fromWarehouseId} onChange={(v) => (setFrom(v), reset())} allowAll />
        <WarehouseSelect label={t('stock.toWarehouse')} value={toWarehouseId} onChange={(v) => (setTo(v), reset())} allowAll />
        <ProductPicker label={t('stock.product')} value={product} onPick={(p) => (setProduct(p), reset())} allowAll />
        <div className="field">
          <label htmlFor={ids.search}>{t('transfer.searchLabel')}</label>
          <input id={ids.search} type="search" value={search} onChange={(e) => (setSearch(e.target.value), reset())} />
        </div>
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
      <DataGrid<StockDocumentRow>
        table="stockTransferList"
        title={t('route.StockTransfer')}
        columns={columns}
        rows={list.data?.rows}
        getRowId={(r) => r.id}
        loading={list.isPending}
        toolbar={
          <>
            <Link className="btn btn-small btn-primary" to="/product/stock-transfer/new">
              {t('route.StockTransferNew')}
            </Link>
            <Link className="btn btn-small" to="/product/stock-transfer/all">
              {t('route.StockTransferAll')}
            </Link>
            <Link className="btn btn-small" to="/product/stock-transfer/batch-import">
              {t('route.StockTransferImport')}
            </Link>
          </>
        }
      />
      <Pager page={page} limit={limit} total={list.data?.total ?? 0} onPage={setPage} onLimit={(n) => (setLimit(n), setPage(1))} />
      {history && <HistoryDialog path={`/api/stock/transfers/${encodeURIComponent(history.id)}/history`} title={history.number} onClose={() => setHistory(null)} />}
    </section>
  );
}
