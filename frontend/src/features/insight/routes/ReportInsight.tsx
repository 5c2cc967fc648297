import { displayDay } from '@tradedesk/contracts/platform/company-time';
import { type InsightRow, type InsightSegmentCount, RFM_SEGMENTS, type RfmSegment } from '@tradedesk/contracts/reports/report-insight';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { optionsOf, SelectFilter } from '../../../components/filters/FilterBar';
import { exportPages } from '../../../components/list/list-state';
import type { ReportChartSpec } from '../../../components/report/ReportPage';
import { ReportPage } from '../../../components/report/ReportPage';
import { periodParams } from '../../../components/report/report-url';
import { useReportState } from '../../../components/report/use-report-state';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { useMoney } from '../../../lib/money';
import { getInsight, useInsight } from '../api/report-insight';

/**
 * Customer insight (route ReportInsight, /report/insight; docs/report-insight.md "Customer
 * insight"): each customer's recency, frequency and sales in the period scored 1-5, its segment
 * and its change against the period of equal length before; the segments' counts as a bar chart
 * and in the totals line, the customers in the table (Excel: every one).
 */
export default function ReportInsight() {
  const { t } = useTranslation();
  const { money } = useMoney();
  const report = useReportState({ preset: 'month', filters: { segment: '' } }, 200);
  const segment = (RFM_SEGMENTS as readonly string[]).includes(report.filters.segment) ? (report.filters.segment as RfmSegment) : undefined;
  const params = { ...periodParams(report.period), segment };
  const query = useInsight({ ...params, limit: report.limit, offset: report.offset });
  const data = query.data;
  const currency = data?.currency ?? '';
  const segmentName = (s: RfmSegment) => t(`reportInsight.segment.${s}`);

  const columns = useMemo<GridColumn<InsightRow>[]>(
    () => [
      { id: 'customer', header: t('reportInsight.col.customer'), value: (r) => `${r.code} · ${r.name}`, width: 200, lockVisible: true },
      { id: 'segment', header: t('reportInsight.col.segment'), value: (r) => segmentName(r.segment), width: 130 },
      { id: 'score', header: t('reportInsight.col.score'), value: (r) => (r.r === null ? '' : `${r.r}-${r.f}-${r.m}`), width: 90 },
      { id: 'recency', header: t('reportInsight.col.recency'), value: (r) => r.recency, kind: 'number', width: 110 },
      { id: 'frequency', header: t('reportInsight.col.frequency'), value: (r) => r.frequency, kind: 'number', width: 100 },
      { id: 'monetary', header: `${t('reportInsight.col.monetary')} (${currency})`, value: (r) => r.monetary, format: (v) => money(v as string, currency), kind: 'decimal', width: 140 },
      { id: 'previous', header: `${t('reportInsight.col.previous')} (${currency})`, value: (r) => r.previousAmount, format: (v) => money(v as string, currency), kind: 'decimal', width: 140 },
      { id: 'change', header: t('reportInsight.col.change'), value: (r) => r.change, format: (v) => money(v as string, currency), kind: 'decimal', width: 120 },
      { id: 'changePercent', header: t('reportInsight.col.changePercent'), value: (r) => r.changePercent ?? '', format: (v) => (v ? `${v} %` : ''), kind: 'decimal', width: 100 },
      { id: 'lastDay', header: t('reportInsight.col.lastDay'), value: (r) => r.lastDay, format: (v) => displayDay(v as string), width: 120 },
      { id: 'firstDay', header: t('reportInsight.col.firstDay'), value: (r) => r.firstDay, format: (v) => displayDay(v as string), width: 120, hiddenByDefault: true },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, money, currency],
  );
  // The chart counts customers per segment (its figures are the totals line above it).
  const chart: ReportChartSpec<InsightSegmentCount> = {
    title: t('reportInsight.insight.chart'),
    label: (s) => segmentName(s.segment),
    series: [{ label: t('reportInsight.col.customers'), value: (s) => String(s.customers) }],
    rows: data?.segments,
  };

  return (
    <ReportPage<InsightRow>
      titleId="report-insight-title"
      title={t('route.ReportInsight')}
      period={{ value: report.period, onChange: report.setPeriod }}
      filters={<SelectFilter label={t('reportInsight.col.segment')} allLabel={t('reportInsight.allSegments')} options={optionsOf(RFM_SEGMENTS, segmentName)} value={segment ?? ''} onChange={(v) => report.set({ segment: v })} />}
      help={data ? t('reportInsight.insight.help', { from: displayDay(data.from), to: displayDay(data.to), previousFrom: displayDay(data.previousFrom), previousTo: displayDay(data.previousTo) }) : undefined}
      totals={data?.segments.map((s) => ({ label: segmentName(s.segment), value: String(s.customers) }))}
      chart={chart as unknown as ReportChartSpec<InsightRow>}
      query={query}
      table="reportInsight"
      columns={columns}
      rows={data?.rows}
      getRowId={(r) => r.customerId}
      pager={report.pager(data?.total)}
      exportAll={exportPages(({ limit, offset }) => getInsight({ ...params, limit, offset }), (a) => a.rows, (a) => a.total)}
    />
  );
}
