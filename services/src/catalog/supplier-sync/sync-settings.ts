import { Injectable } from '@nestjs/common';
import { DEFAULT_SYNC_SETTINGS, type SupplierSyncSettings, supplierSyncSettingsStreamId, type SyncSettingsAnswer } from '@tradedesk/contracts/catalog/supplier-sync';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { syncSettingsDecider } from './sync-settings.decider.js';

/**
 * The settings in force for a supplier: its own, else the company default, else the built-in
 * ones. Settings are a tiny stream per supplier, folded on read.
 */
export async function syncSettingsFor(runtime: CommandRuntime, supplierId: string | null): Promise<SyncSettingsAnswer> {
  const own = await runtime.store.readStream(supplierSyncSettingsStreamId(supplierId));
  const ownState = own.events.reduce((s, e) => syncSettingsDecider.evolve(s, e as any), syncSettingsDecider.initialState());
  if (ownState.settings) return { supplierId, source: supplierId ? 'supplier' : 'default', version: own.version, settings: ownState.settings };
  if (supplierId) {
    const def = await runtime.load(syncSettingsDecider, supplierSyncSettingsStreamId(null));
    if (def.settings) return { supplierId, source: 'default', version: own.version, settings: def.settings };
  }
  return { supplierId, source: 'built-in', version: own.version, settings: { ...DEFAULT_SYNC_SETTINGS } satisfies SupplierSyncSettings };
}

/** The settings in force, injectable, so the controller reads them without holding the runtime. */
@Injectable()
export class SyncSettingsReader {
  constructor(private readonly runtime: CommandRuntime) {}

  for(supplierId: string | null): Promise<SyncSettingsAnswer> {
    return syncSettingsFor(this.runtime, supplierId);
  }
}
