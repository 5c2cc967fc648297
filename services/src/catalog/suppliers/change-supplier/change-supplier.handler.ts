import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { supplierStreamId } from '@tradedesk/contracts/catalog/suppliers';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { withCatalogUniques } from '../../catalog-errors.js';
import { changedAnswer } from '../../command-answer.js';
import { supplierDecider } from '../supplier.decider.js';
import { ChangeSupplierCommand } from './change-supplier.command.js';

@CommandHandler(ChangeSupplierCommand)
export class ChangeSupplierHandler implements ICommandHandler<ChangeSupplierCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ supplierId, body, env }: ChangeSupplierCommand) {
    const { version, ...changes } = body;
    const r = await withCatalogUniques(() => this.runtime.run(supplierDecider, supplierStreamId(supplierId), { type: 'ChangeSupplier', supplierId, changes }, env, { expectedVersion: version }));
    return changedAnswer(supplierId, r);
  }
}
