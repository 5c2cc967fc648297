import type { UpdateSupplierBody } from '@tradedesk/contracts/catalog/suppliers';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** PUT /api/suppliers/:id (409 on a stale `version` or a taken code). */
export class ChangeSupplierCommand {
  constructor(
    readonly supplierId: string,
    readonly body: UpdateSupplierBody,
    readonly env: CommandEnvelope,
  ) {}
}
