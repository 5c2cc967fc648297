import type { Product } from '@tradedesk/contracts/catalog/products';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { Pager } from '../../../components/ui/Pager';
import { errorMessage } from '../../../lib/api';
import { fromLocalInput } from '../../../lib/form';
import { type StockRow, useStockOnHand } from '../api/stock';
import { ProductPicker, useProductIndex } from '../components/ProductPicker';
import { useWarehouseNames, WarehouseSelect } from '../components/WarehouseSelect';
import { useStockFormat } from '../use-stock-decimals';
import { useCompanyTime } from '../../../lib/company-time';

type Row = StockRow & { warehouseName: string; code: string; name: string };

/** Stock on hand (route ProductStock, /product/stock): per warehouse and product, now or as of a moment. */
export default function ProductStock() {
  const { t } = useTranslation();
  const companyTime = useCompanyTime();
  const [warehouseId, setWarehouseId] = useState('');
  const [product, setProduct] = useState<Product | null>(null);
  const [asOf, setAsOf] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(200);
  const asOfId = useId();
  const products = useProductIndex();
  const warehouses = useWarehouseNames();
  const fmt = useStockFormat();
  const asOfIso = fromLocalInput(asOf) || undefined;
  const list = useStockOnHand({ warehouseId: warehouseId || undefined, productId: product?.id, asOf: asOfIso, limit, offset: (page - 1) * limit });

  // The API answers ids: names are joined here, so the grid sees new rows when they arrive.
  const rows = useMemo<Row[] | undefined>(
    () =>
      list.data?.rows.map((r) => ({
        ...r,
        warehouseName: warehouses.get(r.warehouseId) ?? r.warehouseId,
        code: products.get(r.productId)?.code ?? r.productId,
        name: products.get(r.productId)?.name ?? '',
      })),
    [list.data, products, warehouses],
  );
  const columns = useMemo<GridColumn<Row>[]>(
    () => [
      { id: 'warehouse', header: t('stock.warehouse'), value: (r) => r.warehouseName, width: 160 },
      { id: 'code', header: t('product.code'), value: (r) => r.code, width: 130, lockVisible: true },
      { id: 'name', header: t('product.name'), value: (r) => r.name, width: 220 },
      { id: 'quantity', header: t('stock.quantity'), value: (r) => r.quantity, format: (v) => fmt(v), kind: 'decimal', width: 120 },
    ],
    [t, fmt],
  );

  return (
    <section className="page" aria-labelledby="product-stock-title">
      <h1 id="product-stock-title" className="page-title">
        {t('route.ProductStock')}
      </h1>
      <form className="filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <WarehouseSelect label={t('stock.warehouse')} value={warehouseId} onChange={(v) => (setWarehouseId(v), setPage(1))} allowAll />
        <ProductPicker label={t('stock.product')} value={product} onPick={(p) => (setProduct(p), setPage(1))} allowAll />
        <div className="field">
          <label htmlFor={asOfId}>{t('stock.asOf')}</label>
          <input id={asOfId} type="datetime-local" value={asOf} onChange={(e) => (setAsOf(e.target.value), setPage(1))} />
        </div>
      </form>
      {list.data?.asOf && <p className="muted">{t('stock.showingAsOf', { when: companyTime(list.data.asOf, { seconds: true }) })}</p>}
      {list.isError && (
        <p className="form-error" role="alert">
          {t('common.failedToGetData')} {errorMessage(list.error)}
        </p>
      )}
      <DataGrid<Row>
        table="productStock"
        title={t('route.ProductStock')}
        columns={columns}
        rows={rows}
        getRowId={(r) => `${r.warehouseId}/${r.productId}`}
        loading={list.isPending}
      />
      <Pager page={page} limit={limit} total={list.data?.total ?? 0} onPage={setPage} onLimit={(n) => (setLimit(n), setPage(1))} />
    </section>
  );
}
