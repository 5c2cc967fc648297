import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class SetDeskStatusCommand {
  constructor(
    readonly deskId: string,
    readonly active: boolean,
    readonly env: CommandEnvelope,
  ) {}
}
