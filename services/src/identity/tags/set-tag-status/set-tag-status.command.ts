import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** A disabled tag is no longer offered nor shown on employees, until it is enabled again. */
export class SetTagStatusCommand {
  constructor(
    readonly tagId: string,
    readonly action: 'disable' | 'enable',
    readonly env: CommandEnvelope,
  ) {}
}
