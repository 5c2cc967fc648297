import type { ApplyPriceListBody } from '@tradedesk/contracts/catalog/supplier-sync';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** The updates selected after a price-list comparison, applied to every product at once or not at all. */
export class ApplyPriceListCommand {
  constructor(
    readonly supplierId: string,
    readonly body: ApplyPriceListBody,
    readonly env: CommandEnvelope,
  ) {}
}
