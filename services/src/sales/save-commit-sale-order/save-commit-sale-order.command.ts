import type { SaveCommitBody } from '@tradedesk/contracts/sales/sale-order';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

/**
 * POST /sale/order/save-commit: commit a draft (id + version), replacing its content with the
 * order form's first (`order`) and taking payments; without an id, create the order and commit it.
 */
export class SaveCommitSaleOrderCommand {
  constructor(
    readonly body: SaveCommitBody,
    readonly env: CommandEnvelope,
  ) {}
}
