import type { RouteName } from '@tradedesk/contracts/platform/route-names';
import { type SaleGroupBy, SALE_SORTS, type SaleSort } from '@tradedesk/contracts/reports/sale-facts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckFilter, SelectFilter } from '../../../components/filters/FilterBar';
import { exportPages } from '../../../components/list/list-state';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { ReportPage } from '../../../components/report/ReportPage';
import { filterParams, periodParams } from '../../../components/report/report-url';
import { useReportState } from '../../../components/report/use-report-state';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { formatDecimal } from '@tradedesk/contracts/platform/money';
import { useMoney } from '../../../lib/money';
import { marginOf, shareOf } from './sale-figures';
import { getSaleReport, type SaleReportParams, type SaleReportRow, useSaleReport } from '../api/sale-reports';

/** A row as the grid shows it: the answer's row with the currencies and its share of the period's amount. */
type Row = SaleReportRow & { currency: string; costCurrency: string; share: string };

/** Groups drawn in the chart (the table holds them all). */
const CHART_ROWS = 20;
const TIME_GROUPS: readonly SaleGroupBy[] = ['day', 'month'];

export interface SaleReportScreenProps {
  /** The route this screen is: its title and its help line. */
  name: RouteName;
  /** The grouping the bare address shows. */
  by: SaleGroupBy;
  /** Groupings the person may switch between (none: fixed). */
  groupings?: readonly SaleGroupBy[];
  /** Show the gift quantity beside the quantity sold. */
  gifts?: boolean;
  /** The order the bare address shows (default: largest amount first). */
  defaultSort?: SaleSort;
  /** Each group's share of the period's sales, drawn as a pie (the pie chart report). */
  shares?: boolean;
}

/**
 * A sale report on the report kit (docs/sale-reports.md "Screens"): sales of the period grouped
 * one way (per product, customer, salesperson, warehouse, category, day or month), with totals, a
 * chart of the first groups over the table of all of them, and Excel of every row. Period,
 * grouping, warehouse, walk-in and sort live in the address. Cost, profit and margin show only
 * when the server sends them (who may see profit).
 */
