import type { ArrangeCustomDashboardBody } from '@tradedesk/contracts/reports/custom-dashboard';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

export class ArrangeCustomDashboardCommand {
  constructor(
    readonly body: ArrangeCustomDashboardBody,
    readonly env: CommandEnvelope,
  ) {}
}
