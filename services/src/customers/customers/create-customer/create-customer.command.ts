import type { CreateCustomerBody } from '@tradedesk/contracts/customers/customers';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/customers: a new customer (409 when the code is taken; 400 for an unknown or disabled level or group). */
export class CreateCustomerCommand {
  constructor(
    readonly body: CreateCustomerBody,
    readonly env: CommandEnvelope,
  ) {}
}
