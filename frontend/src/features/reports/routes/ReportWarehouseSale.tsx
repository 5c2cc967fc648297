import { SaleReportScreen } from '../components/SaleReportScreen';

/** Sales per warehouse (route ReportWarehouseSale; docs/sale-reports.md "Screens"). */
export default function ReportWarehouseSale() {
  return <SaleReportScreen name="ReportWarehouseSale" by="warehouse" />;
}
