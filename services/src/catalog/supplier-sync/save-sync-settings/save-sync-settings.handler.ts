import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { supplierSyncSettingsStreamId } from '@tradedesk/contracts/catalog/supplier-sync';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { SupplierSyncFactsLoader } from '../supplier-sync-facts.loader.js';
import { syncSettingsDecider } from '../sync-settings.decider.js';
import { SaveSyncSettingsCommand } from './save-sync-settings.command.js';

@CommandHandler(SaveSyncSettingsCommand)
export class SaveSyncSettingsHandler implements ICommandHandler<SaveSyncSettingsCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: SupplierSyncFactsLoader,
  ) {}

  async execute({ body: b, env }: SaveSyncSettingsCommand) {
    const r = await this.runtime.run(
      syncSettingsDecider,
      supplierSyncSettingsStreamId(b.supplierId),
      async () => ({ type: 'SaveSyncSettings' as const, supplierId: b.supplierId, settings: b.settings, facts: await this.facts.forSaveSyncSettings(b.supplierId) }),
      { ...env, commandId: b.commandId },
      { expectedVersion: b.version },
    );
    return { supplierId: b.supplierId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, changed: r.events.length > 0 };
  }
}
