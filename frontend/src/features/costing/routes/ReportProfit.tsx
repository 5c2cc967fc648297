import type { Product } from '@tradedesk/contracts/catalog/products';
import { PROFIT_GROUPS, type ProfitGroup, type ProfitQuery } from '@tradedesk/contracts/inventory/cost';
import { displayInstant } from '@tradedesk/contracts/platform/company-time';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateRange, presetRange, rangeInstants } from '../../../components/filters/date-range';
import { DateRangeFilter } from '../../../components/filters/DateRangeFilter';
import { FilterBar, optionsOf, SelectFilter } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import { exportPages, useListFilters } from '../../../components/list/list-state';
import { ProductPicker } from '../../../components/pickers/ProductPicker';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { useCompanyOffset } from '../../../lib/company-time';
import { useMoney } from '../../../lib/money';
import { type CostHistoryRow, getProfit, type ProfitRow, useCostHistory, useProfit } from '../api/cost';

/**
 * Profit report (route ReportProfit, /report/profit; docs/costing.md): gross profit of committed
 * sale orders per order, customer, product or line over a period, revenue and cost in the cost
 * currency. With a product picked, its cost history below: every movement as valued, with the
 * unit cost after it. Only Root, Admin and positions with this page's privilege reach the data.
 */
export default function ReportProfit() {
  const { t } = useTranslation();
  const offset = useCompanyOffset();
  const { stockValue: money, quantity, costCurrency } = useMoney();
  const { filters, bind, limit, offset: rowOffset, pager } = useListFilters<{ by: ProfitGroup; period: DateRange; product: Product | null }>(
    () => ({ by: 'order', period: presetRange('month', Date.now(), offset), product: null }),
    200,
  );
  const query: ProfitQuery = { by: filters.by || 'order', productId: filters.product?.id, ...rangeInstants(filters.period, offset), limit, offset: rowOffset };
  const report = useProfit(query);

  const columns = useMemo<GridColumn<ProfitRow>[]>(() => {
    const label = (r: ProfitRow) => {
      if (r.orderNumber && r.line !== null) return `${r.orderNumber} #${r.line}`;
      if (r.orderNumber) return r.orderNumber;
      if (r.customerId || r.customerName) return r.customerName ?? r.customerId ?? '';
      if (r.productId) return r.productId;
      return t('costing.walkIn');
    };
    const amount = (id: 'revenue' | 'cost' | 'profit', header: string): GridColumn<ProfitRow> => ({
      id, header: `${header} (${costCurrency})`, value: (r) => r[id] ?? '', format: (_v, r) => money(r[id]), kind: 'decimal', width: 130,
    });
    return [
      { id: 'group', header: t(`costing.group.${filters.by || 'order'}`), value: label, width: 220, lockVisible: true },
      ...(filters.by === 'order' || filters.by === 'line' ? [{ id: 'customer', header: t('costing.col.customer'), value: (r: ProfitRow) => r.customerName ?? t('costing.walkIn'), width: 180 }] : []),
      { id: 'quantity', header: t('costing.col.quantity'), value: (r) => r.quantity, format: (v) => quantity(v as string), kind: 'decimal', width: 100 },
      amount('revenue', t('costing.col.revenue')),
      amount('cost', t('costing.col.cost')),
      amount('profit', t('costing.col.profit')),
      { id: 'unknown', header: t('costing.col.unknownLines'), value: (r) => r.unknownLines, kind: 'number', width: 110 },
    ];
  }, [t, filters.by, costCurrency, money, quantity]);

  return (
    <ListPage<ProfitRow>
      titleId="report-profit-title"
      title={t('route.ReportProfit')}
      filters={
        <>
          <FilterBar>
            <SelectFilter label={t('costing.filter.by')} options={optionsOf(PROFIT_GROUPS, (g) => t(`costing.group.${g}`))} {...bind('by')} />
            <DateRangeFilter {...bind('period')} />
            <ProductPicker label={t('costing.filter.product')} value={filters.product} onPick={bind('product').onChange} allowAll />
          </FilterBar>
          <p className="muted">{t('costing.help')}</p>
        </>
      }
      query={report}
      table="reportProfit"
      columns={columns}
      rows={report.data?.rows}
      getRowId={(r) => r.key}
      pager={pager(report.data?.total)}
      exportAll={exportPages(({ limit: l, offset: o }) => getProfit({ ...query, limit: l, offset: o }), (a) => a.rows, (a) => a.total)}
    >
      {filters.product && <CostHistory product={filters.product} />}
    </ListPage>
  );
}

function CostHistory({ product }: { product: Product }) {
  const { t } = useTranslation();
  const offset = useCompanyOffset();
  const { stockValue: money, quantity } = useMoney();
  const history = useCostHistory({ productId: product.id, limit: 500, offset: 0 });
  const rows: CostHistoryRow[] = history.data?.rows ?? [];
  return (
    <section className="card" aria-labelledby="cost-history-title">
      <h2 id="cost-history-title">{t('costing.history.title', { product: `${product.code} · ${product.name}` })}</h2>
      {rows.length === 0 ? (
        <p className="muted">{history.isPending ? '…' : t('costing.history.none')}</p>
      ) : (
        <table className="table" data-testid="cost-history">
          <thead>
            <tr>
              <th scope="col">{t('costing.history.at')}</th>
              <th scope="col">{t('costing.history.kind')}</th>
              <th scope="col">{t('costing.history.document')}</th>
              <th scope="col" className="num">{t('costing.col.quantity')}</th>
              <th scope="col" className="num">{t('costing.history.unitCost')}</th>
              <th scope="col" className="num">{t('costing.history.value')}</th>
              <th scope="col" className="num">{t('costing.history.quantityAfter')}</th>
              <th scope="col" className="num">{t('costing.history.unitCostAfter')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.position}:${r.line}`}>
                <td>{displayInstant(r.at, offset)}</td>
                <td>{t(`stock.kinds.${r.kind}`, { defaultValue: r.kind })}</td>
                <td>{r.source.number}</td>
                <td className="num">{quantity(r.quantity)}</td>
                <td className="num">{money(r.unitCost)}</td>
                <td className="num">{money(r.value)}</td>
                <td className="num">{quantity(r.quantityAfter)}</td>
                <td className="num">{money(r.unitCostAfter)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
