import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** A disabled position gives its holders nothing (role and pages) until it is enabled again. */
export class SetPositionStatusCommand {
  constructor(
    readonly positionId: string,
    readonly action: 'disable' | 'enable',
    readonly env: CommandEnvelope,
  ) {}
}
