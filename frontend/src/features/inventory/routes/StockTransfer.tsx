import type { Product } from '@tradedesk/contracts/catalog/products';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ANY_TIME, type DateRange } from '../../../components/filters/date-range';
import { DateRangeFilter, useRangeInstants } from '../../../components/filters/DateRangeFilter';
import { FilterBar, SearchFilter } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import { buttonsColumn } from '../../../components/list/row-buttons';
import { exportPages, searchText, useListFilters } from '../../../components/list/list-state';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { getStockDocuments, type StockDocumentRow, useStockDocuments } from '../api/stock-documents';
import { HistoryDialog } from '../components/HistoryDialog';
import { ProductPicker } from '../../../components/pickers/ProductPicker';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { useStockFormat } from '../use-stock-decimals';

const warehouseLabel = (code: string | null, name: string | null, id: string | null) => (code ? `${code} · ${name ?? ''}` : (id ?? ''));

interface Filters {
  fromWarehouseId: string;
  toWarehouseId: string;
  product: Product | null;
  search: string;
  period: DateRange;
}

/** Transfers (route StockTransfer, /product/stock-transfer): the list, Excel export, print and history of each. */
export default function StockTransfer() {
  const { t } = useTranslation();
  const { filters, bind, limit, offset, pager } = useListFilters<Filters>({ fromWarehouseId: '', toWarehouseId: '', product: null, search: '', period: ANY_TIME });
  const [history, setHistory] = useState<StockDocumentRow | null>(null);
  const fmt = useStockFormat();
  const query = {
    fromWarehouseId: filters.fromWarehouseId || undefined,
    toWarehouseId: filters.toWarehouseId || undefined,
    productId: filters.product?.id,
    search: searchText(filters.search),
    ...useRangeInstants(filters.period),
  };
  const list = useStockDocuments('transfer', { ...query, limit, offset });

  const columns = useMemo<GridColumn<StockDocumentRow>[]>(
    () => [
      buttonsColumn<StockDocumentRow>('actions', t('transfer.actions'), [
        { label: t('transfer.print'), to: (r) => `/product/stock-transfer/print/${encodeURIComponent(r.id)}`, ariaLabel: (r) => t('transfer.printOf', { number: r.number }) },
        { label: t('stockHistory.history'), onClick: setHistory, ariaLabel: (r) => t('stockHistory.historyOf', { document: r.number }) },
      ]),
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
    <ListPage<StockDocumentRow>
      titleId="stock-transfer-title"
      title={t('route.StockTransfer')}
      filters={
        <FilterBar>
          <WarehouseSelect label={t('stock.fromWarehouse')} {...bind('fromWarehouseId')} allowAll />
          <WarehouseSelect label={t('stock.toWarehouse')} {...bind('toWarehouseId')} allowAll />
          <ProductPicker label={t('stock.product')} value={filters.product} onPick={bind('product').onChange} allowAll />
          <SearchFilter label={t('transfer.searchLabel')} {...bind('search')} />
          <DateRangeFilter {...bind('period')} />
        </FilterBar>
      }
      query={list}
      table="stockTransferList"
      columns={columns}
      rows={list.data?.rows}
      getRowId={(r) => r.id}
      actions={
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
      pager={pager(list.data?.total)}
      exportAll={exportPages(({ limit, offset }) => getStockDocuments('transfer', { ...query, limit, offset }), (a) => a.rows, (a) => a.total)}
    >
      {history && <HistoryDialog path={`/api/stock/transfers/${encodeURIComponent(history.id)}/history`} title={history.number} onClose={() => setHistory(null)} />}
    </ListPage>
  );
}
