import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { supplierAccountStreamId } from '@tradedesk/contracts/catalog/supplier-accounts';
import type { Database } from '@tradedesk/projections/platform/sql';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { DATABASE } from '../../../platform/tokens.js';
import { supplierAccountDecider } from '../../supplier-account.decider.js';
import { accountFacts } from '../account-facts.js';
import { RecordSupplierEntryCommand } from './record-supplier-entry.command.js';

@CommandHandler(RecordSupplierEntryCommand)
export class RecordSupplierEntryHandler implements ICommandHandler<RecordSupplierEntryCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async execute({ supplierId, body, env }: RecordSupplierEntryCommand) {
    // The entry id derives from the command id: a retried request is the same entry.
    const entryId = body.commandId ?? this.runtime.newId();
    const facts = await accountFacts(this.db, supplierId, this.runtime.clock());
    const r = await this.runtime.run(
      supplierAccountDecider,
      supplierAccountStreamId(supplierId),
      {
        type: 'RecordSupplierEntry',
        supplierId,
        entryId,
        ...facts,
        date: body.date ?? facts.today,
        kind: body.kind,
        currency: body.currency,
        amount: body.amount,
        method: body.kind === 'payment' ? body.method : null,
        reference: body.reference,
        reason: body.kind === 'adjustment' ? body.reason : '',
        note: body.note,
      },
      { ...env, commandId: body.commandId ?? env.commandId },
      { expectedVersion: body.version },
    );
    return { id: entryId, supplierId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate };
  }
}
