import { PeriodClosing } from '../components/PeriodClosing';

/** Route ReportDayKnot: see docs/finance-closing.md "Screens". */
export default function ReportDayKnot() {
  return <PeriodClosing kind="day" />;
}
