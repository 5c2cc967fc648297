import { SaleReportScreen } from '../components/SaleReportScreen';

/** Sales of a period compared by any grouping (route ReportSalesAnalysis; docs/sale-reports.md "Screens"). */
export default function ReportSalesAnalysis() {
  return <SaleReportScreen name="ReportSalesAnalysis" by="product" groupings={['product', 'category', 'customer', 'salesperson', 'warehouse', 'day', 'month']} />;
}
