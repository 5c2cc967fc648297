import { useTranslation } from 'react-i18next';
import { TextFilter } from '../../../components/filters/FilterBar';
import { filterParams, periodParams } from '../../../components/report/report-url';
import { useReportState } from '../../../components/report/use-report-state';
import { currencyParam } from '../components/currency-param';
import { getCustomerStatement, useCustomerStatement } from '../api/report-details';
import { DetailCustomerSelect } from '../components/DetailFilterSelects';
import { StatementScreen } from '../components/StatementScreen';

/**
 * Customer statement (route ReportCustomerDetail, /report/customer-detail; docs/report-details.md
 * "Customer statement"): one customer's account over the period: the balance before it, every
 * sale, payment, return and other posting with the running balance, the balance after it, per
 * currency. Customer, currency, period and page in the address.
 */
export default function ReportCustomerDetail() {
  const { t } = useTranslation();
  const report = useReportState({ preset: 'month', filters: { customerId: '', currency: '' } }, 200);
  const customerId = report.filters.customerId;
  const params = { ...periodParams(report.period), ...filterParams({ currency: currencyParam(report.filters.currency) }) };
  const query = useCustomerStatement(customerId, { ...params, limit: report.limit, offset: report.offset });
  return (
    <StatementScreen
      name="ReportCustomerDetail"
      ledger="customerAccount"
      period={{ value: report.period, onChange: report.setPeriod }}
      filters={
        <>
          <DetailCustomerSelect required {...report.bind('customerId')} />
          <TextFilter label={t('reportDetails.col.currency')} value={report.filters.currency} size={5} onChange={(v) => report.set({ currency: v })} />
        </>
      }
      partyId={customerId}
      query={query}
      fetchPage={({ limit, offset }) => getCustomerStatement(customerId, { ...params, limit, offset })}
      pager={report.pager(query.data?.total)}
    />
  );
}
