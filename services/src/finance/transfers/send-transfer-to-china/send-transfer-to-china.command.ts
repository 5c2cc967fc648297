import type { SendTransferToChinaBody } from '@tradedesk/contracts/finance/money-transfers';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /be/api/finance/transfers/china: pay a supplier abroad (/finance/newTransferToChina). */
export class SendTransferToChinaCommand {
  constructor(
    readonly body: SendTransferToChinaBody,
    readonly env: CommandEnvelope,
  ) {}
}
