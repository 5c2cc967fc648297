import { emptyPackings, emptyPriceTable } from '@tradedesk/contracts/catalog/products';
import { spec } from '../../../platform/cqrs/decider-spec.js';
import { productDecider } from '../product.decider.js';

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
  it('an empty item code is refused', () => spec(productDecider).given([created]).when({ type: 'LinkSupplier', productId: 'p1', supplierId: 's1', itemCode: '  ' }).thenFails('invalid_item_code'));
});
