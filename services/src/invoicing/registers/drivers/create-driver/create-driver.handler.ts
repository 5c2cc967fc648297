import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { driverStreamId } from '@tradedesk/contracts/invoicing/transport-registers';
import type { Database } from '@tradedesk/projections/platform/sql';
import { CommandRuntime } from '../../../../platform/cqrs/command-runtime.js';
import { DATABASE } from '../../../../platform/tokens.js';
import { withRegisterUniques } from '../../register-errors.js';
import { carrierFact } from '../carrier-fact.js';
import { driverDecider } from '../driver.decider.js';
import { CreateDriverCommand } from './create-driver.command.js';

@CommandHandler(CreateDriverCommand)
export class CreateDriverHandler implements ICommandHandler<CreateDriverCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async execute({ body, env }: CreateDriverCommand) {
    const { commandId, ...fields } = body;
    const driverId = commandId ?? this.runtime.newId();
    const carrier = await carrierFact(this.db, fields.transportCompanyId);
    const r = await withRegisterUniques(() => this.runtime.run(driverDecider, driverStreamId(driverId), { type: 'CreateDriver', driverId, fields, carrier }, { ...env, commandId: commandId ?? env.commandId }));
    return { id: driverId, streamVersion: r.streamVersion, globalPosition: r.globalPosition };
  }
}
