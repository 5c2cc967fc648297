import { emptyPriceTable, type ProductCreated } from '@tradedesk/contracts/catalog/products';
import type { ProductReferenceFacts } from '../product.state.js';

/** Facts of a product whose code and barcodes are free and that names no category or size group. */
export const free: ProductReferenceFacts = { codeTaken: false, barcodeTaken: null };

export const data = {
  code: 'COLA',
  name: 'Cola',
  names: {},
  categoryId: null,
  unitLabel: '',
  barcode: '780',
  cost: '300.50',
  images: [],
  sizeGroupId: null,
  sizes: [],
  colors: [],
  shelfLifeDays: null,
};
export const create = {
  type: 'CreateProduct' as const,
  productId: 'p1',
  data,
  packings: { box: { size: '24.0', barcode: '1780', enabled: true } },
  prices: { unit: { retail: '590' }, box: { wholesale: '10000' } },
  facts: free,
};
const prices = emptyPriceTable();
prices.unit.retail = '590';
prices.box.wholesale = '10000';
/** What `create` records. */
export const created: ProductCreated = {
  type: 'ProductCreated',
  data: { productId: 'p1', ...data, cost: '300.5', packings: { box: { size: '24', barcode: '1780', enabled: true }, bigBag: null, bag: null }, prices },
};
