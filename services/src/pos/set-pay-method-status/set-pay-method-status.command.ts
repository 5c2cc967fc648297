import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class SetPayMethodStatusCommand {
  constructor(
    readonly payMethodId: string,
    readonly active: boolean,
    readonly env: CommandEnvelope,
  ) {}
}
