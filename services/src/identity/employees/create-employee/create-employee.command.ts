import type { CreateEmployeeBody } from '@tradedesk/contracts/identity/employees';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/employees (only Root may grant Root); also the application's own users (first start, demo). */
export class CreateEmployeeCommand {
  constructor(
    readonly body: CreateEmployeeBody,
    readonly env: CommandEnvelope,
    readonly actorIsRoot: boolean,
    /** The id the user gets (the application's own users); else it derives from the command id. */
    readonly userId?: string,
  ) {}
}
