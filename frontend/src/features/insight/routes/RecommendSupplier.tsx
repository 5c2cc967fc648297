import { SUPPLIER_RANK_GROUPS, type SupplierRankRow } from '@tradedesk/contracts/reports/report-insight';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { optionsOf, SearchFilter, SelectFilter } from '../../../components/filters/FilterBar';
import { exportPages } from '../../../components/list/list-state';
import { ReportPage } from '../../../components/report/ReportPage';
import { useReportState } from '../../../components/report/use-report-state';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { useMoney } from '../../../lib/money';
import { getSupplierRanking, useSupplierRanking } from '../api/report-insight';

/**
 * Supplier suggestions (route RecommendSupplier, /main-control/recommendSupplier, governed by the
 * Recommend privilege; docs/report-insight.md "Supplier suggestions"): per product or category,
 * the suppliers ranked by price after returns, then lead time, with the reasons beside each.
 */
export default function RecommendSupplier() {
  const { t } = useTranslation();
  const { price, quantity } = useMoney();
  const report = useReportState({ preset: null, filters: { by: 'product', search: '', days: '365' } }, 200);
  const by = report.filters.by === 'category' ? 'category' : 'product';
  const days = /^\d+$/.test(report.filters.days) && Number(report.filters.days) >= 1 && Number(report.filters.days) <= 3650 ? Number(report.filters.days) : 365;
  const params = { by, search: report.filters.search || undefined, days } as const;
  const query = useSupplierRanking({ ...params, limit: report.limit, offset: report.offset });
  const data = query.data;
  const currency = data?.currency ?? '';

  const columns = useMemo<GridColumn<SupplierRankRow>[]>(
    () => [
      { id: 'group', header: t(`reportInsight.supplier.by.${by}`), value: (r) => (by === 'product' ? `${r.code} · ${r.name}` : r.name || t('reportInsight.supplier.noCategory')), width: 200, lockVisible: true },
      { id: 'rank', header: t('reportInsight.col.rank'), value: (r) => r.rank, kind: 'number', width: 70 },
      { id: 'supplier', header: t('reportInsight.col.supplier'), value: (r) => `${r.supplierCode} · ${r.supplierName}`, width: 180 },
      { id: 'reasons', header: t('reportInsight.col.reason'), flex: 1, value: (r) => r.reasons.map((x) => t(`reportInsight.reason.${x}`)).join('; ') },
      { id: 'priceIndex', header: t('reportInsight.col.priceIndex'), value: (r) => r.priceIndex, kind: 'decimal', width: 100 },
      { id: 'averageCost', header: `${t('reportInsight.col.averageCost')} (${currency})`, value: (r) => r.averageCost ?? '', format: (v) => (v ? price(v as string, currency) : ''), kind: 'decimal', width: 130 },
      { id: 'lastCost', header: `${t('reportInsight.col.lastCost')} (${currency})`, value: (r) => r.lastCost ?? '', format: (v) => (v ? price(v as string, currency) : ''), kind: 'decimal', width: 130 },
      { id: 'leadDays', header: t('reportInsight.col.leadDays'), value: (r) => r.leadDays ?? '', kind: 'decimal', width: 100 },
      { id: 'returnsShare', header: t('reportInsight.col.returnsShare'), value: (r) => r.returnsShare, format: (v) => `${v} %`, kind: 'decimal', width: 100 },
      { id: 'received', header: t('reportInsight.col.received'), value: (r) => r.received, format: (v) => quantity(v as string), kind: 'decimal', width: 100 },
      { id: 'orders', header: t('reportInsight.col.orders'), value: (r) => r.orders, kind: 'number', width: 80 },
    ],
    [t, by, currency, price, quantity],
  );

  return (
    <ReportPage<SupplierRankRow>
      titleId="recommend-supplier-title"
      title={t('route.RecommendSupplier')}
      gridKey={by}
      filters={
        <>
          <SelectFilter label={t('reportInsight.supplier.per')} options={optionsOf(SUPPLIER_RANK_GROUPS, (g) => t(`reportInsight.supplier.by.${g}`))} value={by} onChange={(v) => report.set({ by: v || 'product' })} />
          <SearchFilter label={t('reportInsight.supplier.search')} {...report.bind('search')} />
          <SelectFilter label={t('reportInsight.days')} options={['90', '180', '365', '730'].map((d) => ({ value: d, label: d }))} value={String(days)} onChange={(v) => report.set({ days: v })} />
        </>
      }
      help={t('reportInsight.supplier.help')}
      chart={{
        title: t('reportInsight.supplier.chart'),
        label: (r) => `${by === 'product' ? r.code : r.name} · ${r.supplierCode}`,
        series: [{ label: t('reportInsight.col.priceIndex'), value: (r) => r.priceIndex }],
        rows: data?.rows.slice(0, 20),
      }}
      query={query}
      table="recommendSupplier"
      columns={columns}
      rows={data?.rows}
      getRowId={(r) => `${r.key}-${r.supplierId}`}
      pager={report.pager(data?.total)}
      exportAll={exportPages(({ limit, offset }) => getSupplierRanking({ ...params, limit, offset }), (a) => a.rows, (a) => a.total)}
    />
  );
}
