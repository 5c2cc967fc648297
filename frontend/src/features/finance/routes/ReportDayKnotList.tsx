import { ClosingListPage } from '../components/ClosingListPage';

/** Route ReportDayKnotList: see docs/finance-closing.md "Screens". */
export default function ReportDayKnotList() {
  return <ClosingListPage kind="day" />;
}
