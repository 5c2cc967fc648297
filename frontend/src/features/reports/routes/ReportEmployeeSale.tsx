import { SaleReportScreen } from '../components/SaleReportScreen';

/** Sales per salesperson (the user who committed the order) (route ReportEmployeeSale; docs/sale-reports.md "Screens"). */
export default function ReportEmployeeSale() {
  return <SaleReportScreen name="ReportEmployeeSale" by="salesperson" />;
}
