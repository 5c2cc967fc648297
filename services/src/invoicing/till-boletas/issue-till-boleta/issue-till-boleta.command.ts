import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** Issue the boleta of a till sale (docs/invoicing-es-latam.md "Boletas from the POS till"): sent by TillBoletaDispatcher after the sale is recorded, and by its retries. */
export class IssueTillBoletaCommand {
  constructor(
    readonly saleId: string,
    readonly env: CommandEnvelope,
  ) {}
}
