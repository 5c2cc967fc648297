import type { ReverseSupplierEntryBody } from '@tradedesk/contracts/catalog/supplier-accounts';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** Undo an entry recorded by mistake: a reversal posts the opposite amount; nothing is deleted. */
export class ReverseSupplierEntryCommand {
  constructor(
    readonly supplierId: string,
    readonly entryId: string,
    readonly body: ReverseSupplierEntryBody,
    readonly env: CommandEnvelope,
  ) {}
}
