import type { DiscountApprovalBody } from '@tradedesk/contracts/pos/pos';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';
import type { TillContext } from '../../platform/http/auth.guard.js';

export class ApproveDiscountCommand {
  constructor(
    readonly body: DiscountApprovalBody,
    readonly till: TillContext,
    readonly env: CommandEnvelope,
  ) {}
}
