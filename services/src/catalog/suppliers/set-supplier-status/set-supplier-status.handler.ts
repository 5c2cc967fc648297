import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { supplierStreamId } from '@tradedesk/contracts/catalog/suppliers';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { changedAnswer } from '../../command-answer.js';
import { supplierDecider } from '../supplier.decider.js';
import { SetSupplierStatusCommand } from './set-supplier-status.command.js';

@CommandHandler(SetSupplierStatusCommand)
export class SetSupplierStatusHandler implements ICommandHandler<SetSupplierStatusCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ supplierId, action, env }: SetSupplierStatusCommand) {
    const type = action === 'disable' ? 'DisableSupplier' : 'EnableSupplier';
    return changedAnswer(supplierId, await this.runtime.run(supplierDecider, supplierStreamId(supplierId), { type, supplierId }, env));
  }
}
