import { ClosingListPage } from '../components/ClosingListPage';

/** Route ReportMonthKnotList: see docs/finance-closing.md "Screens". */
export default function ReportMonthKnotList() {
  return <ClosingListPage kind="month" />;
}
