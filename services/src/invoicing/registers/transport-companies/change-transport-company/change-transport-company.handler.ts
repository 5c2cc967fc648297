import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { transportCompanyStreamId } from '@tradedesk/contracts/invoicing/transport-registers';
import { CommandRuntime } from '../../../../platform/cqrs/command-runtime.js';
import { withRegisterUniques } from '../../register-errors.js';
import { transportCompanyDecider } from '../transport-company.decider.js';
import { ChangeTransportCompanyCommand } from './change-transport-company.command.js';

@CommandHandler(ChangeTransportCompanyCommand)
export class ChangeTransportCompanyHandler implements ICommandHandler<ChangeTransportCompanyCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ transportCompanyId, body, env }: ChangeTransportCompanyCommand) {
    const { version, ...changes } = body;
    const r = await withRegisterUniques(() =>
      this.runtime.run(transportCompanyDecider, transportCompanyStreamId(transportCompanyId), { type: 'ChangeTransportCompany', transportCompanyId, changes }, env, { expectedVersion: version }),
    );
    return { id: transportCompanyId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, changed: r.events.length > 0 };
  }
}
