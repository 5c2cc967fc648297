import { TOP_SALE_RANKS, type TopSaleQuery, type TopSaleRank } from '@tradedesk/contracts/reports/dashboards';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateRange, presetRange } from '../../../components/filters/date-range';
import { DateRangeFilter } from '../../../components/filters/DateRangeFilter';
import { FilterBar, optionsOf, SelectFilter } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { useCompanyOffset } from '../../../lib/company-time';
import { useCategoryChoices } from '../api/categories';
import { useTopSale } from '../api/top-sale';
import { useGroupColumns } from '../components/GroupGrid';
import '../dashboards.css';

const LIMITS = ['20', '50', '100', '500'] as const;

/**
 * Top sellers (route TopSale, /main-control/topsale; docs/dashboards.md "Top sellers"): the products
 * that sold best over a period, ranked by amount, quantity or gross profit, in one warehouse or
 * category or all; Excel from the grid. Refetched live when a sale is committed.
 */
export default function TopSale() {
  const { t } = useTranslation();
  const offset = useCompanyOffset();
  const [period, setPeriod] = useState<DateRange>(() => presetRange('month', Date.now(), offset));
  const [by, setBy] = useState<TopSaleRank>('amount');
  const [warehouseId, setWarehouseId] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [limit, setLimit] = useState<(typeof LIMITS)[number]>('50');
  const categories = useCategoryChoices();
  const q: TopSaleQuery | null =
    period.from && period.to ? { from: period.from, to: period.to, by, limit: Number(limit), warehouseId: warehouseId || undefined, categoryId: categoryId || undefined } : null;
  const list = useTopSale(q);
  const d = list.data;
  const columns = useGroupColumns({ baseCurrency: d?.baseCurrency ?? '', costCurrency: d?.costCurrency ?? '', nameHeader: t('dashboards.col.product'), rank: true, seesProfit: d?.seesProfit ?? false });
  return (
    <ListPage
      titleId="topsale-title"
      title={t('route.TopSale')}
      intro={<p className="muted">{t('dashboards.topSaleIntro')}</p>}
      filters={
        <FilterBar>
          <DateRangeFilter value={period} onChange={setPeriod} presets={['today', 'week', 'month', 'lastMonth']} />
          <SelectFilter label={t('dashboards.rankBy')} value={by} onChange={setBy} options={optionsOf(TOP_SALE_RANKS.filter((r) => r !== 'profit' || d?.seesProfit !== false), (r) => t(`dashboards.rank.${r}`))} />
          <WarehouseSelect label={t('dashboards.col.warehouse')} value={warehouseId} onChange={setWarehouseId} allowAll />
          {categories.data && (
            <SelectFilter label={t('dashboards.category')} value={categoryId} onChange={setCategoryId} allLabel={t('dashboards.all')} options={categories.data.map((c) => ({ value: c.id, label: c.path }))} />
          )}
          <SelectFilter label={t('dashboards.show')} value={limit} onChange={setLimit} options={LIMITS.map((l) => ({ value: l, label: l }))} />
        </FilterBar>
      }
      query={list}
      summary={
        d && (
          <p className="muted" data-testid="topsale-summary">
            {t('dashboards.productsSold', { count: d.total, shown: d.rows.length })}
          </p>
        )
      }
      placeholder={q ? undefined : <p className="muted">{t('dashboards.choosePeriod')}</p>}
      gridKey={`${d?.baseCurrency}-${d?.costCurrency}-${d?.seesProfit}`}
      columns={columns}
      rows={d?.rows}
      getRowId={(r) => r.key}
    />
  );
}
