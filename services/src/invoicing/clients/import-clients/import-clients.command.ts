import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** The client sheet (base64), read in the queue job: all or nothing. */
export class ImportClientsCommand {
  constructor(
    readonly file: string,
    readonly env: CommandEnvelope,
  ) {}
}
