import type { UpdateEmployeeBody } from '@tradedesk/contracts/identity/employees';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

export class UpdateEmployeeCommand {
  constructor(
    readonly userId: string,
    readonly body: UpdateEmployeeBody,
    readonly env: CommandEnvelope,
    readonly actorIsRoot: boolean,
  ) {}
}
