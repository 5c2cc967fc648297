import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ANY_TIME, type DateRange } from '../../../components/filters/date-range';
import { DateRangeFilter, useRangeInstants } from '../../../components/filters/DateRangeFilter';
import { CheckFilter, FilterBar } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import { exportPages, useListFilters } from '../../../components/list/list-state';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { getPriceChanges, type PriceChangeRow, usePriceChanges } from '../api/price-tools';

/** The price-change log (GET /be/api/price-changes): who changed which price, when, old -> new. */
export function PriceLog({ productId }: { productId: string | null }) {
  const { t } = useTranslation();
  const { filters, bind, page, limit, pager } = useListFilters<{ onlyThis: boolean; period: DateRange }>({ onlyThis: true, period: ANY_TIME });
  const query = { productId: filters.onlyThis && productId ? productId : undefined, ...useRangeInstants(filters.period) };
  const list = usePriceChanges({ ...query, page, limit });
  const columns = useMemo<GridColumn<PriceChangeRow>[]>(
    () => [
      { id: 'changedAt', header: t('priceTools.changedAt'), value: (r) => r.changedAt, kind: 'datetime', width: 150, lockVisible: true },
      { id: 'code', header: t('product.code'), value: (r) => r.code, width: 120 },
      { id: 'name', header: t('product.name'), value: (r) => r.name, width: 180 },
      { id: 'unit', header: t('product.unit'), value: (r) => t(`product.units.${r.unit}`), width: 100 },
      { id: 'priceType', header: t('priceTools.priceType'), value: (r) => t(`product.priceTypes.${r.priceType}`), width: 110 },
      { id: 'old', header: t('priceTools.oldPrice'), value: (r) => r.old, kind: 'decimal', width: 100 },
      { id: 'new', header: t('priceTools.newPrice'), value: (r) => r.new, kind: 'decimal', width: 100 },
      { id: 'who', header: t('stock.who'), value: (r) => r.username, width: 110 },
    ],
    [t],
  );
  return (
    <ListPage<PriceChangeRow>
      card
      titleId="price-log-title"
      title={t('priceTools.log')}
      filters={
        <FilterBar>
          {productId && <CheckFilter label={t('priceTools.onlyThisProduct')} checked={filters.onlyThis} onChange={bind('onlyThis').onChange} />}
          <DateRangeFilter {...bind('period')} />
        </FilterBar>
      }
      query={list}
      table="priceChangeLog"
      columns={columns}
      rows={list.data?.priceChanges}
      getRowId={(r) => `${r.changedAt}/${r.productId}/${r.unit}/${r.priceType}`}
      height={360}
      pager={pager(list.data?.total)}
      exportAll={exportPages(({ page, limit }) => getPriceChanges({ ...query, page, limit }), (a) => a.priceChanges, (a) => a.total)}
    />
  );
}
