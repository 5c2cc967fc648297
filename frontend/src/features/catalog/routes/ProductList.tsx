import type { Product } from '@tradedesk/contracts/catalog/products';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { settingValue } from '../../../lib/settings';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { Pager } from '../../../components/ui/Pager';
import { errorMessage } from '../../../lib/api';
import { useSession } from '../../../stores/session';
import { useProducts } from '../../../api/products';

type StatusFilter = 'active' | 'disabled' | 'all';

/** Products (route ProductList, /product/index): search, status filter, paging; a row opens ProductUpdate. */
export default function ProductList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useSession((s) => s.settings);
  const baseUnit = String(settingValue(settings, 'UnitUnit') ?? '');
  const [status, setStatus] = useState<StatusFilter>('active');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(50);
  const ids = { status: useId(), search: useId() };
  const list = useProducts({ status, search: search.trim() || undefined, page, limit });

  const columns = useMemo<GridColumn<Product>[]>(
    () => [
      { id: 'code', header: t('product.code'), value: (p) => p.code, render: (p) => <Link to={`/product/${encodeURIComponent(p.id)}/update`}>{p.code}</Link>, width: 130, lockVisible: true },
      { id: 'name', header: t('product.name'), value: (p) => p.name, width: 220 },
      { id: 'category', header: t('product.category'), value: (p) => p.categoryName ?? '', width: 140 },
      { id: 'unitLabel', header: t('product.unitLabel'), value: (p) => p.unitLabel || baseUnit, width: 90 },
      { id: 'boxSize', header: t('product.boxSize'), value: (p) => p.packings.box?.size ?? null, kind: 'decimal', width: 100 },
      { id: 'bigBagSize', header: t('product.bigBagSize'), value: (p) => p.packings.bigBag?.size ?? null, kind: 'decimal', width: 100 },
      { id: 'bagSize', header: t('product.bagSize'), value: (p) => p.packings.bag?.size ?? null, kind: 'decimal', width: 100 },
      { id: 'retailPrice', header: t('product.retailPrice'), value: (p) => p.effectivePrices.unit.retail, kind: 'decimal', width: 110 },
      { id: 'barcode', header: t('product.barcode'), value: (p) => p.barcode, width: 140, hiddenByDefault: true },
      { id: 'status', header: t('form.status'), value: (p) => (p.status === 'disabled' ? t('form.disabled') : t('form.active')), width: 90 },
    ],
    [t, baseUnit],
  );

  const open = (p: Product) => void navigate(`/product/${encodeURIComponent(p.id)}/update`);

  return (
    <section className="page" aria-labelledby="product-list-title">
      <h1 id="product-list-title" className="page-title">
        {t('route.ProductList')}
      </h1>
      <form className="filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor={ids.search}>{t('product.searchLabel')}</label>
          <input
            id={ids.search}
            type="search"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.status}>{t('form.status')}</label>
          <select
            id={ids.status}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as StatusFilter);
              setPage(1);
            }}
          >
            <option value="active">{t('form.active')}</option>
            <option value="disabled">{t('form.disabled')}</option>
            <option value="all">{t('form.all')}</option>
          </select>
        </div>
      </form>
      {list.isError && (
        <p className="form-error" role="alert">
          {t('common.failedToGetData')} {errorMessage(list.error)}
        </p>
      )}
      <DataGrid<Product>
        table="productList"
        title={t('route.ProductList')}
        columns={columns}
        rows={list.data?.products}
        getRowId={(p) => p.id}
        loading={list.isPending}
        onRowActivated={open}
        toolbar={
          <button type="button" className="btn btn-small btn-primary" onClick={() => void navigate('/product/new')}>
            {t('product.new')}
          </button>
        }
      />
      <Pager page={page} limit={limit} total={list.data?.total ?? 0} onPage={setPage} onLimit={(n) => (setLimit(n), setPage(1))} />
    </section>
  );
}
