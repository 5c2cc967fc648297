import { SaleReportScreen } from '../components/SaleReportScreen';

/** Sales per customer (walk-in sales as one line) (route ReportCustomer; docs/sale-reports.md "Screens"). */
export default function ReportCustomer() {
  return <SaleReportScreen name="ReportCustomer" by="customer" />;
}
