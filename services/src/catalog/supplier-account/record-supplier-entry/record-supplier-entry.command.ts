import type { RecordSupplierEntryBody } from '@tradedesk/contracts/catalog/supplier-accounts';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** An opening balance, a payment made, or an adjustment, on a supplier's account. */
export class RecordSupplierEntryCommand {
  constructor(
    readonly supplierId: string,
    readonly body: RecordSupplierEntryBody,
    readonly env: CommandEnvelope,
  ) {}
}
