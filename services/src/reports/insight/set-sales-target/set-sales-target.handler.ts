import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { salesTargetStreamId } from '@tradedesk/contracts/reports/report-insight';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { salesTargetDecider } from '../sales-target.decider.js';
import { SalesTargetFactsLoader } from '../sales-target-facts.loader.js';
import { SetSalesTargetCommand } from './set-sales-target.command.js';

@CommandHandler(SetSalesTargetCommand)
export class SetSalesTargetHandler implements ICommandHandler<SetSalesTargetCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: SalesTargetFactsLoader,
  ) {}

  async execute({ body, env }: SetSalesTargetCommand) {
    const r = await this.runtime.run(
      salesTargetDecider,
      salesTargetStreamId(body.month, body.salespersonId, body.warehouseId),
      async () => ({ type: 'SetSalesTarget' as const, month: body.month, salespersonId: body.salespersonId, warehouseId: body.warehouseId, amount: body.amount, facts: await this.facts.forSetSalesTarget(body) }),
      env,
    );
    return { streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate };
  }
}
