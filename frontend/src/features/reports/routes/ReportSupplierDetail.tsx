import { useTranslation } from 'react-i18next';
import { TextFilter } from '../../../components/filters/FilterBar';
import { filterParams, periodParams } from '../../../components/report/report-url';
import { useReportState } from '../../../components/report/use-report-state';
import { currencyParam } from '../components/currency-param';
import { getSupplierStatement, useSupplierStatement } from '../api/report-details';
import { ReportSupplierSelect } from '../components/ReportSupplierSelect';
import { StatementScreen } from '../components/StatementScreen';

/**
 * Supplier statement (route ReportSupplierDetail, /report/supplier-detail; docs/report-details.md
 * "Supplier statement"): one supplier's payables over the period: what was owed before it, every
 * receipt, return, payment and other posting with the running balance, what is owed after it, per
 * currency. Supplier, currency, period and page in the address.
 */
export default function ReportSupplierDetail() {
  const { t } = useTranslation();
  const report = useReportState({ preset: 'month', filters: { supplierId: '', currency: '' } }, 200);
  const supplierId = report.filters.supplierId;
  const params = { ...periodParams(report.period), ...filterParams({ currency: currencyParam(report.filters.currency) }) };
  const query = useSupplierStatement(supplierId, { ...params, limit: report.limit, offset: report.offset });
  return (
    <StatementScreen
      name="ReportSupplierDetail"
      ledger="supplierAccount"
      period={{ value: report.period, onChange: report.setPeriod }}
      filters={
        <>
          <ReportSupplierSelect {...report.bind('supplierId')} />
          <TextFilter label={t('reportDetails.col.currency')} value={report.filters.currency} size={5} onChange={(v) => report.set({ currency: v })} />
        </>
      }
      partyId={supplierId}
      query={query}
      fetchPage={({ limit, offset }) => getSupplierStatement(supplierId, { ...params, limit, offset })}
      pager={report.pager(query.data?.total)}
    />
  );
}
