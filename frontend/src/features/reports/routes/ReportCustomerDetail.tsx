import { getCustomerStatement, useCustomerStatement } from '../api/report-details';
import { DetailCustomerSelect } from '../components/DetailFilterSelects';
import { StatementScreen } from '../components/StatementScreen';

const CustomerSelect = (bound: { value: string; onChange: (id: string) => void }) => <DetailCustomerSelect required {...bound} />;

/**
 * Customer statement (route ReportCustomerDetail, /report/customer-detail; docs/report-details.md
 * "Customer statement"): one customer's account over the period: the balance before it, every
 * sale, payment, return and other posting with the running balance, the balance after it, per
 * currency.
 */
export default function ReportCustomerDetail() {
  return <StatementScreen name="ReportCustomerDetail" ledger="customerAccount" party="customerId" PartySelect={CustomerSelect} get={getCustomerStatement} useStatement={useCustomerStatement} />;
}
