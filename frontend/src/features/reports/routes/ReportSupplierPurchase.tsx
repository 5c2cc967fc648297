import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { exportPages } from '../../../components/list/list-state';
import { ReportPage } from '../../../components/report/ReportPage';
import { filterParams, periodParams } from '../../../components/report/report-url';
import { useReportState } from '../../../components/report/use-report-state';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { useMoney } from '../../../lib/money';
import { getSupplierPurchase, type SupplierPurchaseRow, useSupplierPurchase } from '../api/purchase-reports';
import { ReportSupplierSelect } from '../components/ReportSupplierSelect';

type Figure = 'opening' | 'ordered' | 'received' | 'returned' | 'paid' | 'adjusted' | 'owed';
const FIGURES: Figure[] = ['opening', 'ordered', 'received', 'returned', 'paid', 'adjusted', 'owed'];

/**
 * Purchases per supplier (route ReportSupplierPurchase, /report/supplier-purchase; docs/reports.md
 * "Purchase reports"): per supplier and currency, what was owed before the period, the orders
 * committed in it, goods received and returned, what was paid, other postings, and what is owed at
 * its end (the payables ledger). Period and supplier in the address; a bar chart of received,
 * paid and owed above the table; Excel gets every row.
 */
export default function ReportSupplierPurchase() {
  const { t } = useTranslation();
  const { money, amount } = useMoney();
  const report = useReportState({ preset: 'month', filters: { supplierId: '' } }, 200);
  const params = { ...periodParams(report.period), ...filterParams(report.filters) };
  const query = useSupplierPurchase({ ...params, limit: report.limit, offset: report.offset });
  const data = query.data;

  const columns = useMemo<GridColumn<SupplierPurchaseRow>[]>(
    () => [
      { id: 'supplier', header: t('reportsMore.col.supplier'), value: (r) => `${r.code ?? r.supplierId} · ${r.name ?? ''}`, flex: 1, lockVisible: true },
      { id: 'currency', header: t('reportsMore.col.currency'), value: (r) => r.currency, width: 90 },
      ...FIGURES.map((f): GridColumn<SupplierPurchaseRow> => ({ id: f, header: t(`reportsMore.col.${f}`), value: (r) => r[f], format: (v, r) => money(v as string, r.currency), kind: 'decimal', width: 120 })),
    ],
    [t, money],
  );

  return (
    <ReportPage<SupplierPurchaseRow>
      titleId="report-supplier-purchase-title"
      title={t('route.ReportSupplierPurchase')}
      period={{ value: report.period, onChange: report.setPeriod }}
      filters={<ReportSupplierSelect {...report.bind('supplierId')} />}
      help={t('reportsMore.supplier.help')}
      totals={
        data
          ? [
              { label: t('reportsMore.total.suppliers'), value: String(data.total) },
              ...data.totals.flatMap((c) => [
                { label: `${t('reportsMore.col.received')} (${c.currency})`, value: amount(c.received, c.currency) },
                { label: `${t('reportsMore.col.paid')} (${c.currency})`, value: amount(c.paid, c.currency) },
                { label: `${t('reportsMore.col.owed')} (${c.currency})`, value: amount(c.owed, c.currency) },
              ]),
            ]
          : undefined
      }
      chart={{
        title: t('reportsMore.supplier.chart'),
        label: (r) => `${r.code ?? r.supplierId} ${r.currency}`,
        series: [
          { label: t('reportsMore.col.received'), value: (r) => r.received },
          { label: t('reportsMore.col.paid'), value: (r) => r.paid },
          { label: t('reportsMore.col.owed'), value: (r) => r.owed },
        ],
        rows: data?.rows.slice(0, 20),
      }}
      query={query}
      table="reportSupplierPurchase"
      columns={columns}
      rows={data?.rows}
      getRowId={(r) => `${r.supplierId}-${r.currency}`}
      pager={report.pager(data?.total)}
      exportAll={exportPages(({ limit, offset }) => getSupplierPurchase({ ...params, limit, offset }), (a) => a.rows, (a) => a.total)}
    />
  );
}
