import type { Product } from '@tradedesk/contracts/catalog/products';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ANY_TIME, type DateRange } from '../../../components/filters/date-range';
import { DateRangeFilter, useRangeInstants } from '../../../components/filters/DateRangeFilter';
import { FilterBar } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import { exportPages, useListFilters } from '../../../components/list/list-state';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { getTransferLines, type TransferLineRow, useTransferLines } from '../api/stock-documents';
import { ProductPicker } from '../../../components/pickers/ProductPicker';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { useStockFormat } from '../use-stock-decimals';

interface Filters {
  product: Product | null;
  warehouseId: string;
  fromWarehouseId: string;
  toWarehouseId: string;
  period: DateRange;
}

/** Every transfer line (route StockTransferAll, /product/stock-transfer/all): by product, warehouse and period. */
export default function StockTransferAll() {
  const { t } = useTranslation();
  const { filters, bind, limit, offset, pager } = useListFilters<Filters>({ product: null, warehouseId: '', fromWarehouseId: '', toWarehouseId: '', period: ANY_TIME }, 200);
  const fmt = useStockFormat();
  const query = {
    warehouseId: filters.warehouseId || undefined,
    fromWarehouseId: filters.fromWarehouseId || undefined,
    toWarehouseId: filters.toWarehouseId || undefined,
    productId: filters.product?.id,
    ...useRangeInstants(filters.period),
  };
  const list = useTransferLines({ ...query, limit, offset });

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
    <ListPage<TransferLineRow>
      titleId="stock-transfer-all-title"
      title={t('route.StockTransferAll')}
      filters={
        <FilterBar>
          <ProductPicker label={t('stock.product')} value={filters.product} onPick={bind('product').onChange} allowAll />
          <WarehouseSelect label={t('transfer.eitherWarehouse')} {...bind('warehouseId')} allowAll />
          <WarehouseSelect label={t('stock.fromWarehouse')} {...bind('fromWarehouseId')} allowAll />
          <WarehouseSelect label={t('stock.toWarehouse')} {...bind('toWarehouseId')} allowAll />
          <DateRangeFilter {...bind('period')} />
        </FilterBar>
      }
      query={list}
      table="stockTransferLines"
      columns={columns}
      rows={list.data?.rows}
      getRowId={(r) => `${r.documentId}/${r.line}`}
      pager={pager(list.data?.total)}
      exportAll={exportPages(({ limit, offset }) => getTransferLines({ ...query, limit, offset }), (a) => a.rows, (a) => a.total)}
    />
  );
}
