import type { AddVatRateBody } from '@tradedesk/contracts/invoicing/vat-rates';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/invoicing/vat-rates: a rate with its validity days. */
export class AddVatRateCommand {
  constructor(
    readonly body: AddVatRateBody,
    readonly env: CommandEnvelope,
  ) {}
}
