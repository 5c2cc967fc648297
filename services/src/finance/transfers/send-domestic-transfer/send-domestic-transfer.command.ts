import type { SendDomesticTransferBody } from '@tradedesk/contracts/finance/money-transfers';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /be/api/finance/transfers/domestic: money between two of our accounts in one currency (/finance/newDomestic). */
export class SendDomesticTransferCommand {
  constructor(
    readonly body: SendDomesticTransferBody,
    readonly env: CommandEnvelope,
  ) {}
}
