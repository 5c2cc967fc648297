import { SaleReportScreen } from '../components/SaleReportScreen';

/** Sales day by day or month by month over a period (route ReportSale; docs/sale-reports.md "Screens"). */
export default function ReportSale() {
  return <SaleReportScreen name="ReportSale" by="day" groupings={['day', 'month']} defaultSort="key" />;
}
