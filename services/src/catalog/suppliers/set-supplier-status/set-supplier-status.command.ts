import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/suppliers/:id/disable or /enable. */
export class SetSupplierStatusCommand {
  constructor(
    readonly supplierId: string,
    readonly action: 'disable' | 'enable',
    readonly env: CommandEnvelope,
  ) {}
}
