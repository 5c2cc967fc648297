import type { CommandEnvelope } from '../../../../platform/cqrs/command-runtime.js';

/** POST /api/invoicing/drivers/:id/activate | deactivate. */
export class SetDriverActiveCommand {
  constructor(
    readonly driverId: string,
    readonly active: boolean,
    readonly version: number | undefined,
    readonly env: CommandEnvelope,
  ) {}
}
