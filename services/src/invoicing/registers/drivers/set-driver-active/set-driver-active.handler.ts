import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { driverStreamId } from '@tradedesk/contracts/invoicing/transport-registers';
import { CommandRuntime } from '../../../../platform/cqrs/command-runtime.js';
import { driverDecider } from '../driver.decider.js';
import { SetDriverActiveCommand } from './set-driver-active.command.js';

@CommandHandler(SetDriverActiveCommand)
export class SetDriverActiveHandler implements ICommandHandler<SetDriverActiveCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ driverId, active, version, env }: SetDriverActiveCommand) {
    const r = await this.runtime.run(driverDecider, driverStreamId(driverId), { type: 'SetDriverActive', driverId, active }, env, { expectedVersion: version });
    return { id: driverId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, changed: r.events.length > 0 };
  }
}
