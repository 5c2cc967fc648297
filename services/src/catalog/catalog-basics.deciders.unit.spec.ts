import { spec } from '../platform/cqrs/decider-spec.js';
import { productDecider } from './product.decider.js';
import { syncSettingsDecider } from './supplier-sync.decider.js';
import { DEFAULT_SYNC_SETTINGS } from '@tradedesk/contracts/catalog/supplier-sync';
import { emptyPackings, emptyPriceTable } from '@tradedesk/contracts/catalog/products';

describe('product: supplier item codes', () => {
  const created = {
    type: 'ProductCreated' as const,
    data: {
      productId: 'p1', code: 'P1', name: 'P', names: {}, categoryId: null, unitLabel: '', barcode: '', packings: emptyPackings(), prices: emptyPriceTable(), cost: '0',
      images: [], sizeGroupId: null, sizes: [], colors: [], shelfLifeDays: null,
    },
  };
  const linked = { type: 'ProductSupplierLinked' as const, data: { productId: 'p1', supplierId: 's1', itemCode: 'A-1' } };
  it('links a supplier code; the same code again changes nothing; another code replaces it', () => {
    spec(productDecider).given([created]).when({ type: 'LinkSupplier', productId: 'p1', supplierId: 's1', itemCode: ' A-1 ' }).then([linked]);
    spec(productDecider).given([created, linked]).when({ type: 'LinkSupplier', productId: 'p1', supplierId: 's1', itemCode: 'A-1' }).thenNothing();
    spec(productDecider).given([created, linked]).when({ type: 'LinkSupplier', productId: 'p1', supplierId: 's1', itemCode: 'A-2' }).then([{ type: 'ProductSupplierLinked', data: { productId: 'p1', supplierId: 's1', itemCode: 'A-2' } }]);
    spec(productDecider).given([]).when({ type: 'LinkSupplier', productId: 'p1', supplierId: 's1', itemCode: 'A-1' }).thenFails('product_not_found');
  });
  it('unlinks only what is linked', () => {
    spec(productDecider).given([created, linked]).when({ type: 'UnlinkSupplier', productId: 'p1', supplierId: 's1' }).then([{ type: 'ProductSupplierUnlinked', data: { productId: 'p1', supplierId: 's1' } }]);
    spec(productDecider).given([created]).when({ type: 'UnlinkSupplier', productId: 'p1', supplierId: 's1' }).thenNothing();
  });
});

describe('price-list sync settings', () => {
  const save = (over: Partial<typeof DEFAULT_SYNC_SETTINGS> = {}, supplierExists = true) =>
    ({ type: 'SaveSyncSettings', supplierId: 's1', supplierExists, settings: { ...DEFAULT_SYNC_SETTINGS, ...over } }) as const;
  it('records the settings when they change, nothing when they are the same', () => {
    spec(syncSettingsDecider).given([]).when(save({ minPriceChangePercent: '2.50' })).then([{ type: 'SupplierSyncSettingsChanged', data: { supplierId: 's1', settings: { ...DEFAULT_SYNC_SETTINGS, minPriceChangePercent: '2.5' } } }]);
    const saved = { type: 'SupplierSyncSettingsChanged' as const, data: { supplierId: 's1', settings: { ...DEFAULT_SYNC_SETTINGS } } };
    spec(syncSettingsDecider).given([saved]).when(save()).thenNothing();
    spec(syncSettingsDecider).given([saved]).when(save({ priceUnit: 'box' })).then((e) => expect(e[0].data.settings.priceUnit).toBe('box'));
  });
  it('an unknown supplier is refused', () => {
    spec(syncSettingsDecider).given([]).when(save({}, false)).thenFails('supplier_not_found');
  });
});
