import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customDashboardStreamId } from '@tradedesk/contracts/reports/custom-dashboard';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { customDashboardDecider } from '../custom-dashboard.decider.js';
import { ArrangeCustomDashboardCommand } from './arrange-custom-dashboard.command.js';

@CommandHandler(ArrangeCustomDashboardCommand)
export class ArrangeCustomDashboardHandler implements ICommandHandler<ArrangeCustomDashboardCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  /** The stream is the signed-in user's own: nobody arranges another user's dashboard. */
  async execute({ body, env }: ArrangeCustomDashboardCommand) {
    const r = await this.runtime.run(customDashboardDecider, customDashboardStreamId(env.userId), { type: 'ArrangeCustomDashboard', widgets: body.widgets }, env);
    return { streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate };
  }
}
