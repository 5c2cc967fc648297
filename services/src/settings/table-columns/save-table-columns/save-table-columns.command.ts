import type { SaveTableColumnsBody } from '@tradedesk/contracts/settings/table-columns';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

export class SaveTableColumnsCommand {
  constructor(
    readonly body: SaveTableColumnsBody,
    readonly env: CommandEnvelope,
  ) {}
}
