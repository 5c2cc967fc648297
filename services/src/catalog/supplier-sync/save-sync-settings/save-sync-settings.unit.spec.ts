import { DEFAULT_SYNC_SETTINGS } from '@tradedesk/contracts/catalog/supplier-sync';
import { spec } from '../../../platform/cqrs/decider-spec.js';
import { syncSettingsDecider } from '../sync-settings.decider.js';

describe('price-list sync settings', () => {
  const save = (over: Partial<typeof DEFAULT_SYNC_SETTINGS> = {}, supplierExists = true) =>
    ({ type: 'SaveSyncSettings', supplierId: 's1', settings: { ...DEFAULT_SYNC_SETTINGS, ...over }, facts: { supplierExists } }) as const;
  it('records the settings when they change, nothing when they are the same', () => {
    spec(syncSettingsDecider).given([]).when(save({ minPriceChangePercent: '2.50' })).then([{ type: 'SupplierSyncSettingsChanged', data: { supplierId: 's1', settings: { ...DEFAULT_SYNC_SETTINGS, minPriceChangePercent: '2.5' } } }]);
    const saved = { type: 'SupplierSyncSettingsChanged' as const, data: { supplierId: 's1', settings: { ...DEFAULT_SYNC_SETTINGS } } };
    spec(syncSettingsDecider).given([saved]).when(save()).thenNothing();
    spec(syncSettingsDecider).given([saved]).when(save({ priceUnit: 'box' })).then((e) => expect(e[0].data.settings.priceUnit).toBe('box'));
  });
  it('an unknown supplier is refused', () => {
    spec(syncSettingsDecider).given([]).when(save({}, false)).thenFails('supplier_not_found');
  });
  it('the company default (no supplier) needs none', () =>
    spec(syncSettingsDecider)
      .given([])
      .when({ type: 'SaveSyncSettings', supplierId: null, settings: DEFAULT_SYNC_SETTINGS, facts: { supplierExists: false } })
      .then((e) => expect(e[0].data.supplierId).toBeNull()));
});
