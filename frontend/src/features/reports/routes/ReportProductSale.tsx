import { SaleReportScreen } from '../components/SaleReportScreen';

/** Sales per product (route ReportProductSale; docs/sale-reports.md "Screens"). */
export default function ReportProductSale() {
  return <SaleReportScreen name="ReportProductSale" by="product" />;
}
