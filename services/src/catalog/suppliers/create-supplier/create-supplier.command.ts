import type { CreateSupplierBody } from '@tradedesk/contracts/catalog/suppliers';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/suppliers: a new supplier (409 when its code is taken). */
export class CreateSupplierCommand {
  constructor(
    readonly body: CreateSupplierBody,
    readonly env: CommandEnvelope,
  ) {}
}
