import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** Disable a customer group (its members stay; no one can be added) or enable it again. */
export class SetCustomerGroupStatusCommand {
  constructor(
    readonly groupId: string,
    readonly action: 'disable' | 'enable',
    readonly env: CommandEnvelope,
  ) {}
}
