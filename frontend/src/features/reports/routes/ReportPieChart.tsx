import { SaleReportScreen } from '../components/SaleReportScreen';

/** Each category's, customer's, salesperson's or warehouse's share of the period's sales as a pie (route ReportPieChart; docs/sale-reports.md "Screens"). */
export default function ReportPieChart() {
  return <SaleReportScreen name="ReportPieChart" by="category" groupings={['category', 'customer', 'salesperson', 'warehouse']} shares />;
}
