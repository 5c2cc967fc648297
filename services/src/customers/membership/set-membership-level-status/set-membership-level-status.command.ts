import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** Disable a membership level (its customers get no discount from it) or enable it again. */
export class SetMembershipLevelStatusCommand {
  constructor(
    readonly levelId: string,
    readonly action: 'disable' | 'enable',
    readonly env: CommandEnvelope,
  ) {}
}
