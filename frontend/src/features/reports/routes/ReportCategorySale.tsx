import { SaleReportScreen } from '../components/SaleReportScreen';

/** Sales per category (route ReportCategorySale; docs/sale-reports.md "Screens"). */
export default function ReportCategorySale() {
  return <SaleReportScreen name="ReportCategorySale" by="category" />;
}
