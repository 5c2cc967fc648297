import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** Disable (the user's sessions end at once) or enable an employee. */
export class SetEmployeeStatusCommand {
  constructor(
    readonly userId: string,
    readonly action: 'disable' | 'enable',
    readonly env: CommandEnvelope,
    readonly actorIsRoot: boolean,
  ) {}
}
