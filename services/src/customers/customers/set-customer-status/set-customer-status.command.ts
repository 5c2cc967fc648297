import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** Disable a customer (kept, with its account; not offered to new sales) or enable it again. */
export class SetCustomerStatusCommand {
  constructor(
    readonly customerId: string,
    readonly action: 'disable' | 'enable',
    readonly env: CommandEnvelope,
  ) {}
}
