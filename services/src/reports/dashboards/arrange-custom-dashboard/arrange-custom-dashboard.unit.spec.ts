import { spec } from '../../../platform/cqrs/decider-spec.js';
import { customDashboardDecider } from '../custom-dashboard.decider.js';

const arranged = (widgets: string[]) => ({ type: 'CustomDashboardArranged' as const, data: { userId: 'user-test', widgets: widgets as any } });

describe('arrange custom dashboard', () => {
  it("records the user's widgets in the order chosen", () =>
    spec(customDashboardDecider).given([]).when({ type: 'ArrangeCustomDashboard', widgets: ['receivables', 'salesToday'] }).then([arranged(['receivables', 'salesToday'])]));

  it('a later change records the whole new arrangement, a widget taken out is gone', () =>
    spec(customDashboardDecider)
      .given([arranged(['receivables', 'salesToday'])])
      .when({ type: 'ArrangeCustomDashboard', widgets: ['salesToday'] })
      .then([arranged(['salesToday'])]));

  it('places a widget given twice once, at its first place', () =>
    spec(customDashboardDecider)
      .given([])
      .when({ type: 'ArrangeCustomDashboard', widgets: ['salesToday', 'receivables', 'salesToday'] })
      .then([arranged(['salesToday', 'receivables'])]));
});
