import type { SupplierSyncSettings, SupplierSyncSettingsEvent } from '@tradedesk/contracts/catalog/supplier-sync';
import type { EvolveEvent } from '../../platform/cqrs/decider.js';

/** The price-list sync settings of one supplier (or the company default) as saved last; null: never saved. */
export interface SyncSettingsState {
  settings: SupplierSyncSettings | null;
}

export const initialSyncSettingsState = (): SyncSettingsState => ({ settings: null });

export function evolveSyncSettings(s: SyncSettingsState, e: EvolveEvent<SupplierSyncSettingsEvent>): SyncSettingsState {
  return e.type === 'SupplierSyncSettingsChanged' ? { settings: e.data.settings } : s;
}
