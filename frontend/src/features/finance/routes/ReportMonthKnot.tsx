import { PeriodClosing } from '../components/PeriodClosing';

/** Route ReportMonthKnot: see docs/finance-closing.md "Screens". */
export default function ReportMonthKnot() {
  return <PeriodClosing kind="month" />;
}
