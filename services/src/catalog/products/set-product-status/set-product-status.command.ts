import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** A disabled product stays in the catalogue (and its history) but is not offered for new documents. */
export class SetProductStatusCommand {
  constructor(
    readonly productId: string,
    readonly action: 'disable' | 'enable',
    readonly env: CommandEnvelope,
  ) {}
}
