import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customerAccountStreamId } from '@tradedesk/contracts/customers/customer-accounts';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { customerAccountDecider } from '../../customer-account.decider.js';
import { CustomerFactsLoader } from '../../customer-facts.loader.js';
import { RecordAccountEntryCommand } from './record-account-entry.command.js';
import { entryCurrency, type ManualEntry } from './record-account-entry.decide.js';

@CommandHandler(RecordAccountEntryCommand)
export class RecordAccountEntryHandler implements ICommandHandler<RecordAccountEntryCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: CustomerFactsLoader,
  ) {}

  async execute({ customerId, body: b, env }: RecordAccountEntryCommand) {
    // The entry id derives from the command id, so a retried request records it once.
    const entryId = b.commandId ?? this.runtime.newId();
    const facts = await this.facts.forRecordAccountEntry(customerId);
    const entry: ManualEntry = {
      kind: b.kind,
      amount: b.amount,
      currency: b.currency,
      memo: b.memo,
      ...(b.kind === 'payment' || b.kind === 'refund' ? { method: b.method, reference: b.reference } : {}),
      ...(b.kind === 'payment' && b.dueDate ? { dueDate: b.dueDate } : {}),
      ...(b.kind === 'adjustment' ? { reason: b.reason } : {}),
    };
    const r = await this.runtime.run(customerAccountDecider, customerAccountStreamId(customerId), { type: 'RecordAccountEntry', customerId, entryId, entry, facts }, { ...env, commandId: b.commandId });
    return { entryId, customerId, currency: entryCurrency(b.currency, facts), streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate };
  }
}
