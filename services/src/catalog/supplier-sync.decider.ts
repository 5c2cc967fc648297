import { canonicalDecimal } from '@tradedesk/contracts/catalog/common';
import type { SupplierSyncSettings, SupplierSyncSettingsEvent } from '@tradedesk/contracts/catalog/supplier-sync';
import type { Decider } from '../platform/cqrs/decider.js';
import { DomainError } from '../platform/event-store/errors.js';

export interface SyncSettingsState {
  settings: SupplierSyncSettings | null;
}
export type SyncSettingsCommand = { type: 'SaveSyncSettings'; supplierId: string | null; supplierExists: boolean; settings: SupplierSyncSettings };

const same = (a: SupplierSyncSettings, b: SupplierSyncSettings) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** The price-list sync settings of one supplier (or the default): saved whole, recorded only when they change. */
export const syncSettingsDecider: Decider<SyncSettingsCommand, SyncSettingsState, SupplierSyncSettingsEvent> = {
  initialState: () => ({ settings: null }),
  decide(cmd, s) {
    if (cmd.supplierId !== null && !cmd.supplierExists) throw new DomainError('supplier_not_found', `Supplier ${cmd.supplierId} does not exist.`, 404, { field: 'supplierId' });
    const settings = { ...cmd.settings, minPriceChangePercent: canonicalDecimal(cmd.settings.minPriceChangePercent) };
    if (s.settings && same(s.settings, settings)) return [];
    return [{ type: 'SupplierSyncSettingsChanged', data: { supplierId: cmd.supplierId, settings } }];
  },
  evolve(s, e) {
    return e.type === 'SupplierSyncSettingsChanged' ? { settings: e.data.settings } : s;
  },
};
