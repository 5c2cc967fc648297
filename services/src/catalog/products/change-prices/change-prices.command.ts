import type { ChangePricesBody } from '@tradedesk/contracts/catalog/products';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** The price-change tool: new prices for several products at once, all of them or none. */
export class ChangePricesCommand {
  constructor(
    readonly body: ChangePricesBody,
    readonly env: CommandEnvelope,
  ) {}
}
