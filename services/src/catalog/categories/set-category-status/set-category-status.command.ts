import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/categories/:id/disable or /enable. */
export class SetCategoryStatusCommand {
  constructor(
    readonly categoryId: string,
    readonly action: 'disable' | 'enable',
    readonly env: CommandEnvelope,
  ) {}
}
