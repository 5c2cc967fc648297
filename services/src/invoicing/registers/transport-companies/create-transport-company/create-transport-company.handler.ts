import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { transportCompanyStreamId } from '@tradedesk/contracts/invoicing/transport-registers';
import { CommandRuntime } from '../../../../platform/cqrs/command-runtime.js';
import { withRegisterUniques } from '../../register-errors.js';
import { transportCompanyDecider } from '../transport-company.decider.js';
import { CreateTransportCompanyCommand } from './create-transport-company.command.js';

@CommandHandler(CreateTransportCompanyCommand)
export class CreateTransportCompanyHandler implements ICommandHandler<CreateTransportCompanyCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ body, env }: CreateTransportCompanyCommand) {
    const { commandId, ...fields } = body;
    // The id derives from the command id: a retried request targets the same stream.
    const transportCompanyId = commandId ?? this.runtime.newId();
    const r = await withRegisterUniques(() =>
      this.runtime.run(transportCompanyDecider, transportCompanyStreamId(transportCompanyId), { type: 'CreateTransportCompany', transportCompanyId, fields }, { ...env, commandId: commandId ?? env.commandId }),
    );
    return { id: transportCompanyId, streamVersion: r.streamVersion, globalPosition: r.globalPosition };
  }
}
