import type { SetSalesTargetBody } from '@tradedesk/contracts/reports/report-insight';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

export class SetSalesTargetCommand {
  constructor(
    readonly body: SetSalesTargetBody,
    readonly env: CommandEnvelope,
  ) {}
}
