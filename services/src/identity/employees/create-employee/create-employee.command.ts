import type { CreateEmployeeBody } from '@tradedesk/contracts/identity/employees';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

export class CreateEmployeeCommand {
  constructor(
    readonly body: CreateEmployeeBody,
    readonly env: CommandEnvelope,
    readonly actorIsRoot: boolean,
  ) {}
}
