import type { RouteName } from '@tradedesk/contracts/platform/route-names';
import { CATALOG_PAGES } from '@tradedesk/contracts/catalog/common';
import { ROLE_ADMIN } from '@tradedesk/contracts/identity/identity';

/** Root and Admin, or the page privilege of a screen that makes the call (any of several). */
const rule = (...pages: RouteName[]) => ({ roles: [ROLE_ADMIN], page: pages.length === 1 ? pages[0] : pages }) as const;

/** The stock screens whose product picker searches and scans products. */
const STOCK_PICKERS: RouteName[] = [
  'ProductStock',
  'ProductStockLog',
  'ProductStockChange',
  'StockTransfer',
  'StockTransferAll',
  'StockTransferNew',
  'StockDamage',
  'StockCheckNew',
  'StockCheckDetail',
  'DefectiveLibrary',
];

/**
 * Who may make each catalog call: the screens that make it (frontend/src/features/catalog and the
 * inventory pickers). Reads are shared by every screen that shows products; each write belongs to
 * the screen that writes (a ProductList clerk neither creates categories nor changes prices).
 */
export const CATALOG_ACCESS = {
  productRead: rule(CATALOG_PAGES.products, 'ProductUpdate', 'PriceChange', 'BatchPriceChange', 'BarcodePrint', 'QrCodePrint', ...STOCK_PICKERS),
  productHistory: rule(CATALOG_PAGES.products, 'ProductUpdate'),
  productCreate: rule('ProductNew'),
  productUpdate: rule('ProductUpdate'),
  productStatus: rule(CATALOG_PAGES.products, 'ProductUpdate'),
  productImport: rule('ProductImport'),
  imageImport: rule('ImageImport'),
  prices: rule('PriceChange', 'BatchPriceChange'),
  categoryRead: rule('ProductCategory', 'AllCategory', CATALOG_PAGES.products, 'ProductNew', 'ProductUpdate', 'BatchPriceChange', 'BarcodePrint', 'QrCodePrint'),
  categoryHistory: rule('ProductCategory', 'AllCategory'),
  categoryWrite: rule('ProductCategory'),
  sizeGroupRead: rule('SizeGroups', 'SizeGroupNew', 'ProductNew', 'ProductUpdate'),
  sizeGroupHistory: rule('SizeGroups', 'SizeGroupNew'),
  sizeGroupWrite: rule('SizeGroups', 'SizeGroupNew'),
};
