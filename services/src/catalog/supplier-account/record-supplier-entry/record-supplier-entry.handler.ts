import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { supplierAccountStreamId } from '@tradedesk/contracts/catalog/supplier-accounts';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { supplierAccountDecider } from '../supplier-account.decider.js';
import { SupplierAccountFactsLoader } from '../supplier-account-facts.loader.js';
import { RecordSupplierEntryCommand } from './record-supplier-entry.command.js';

@CommandHandler(RecordSupplierEntryCommand)
export class RecordSupplierEntryHandler implements ICommandHandler<RecordSupplierEntryCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: SupplierAccountFactsLoader,
  ) {}

  async execute({ supplierId, body, env }: RecordSupplierEntryCommand) {
    // The entry id derives from the command id: a retried request is the same entry.
    const entryId = body.commandId ?? this.runtime.newId();
    const r = await this.runtime.run(
      supplierAccountDecider,
      supplierAccountStreamId(supplierId),
      async () => ({
        type: 'RecordSupplierEntry' as const,
        supplierId,
        entryId,
        date: body.date,
        kind: body.kind,
        currency: body.currency,
        amount: body.amount,
        method: body.kind === 'payment' ? body.method : null,
        reference: body.reference,
        reason: body.kind === 'adjustment' ? body.reason : '',
        note: body.note,
        ...(body.kind === 'payment' && body.accountId ? { accountId: body.accountId } : {}),
        facts: await this.facts.forRecordSupplierEntry(supplierId, body.date),
      }),
      { ...env, commandId: body.commandId ?? env.commandId },
      { expectedVersion: body.version },
    );
    return { id: entryId, supplierId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate };
  }
}
