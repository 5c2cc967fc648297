import type { CreateRegisterBody } from '@tradedesk/contracts/pos/pos';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class CreateRegisterCommand {
  constructor(
    readonly body: CreateRegisterBody,
    readonly env: CommandEnvelope,
  ) {}
}
