import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { transportCompanyStreamId } from '@tradedesk/contracts/invoicing/transport-registers';
import { CommandRuntime } from '../../../../platform/cqrs/command-runtime.js';
import { transportCompanyDecider } from '../transport-company.decider.js';
import { SetTransportCompanyActiveCommand } from './set-transport-company-active.command.js';

@CommandHandler(SetTransportCompanyActiveCommand)
export class SetTransportCompanyActiveHandler implements ICommandHandler<SetTransportCompanyActiveCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ transportCompanyId, active, version, env }: SetTransportCompanyActiveCommand) {
    const r = await this.runtime.run(transportCompanyDecider, transportCompanyStreamId(transportCompanyId), { type: 'SetTransportCompanyActive', transportCompanyId, active }, env, { expectedVersion: version });
    return { id: transportCompanyId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, changed: r.events.length > 0 };
  }
}
