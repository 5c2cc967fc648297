import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { supplierAccountStreamId } from '@tradedesk/contracts/catalog/supplier-accounts';
import type { Database } from '@tradedesk/projections/platform/sql';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { DATABASE } from '../../../platform/tokens.js';
import { supplierAccountDecider } from '../../supplier-account.decider.js';
import { accountFacts } from '../account-facts.js';
import { ReverseSupplierEntryCommand } from './reverse-supplier-entry.command.js';

@CommandHandler(ReverseSupplierEntryCommand)
export class ReverseSupplierEntryHandler implements ICommandHandler<ReverseSupplierEntryCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async execute({ supplierId, entryId, body, env }: ReverseSupplierEntryCommand) {
    const reversalId = body.commandId ?? this.runtime.newId();
    const facts = await accountFacts(this.db, supplierId, this.runtime.clock());
    const r = await this.runtime.run(
      supplierAccountDecider,
      supplierAccountStreamId(supplierId),
      { type: 'ReverseSupplierEntry', supplierId, entryId: reversalId, reversesEntryId: entryId, reason: body.reason, ...facts, date: body.date ?? facts.today },
      { ...env, commandId: body.commandId ?? env.commandId },
      { expectedVersion: body.version },
    );
    return { id: reversalId, supplierId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate };
  }
}
