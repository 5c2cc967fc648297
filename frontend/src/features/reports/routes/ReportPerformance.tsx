import { SaleReportScreen } from '../components/SaleReportScreen';

/** Each salesperson's results, most profit first (route ReportPerformance; docs/sale-reports.md "Screens"). */
export default function ReportPerformance() {
  return <SaleReportScreen name="ReportPerformance" by="salesperson" defaultSort="profit" />;
}
