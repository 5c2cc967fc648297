import type { Product } from '@tradedesk/contracts/catalog/products';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { FilterBar, SearchFilter, StatusFilter, type StatusChoice } from '../../../components/filters/FilterBar';
import { ListPage, ToolbarButton } from '../../../components/list/ListPage';
import { exportPages, searchText, useListFilters } from '../../../components/list/list-state';
import { settingValue } from '../../../lib/settings';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { useSession } from '../../../stores/session';
import { getProducts, useProducts } from '../../../api/products';

/** Products (route ProductList, /product/index): search, status filter, paging; a row opens ProductUpdate. */
export default function ProductList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useSession((s) => s.settings);
  const baseUnit = String(settingValue(settings, 'UnitUnit') ?? '');
  const { filters, bind, page, limit, pager } = useListFilters<{ status: StatusChoice; search: string }>({ status: 'active', search: '' });
  const query = { status: filters.status, search: searchText(filters.search) };
  const list = useProducts({ ...query, page, limit });

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

  return (
    <ListPage<Product>
      titleId="product-list-title"
      title={t('route.ProductList')}
      filters={
        <FilterBar>
          <SearchFilter label={t('product.searchLabel')} {...bind('search')} />
          <StatusFilter {...bind('status')} />
        </FilterBar>
      }
      query={list}
      table="productList"
      columns={columns}
      rows={list.data?.products}
      getRowId={(p) => p.id}
      onRowActivated={(p) => void navigate(`/product/${encodeURIComponent(p.id)}/update`)}
      actions={<ToolbarButton primary label={t('product.new')} onClick={() => void navigate('/product/new')} />}
      pager={{ ...pager(list.data?.total), estimated: list.data?.totalEstimated }}
      exportAll={exportPages(({ page, limit }) => getProducts({ ...query, page, limit }), (a) => a.products, (a) => a.total)}
    />
  );
}
