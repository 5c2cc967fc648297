import { canonicalDecimal } from '@tradedesk/contracts/catalog/common';
import type { SupplierSyncSettings, SupplierSyncSettingsEvent } from '@tradedesk/contracts/catalog/supplier-sync';
import { DomainError } from '../../../platform/event-store/errors.js';
import type { SyncSettingsState } from '../sync-settings.state.js';

export interface SaveSyncSettings {
  type: 'SaveSyncSettings';
  /** null: the company default. */
  supplierId: string | null;
  settings: SupplierSyncSettings;
  facts: { supplierExists: boolean };
}

const same = (a: SupplierSyncSettings, b: SupplierSyncSettings) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** Saved whole, recorded only when they change; a supplier's settings need the supplier. */
export function decideSaveSyncSettings(c: SaveSyncSettings, s: SyncSettingsState): SupplierSyncSettingsEvent[] {
  if (c.supplierId !== null && !c.facts.supplierExists) throw new DomainError('supplier_not_found', `Supplier ${c.supplierId} does not exist.`, 404, { field: 'supplierId' });
  const settings = { ...c.settings, minPriceChangePercent: canonicalDecimal(c.settings.minPriceChangePercent) };
  if (s.settings && same(s.settings, settings)) return [];
  return [{ type: 'SupplierSyncSettingsChanged', data: { supplierId: c.supplierId, settings } }];
}
