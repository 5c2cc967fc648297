import type { SupplierSyncSettingsEvent } from '@tradedesk/contracts/catalog/supplier-sync';
import { decideByType, type Decider } from '../../platform/cqrs/decider.js';
import { decideSaveSyncSettings, type SaveSyncSettings } from './save-sync-settings/save-sync-settings.decide.js';
import { evolveSyncSettings, initialSyncSettingsState, type SyncSettingsState } from './sync-settings.state.js';

export type SyncSettingsCommand = SaveSyncSettings;

/** The price-list sync settings of one supplier (or the default): the rule is in save-sync-settings/. */
export const syncSettingsDecider: Decider<SyncSettingsCommand, SyncSettingsState, SupplierSyncSettingsEvent> = {
  initialState: initialSyncSettingsState,
  evolve: evolveSyncSettings,
  decide: decideByType<SyncSettingsCommand, SyncSettingsState, SupplierSyncSettingsEvent>({
    SaveSyncSettings: decideSaveSyncSettings,
  }),
};
