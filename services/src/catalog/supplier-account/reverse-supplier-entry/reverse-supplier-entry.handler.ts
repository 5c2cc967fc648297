import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { supplierAccountStreamId } from '@tradedesk/contracts/catalog/supplier-accounts';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { supplierAccountDecider } from '../supplier-account.decider.js';
import { SupplierAccountFactsLoader } from '../supplier-account-facts.loader.js';
import { ReverseSupplierEntryCommand } from './reverse-supplier-entry.command.js';

@CommandHandler(ReverseSupplierEntryCommand)
export class ReverseSupplierEntryHandler implements ICommandHandler<ReverseSupplierEntryCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: SupplierAccountFactsLoader,
  ) {}

  async execute({ supplierId, entryId, body, env }: ReverseSupplierEntryCommand) {
    // The reversal's id derives from the command id: a retried request is the same reversal.
    const reversalId = body.commandId ?? this.runtime.newId();
    const r = await this.runtime.run(
      supplierAccountDecider,
      supplierAccountStreamId(supplierId),
      async () => ({
        type: 'ReverseSupplierEntry' as const,
        supplierId,
        entryId: reversalId,
        date: body.date,
        reversesEntryId: entryId,
        reason: body.reason,
        facts: await this.facts.forReverseSupplierEntry(supplierId, body.date),
      }),
      { ...env, commandId: body.commandId ?? env.commandId },
      { expectedVersion: body.version },
    );
    return { id: reversalId, supplierId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate };
  }
}
