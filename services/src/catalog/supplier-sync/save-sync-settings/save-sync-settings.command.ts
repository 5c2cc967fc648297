import type { SaveSyncSettingsBody } from '@tradedesk/contracts/catalog/supplier-sync';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/supplier/client/sync-settings: a supplier's settings (or the company default); 409 on a stale `version`. */
export class SaveSyncSettingsCommand {
  constructor(
    readonly body: SaveSyncSettingsBody,
    readonly env: CommandEnvelope,
  ) {}
}
