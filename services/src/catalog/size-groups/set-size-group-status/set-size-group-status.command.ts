import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/size-groups/:id/disable or /enable. */
export class SetSizeGroupStatusCommand {
  constructor(
    readonly sizeGroupId: string,
    readonly action: 'disable' | 'enable',
    readonly env: CommandEnvelope,
  ) {}
}
