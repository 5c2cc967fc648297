import type { SetStockLevelsBody } from '@tradedesk/contracts/purchasing/replenishment';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class SetStockLevelsCommand {
  constructor(
    readonly body: SetStockLevelsBody,
    readonly env: CommandEnvelope,
  ) {}
}
