import type { DamageBody } from '@tradedesk/contracts/inventory/stock';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class RecordDamageCommand {
  constructor(
    readonly body: DamageBody,
    readonly env: CommandEnvelope,
  ) {}
}
