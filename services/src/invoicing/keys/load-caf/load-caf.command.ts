import type { LoadCafBody } from '@tradedesk/contracts/invoicing/invoice-keys';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/invoicing/setups/:id/cafs: load a CAF folio range SII authorised (Chile). */
export class LoadCafCommand {
  constructor(
    readonly setupId: string,
    readonly body: LoadCafBody,
    readonly env: CommandEnvelope,
  ) {}
}
