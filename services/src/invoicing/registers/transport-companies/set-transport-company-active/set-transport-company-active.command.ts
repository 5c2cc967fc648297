import type { CommandEnvelope } from '../../../../platform/cqrs/command-runtime.js';

/** POST /api/invoicing/transport-companies/:id/activate | deactivate. */
export class SetTransportCompanyActiveCommand {
  constructor(
    readonly transportCompanyId: string,
    readonly active: boolean,
    readonly version: number | undefined,
    readonly env: CommandEnvelope,
  ) {}
}