export function SaleReportScreen({ name, by, groupings, gifts, defaultSort, shares }: SaleReportScreenProps) {
  const { t } = useTranslation();
  const { amount, stock, locale } = useMoney();
  /** A percentage with one decimal in the interface language (the money module's decimal formatter). */
  const percent = useMemo(() => ({ format: (v: string) => formatDecimal(v, 1, locale) }), [locale]);
  const report = useReportState({ preset: 'month', filters: { by: by as string, warehouseId: '', walkIn: '', sort: defaultSort ?? 'amount' } }, 100);
  const f = report.filters;
  const group = (groupings?.includes(f.by as SaleGroupBy) ? f.by : by) as SaleGroupBy;
  const sort = ((SALE_SORTS as readonly string[]).includes(f.sort) ? f.sort : 'amount') as SaleSort;
  const params: Omit<SaleReportParams, 'limit' | 'offset'> = {
    ...periodParams(report.period),
    ...filterParams({ warehouseId: f.warehouseId }),
    ...(f.walkIn === 'true' ? { walkIn: 'true' as const } : {}),
    by: group,
    sort,
  };
  const query = useSaleReport({ ...params, limit: report.limit, offset: report.offset });
  const data = query.data;
  const currency = data?.currency ?? '';
  const costCurrency = data?.costCurrency ?? '';
  const seesProfit = !!data && data.totals.profit !== null;
  const totalAmount = data?.totals.amount ?? '0';

  /** A group's name: walk-in sales and products without a category have none of their own. */
  const labelOf = (r: Row) => (r.key === '' ? (group === 'customer' ? t('saleReports.walkIn') : group === 'category' ? t('saleReports.noCategory') : '') : r.name || r.key);
  // Rows carry what their cells are formatted with: the grid keeps its column definitions, so a
  // formatter must not depend on the answer (currencies, the period's total).
  const rows = useMemo(() => data?.rows.map((r): Row => ({ ...r, currency, costCurrency, share: shareOf(r.amount, totalAmount) })), [data, currency, costCurrency, totalAmount]);
  const columns = useMemo<GridColumn<Row>[]>(() => {
    const time = TIME_GROUPS.includes(group);
    const cols: GridColumn<Row>[] = time
      ? [{ id: 'key', header: t(`saleReports.by.${group}`), value: (r) => r.key, width: 130, lockVisible: true }]
      : [
          { id: 'code', header: t('saleReports.col.code'), value: (r) => r.code, width: 130, lockVisible: true },
          { id: 'name', header: t(`saleReports.by.${group}`), value: labelOf, flex: 1 },
        ];
    cols.push({ id: 'quantity', header: t('saleReports.col.quantity'), value: (r) => r.quantity, format: (v) => stock(v as string), kind: 'decimal', width: 110 });
    if (gifts) cols.push({ id: 'giftQuantity', header: t('saleReports.col.giftQuantity'), value: (r) => r.giftQuantity, format: (v) => stock(v as string), kind: 'decimal', width: 110 });
    cols.push({ id: 'amount', header: t('saleReports.col.amount', { currency }), value: (r) => r.amount, format: (v, r) => amount(v as string, r.currency), kind: 'decimal', width: 150 });
    if (shares) cols.push({ id: 'share', header: t('saleReports.col.share'), value: (r) => r.share, format: (v) => (v === '' ? '' : percent.format(String(v))), width: 100, kind: 'decimal' });
    if (seesProfit) {
      cols.push(
        { id: 'cost', header: t('saleReports.col.cost', { currency: costCurrency }), value: (r) => r.cost ?? '', format: (v, r) => amount(v as string, r.costCurrency), kind: 'decimal', width: 140 },
        { id: 'profit', header: t('saleReports.col.profit', { currency: costCurrency }), value: (r) => r.profit ?? '', format: (v, r) => amount(v as string, r.costCurrency), kind: 'decimal', width: 140 },
        { id: 'margin', header: t('saleReports.col.margin'), value: (r) => marginOf(r.profit, r.revenue), format: (v) => (v === '' ? '' : percent.format(String(v))), width: 90, kind: 'decimal' },
      );
    }
    cols.push({ id: 'lines', header: t('saleReports.col.lines'), value: (r) => String(r.lines), width: 90, kind: 'decimal' });
    return cols;
  }, [t, stock, amount, percent, group, gifts, shares, currency, costCurrency, seesProfit]);

  const totals = data
    ? [
        { label: t('saleReports.col.quantity'), value: stock(data.totals.quantity) },
        ...(gifts ? [{ label: t('saleReports.col.giftQuantity'), value: stock(data.totals.giftQuantity) }] : []),
        { label: t('saleReports.col.amount', { currency }), value: amount(data.totals.amount, currency) },
        ...(data.totals.profit !== null ? [
          { label: t('saleReports.col.cost', { currency: costCurrency }), value: amount(data.totals.cost, costCurrency) },
          { label: t('saleReports.col.profit', { currency: costCurrency }), value: amount(data.totals.profit, costCurrency) },
        ] : []),
        ...(data.totals.orders !== null ? [{ label: t('saleReports.total.orders'), value: String(data.totals.orders) }] : []),
        ...(data.totals.unknownLines > 0 && data.totals.profit !== null ? [{ label: t('saleReports.total.unknown'), value: String(data.totals.unknownLines) }] : []),
      ]
    : undefined;

  const sortChoices: SaleSort[] = seesProfit ? ['amount', 'quantity', 'profit', 'key'] : ['amount', 'quantity', 'key'];
  return (
    <ReportPage<Row>
      titleId={`${name}-title`}
      title={t(`route.${name}`)}
      period={{ value: report.period, onChange: report.setPeriod }}
      filters={
        <>
          {groupings && groupings.length > 1 && (
            <SelectFilter<SaleGroupBy> label={t('saleReports.filter.by')} value={group} onChange={(v) => report.set({ by: v })} options={groupings.map((g) => ({ value: g, label: t(`saleReports.by.${g}`) }))} />
          )}
          <WarehouseSelect label={t('saleReports.filter.warehouse')} allowAll {...report.bind('warehouseId')} />
          {group !== 'customer' && (
            <CheckFilter label={t('saleReports.filter.walkIn')} checked={f.walkIn === 'true'} onChange={(on) => report.set({ walkIn: on ? 'true' : '' })} />
          )}
          <SelectFilter<SaleSort> label={t('saleReports.filter.sort')} value={sort} onChange={(v) => report.set({ sort: v })} options={sortChoices.map((s) => ({ value: s, label: t(`saleReports.sort.${s}`) }))} />
        </>
      }
      help={t('saleReports.help', { currency })}
      totals={totals}
      chart={{
        title: t('saleReports.chart', { by: t(`saleReports.by.${group}`) }),
        kind: shares ? 'pie' : TIME_GROUPS.includes(group) ? 'line' : 'bar',
        label: (r: Row) => (TIME_GROUPS.includes(group) ? r.key : shares ? labelOf(r) : r.code || labelOf(r)),
        series: [
          { label: t('saleReports.col.amount', { currency }), value: (r) => r.amount },
          ...(seesProfit && !shares ? [{ label: t('saleReports.col.profit', { currency: costCurrency }), value: (r: Row) => r.profit ?? '0' }] : []),
        ],
        format: (v, i) => amount(v, i === 0 ? currency : costCurrency),
        rows: rows?.slice(0, CHART_ROWS),
      }}
      query={query}
      table={`report-${name}`}
      columns={columns}
      rows={rows}
      gridKey={seesProfit ? 'with-profit' : 'plain'}
      getRowId={(r) => r.key || '-'}
      pager={report.pager(data?.total)}
      exportAll={exportPages(
        ({ limit, offset }) => getSaleReport({ ...params, limit, offset }),
        (a) => a.rows.map((r): Row => ({ ...r, currency: a.currency, costCurrency: a.costCurrency, share: shareOf(r.amount, a.totals.amount) })),
        (a) => a.total,
      )}
    />
  );
}

