import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { supplierStreamId } from '@tradedesk/contracts/catalog/suppliers';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { withCatalogUniques } from '../../catalog-errors.js';
import { changedAnswer } from '../../command-answer.js';
import { supplierDecider } from '../supplier.decider.js';
import { CreateSupplierCommand } from './create-supplier.command.js';

@CommandHandler(CreateSupplierCommand)
export class CreateSupplierHandler implements ICommandHandler<CreateSupplierCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ body, env }: CreateSupplierCommand) {
    // The supplier id derives from the command id, so a retried request targets the same stream.
    const supplierId = body.commandId ?? this.runtime.newId();
    const { commandId, ...fields } = body;
    const r = await withCatalogUniques(() => this.runtime.run(supplierDecider, supplierStreamId(supplierId), { type: 'CreateSupplier', supplierId, fields }, { ...env, commandId }));
    return changedAnswer(supplierId, r);
  }
}
