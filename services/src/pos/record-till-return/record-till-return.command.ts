import type { RecordTillReturnBody } from '@tradedesk/contracts/pos/pos-returns';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';
import type { TillContext } from '../../platform/http/auth.guard.js';

export class RecordTillReturnCommand {
  constructor(
    readonly body: RecordTillReturnBody,
    readonly till: TillContext,
    readonly env: CommandEnvelope,
  ) {}
}
