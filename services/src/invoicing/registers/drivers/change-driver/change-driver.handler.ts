import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { driverStreamId } from '@tradedesk/contracts/invoicing/transport-registers';
import type { Database } from '@tradedesk/projections/platform/sql';
import { CommandRuntime } from '../../../../platform/cqrs/command-runtime.js';
import { DATABASE } from '../../../../platform/tokens.js';
import { withRegisterUniques } from '../../register-errors.js';
import { carrierFact } from '../carrier-fact.js';
import { driverDecider } from '../driver.decider.js';
import { ChangeDriverCommand } from './change-driver.command.js';

@CommandHandler(ChangeDriverCommand)
export class ChangeDriverHandler implements ICommandHandler<ChangeDriverCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async execute({ driverId, body, env }: ChangeDriverCommand) {
    const { version, ...changes } = body;
    const carrier = await carrierFact(this.db, changes.transportCompanyId);
    const r = await withRegisterUniques(() => this.runtime.run(driverDecider, driverStreamId(driverId), { type: 'ChangeDriver', driverId, changes, carrier }, env, { expectedVersion: version }));
    return { id: driverId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, changed: r.events.length > 0 };
  }
}
