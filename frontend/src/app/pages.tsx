/**
 * Which component renders each route name. One React.lazy chunk per page; every name without a
 * screen yet renders the translated "coming soon" page (never a broken page).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Page = LazyExoticComponent<ComponentType>;

const ComingSoon = lazy(() => import('./pages/ComingSoon'));

export const PAGE_COMPONENTS: Readonly<Record<string, Page>> = {
  Login: lazy(() => import('../features/identity/routes/Login')),
  TokenLogin: lazy(() => import('../features/identity/routes/TokenLogin')),
  AuthRedirect: lazy(() => import('../features/identity/routes/AuthRedirect')),
  Page401: lazy(() => import('./pages/Page401')),
  Page404: lazy(() => import('./pages/Page404')),
  Dashboard: lazy(() => import('./pages/Dashboard')),
  ProfileIndex: lazy(() => import('../features/identity/routes/ProfileIndex')),
  ProfilePassword: lazy(() => import('../features/identity/routes/ProfilePassword')),
  AlarmClock: lazy(() => import('../features/messaging/routes/AlarmClock')),
  Employees: lazy(() => import('../features/identity/routes/Employees')),
  Position: lazy(() => import('../features/identity/routes/Position')),
  Tag: lazy(() => import('../features/identity/routes/Tag')),
  SystemSetting: lazy(() => import('../features/settings/routes/SystemSetting')),
  SystemLog: lazy(() => import('../features/settings/routes/SystemLog')),
  ProductList: lazy(() => import('../features/catalog/routes/ProductList')),
  ProductNew: lazy(() => import('../features/catalog/routes/ProductNew')),
  ProductUpdate: lazy(() => import('../features/catalog/routes/ProductUpdate')),
  ProductStock: lazy(() => import('../features/inventory/routes/ProductStock')),
  ProductStockLog: lazy(() => import('../features/inventory/routes/ProductStockLog')),
  StockDamage: lazy(() => import('../features/inventory/routes/StockDamage')),
  StockTransferNew: lazy(() => import('../features/inventory/routes/StockTransferNew')),
  SaleNew: lazy(() => import('../features/sales/routes/SaleNew')),
  SaleInput: lazy(() => import('../features/sales/routes/SaleInput')),
  SaleRetail: lazy(() => import('../features/sales/routes/SaleRetail')),
  SaleOrderForm: lazy(() => import('../features/sales/routes/SaleOrderForm')),
  SaleOrderFormUpdate: lazy(() => import('../features/sales/routes/SaleOrderFormUpdate')),
  SaleOrderQuote: lazy(() => import('../features/sales/routes/SaleOrderQuote')),
  SaleOrderQuoteUpdate: lazy(() => import('../features/sales/routes/SaleOrderQuoteUpdate')),
  ProductStockChange: lazy(() => import('../features/inventory/routes/ProductStockChange')),
  StockCheck: lazy(() => import('../features/inventory/routes/StockCheck')),
  StockCheckNew: lazy(() => import('../features/inventory/routes/StockCheckNew')),
  StockCheckDetail: lazy(() => import('../features/inventory/routes/StockCheckDetail')),
  StockCheckDuplicate: lazy(() => import('../features/inventory/routes/StockCheckDuplicate')),
  StockCheckUncounted: lazy(() => import('../features/inventory/routes/StockCheckUncounted')),
  StockCheckExcelImport: lazy(() => import('../features/inventory/routes/StockCheckExcelImport')),
  StockCheckImport: lazy(() => import('../features/inventory/routes/StockCheckImport')),
  StockCheckPrint: lazy(() => import('../features/inventory/routes/StockCheckPrint')),
  CustomerList: lazy(() => import('../features/customers/routes/CustomerList')),
  CustomerImport: lazy(() => import('../features/customers/routes/CustomerImport')),
  CustomerGroup: lazy(() => import('../features/customers/routes/CustomerGroup')),
  CustomerGroupMember: lazy(() => import('../features/customers/routes/CustomerGroupMember')),
  Membership: lazy(() => import('../features/customers/routes/Membership')),
  CustomerAccount: lazy(() => import('../features/customers/routes/CustomerAccount')),
  CustomerCreateAccount: lazy(() => import('../features/customers/routes/CustomerCreateAccount')),
  ProductCategory: lazy(() => import('../features/catalog/routes/ProductCategory')),
  AllCategory: lazy(() => import('../features/catalog/routes/AllCategory')),
  Supplier: lazy(() => import('../features/catalog/routes/SupplierList')),
  BasicsSupplier: lazy(() => import('../features/catalog/routes/BasicsSupplier')),
  SupplierAccount: lazy(() => import('../features/catalog/routes/SupplierAccount')),
  SupplierCreateAccount: lazy(() => import('../features/catalog/routes/SupplierCreateAccount')),
  SupplierSyncInfo: lazy(() => import('../features/catalog/routes/SupplierSyncInfo')),
  SizeGroups: lazy(() => import('../features/catalog/routes/SizeGroups')),
  SizeGroupNew: lazy(() => import('../features/catalog/routes/SizeGroupNew')),
  Warehouse: lazy(() => import('../features/catalog/routes/Warehouse')),
  WarehouseZone: lazy(() => import('../features/catalog/routes/WarehouseZone')),
  WarehouseZoneImport: lazy(() => import('../features/catalog/routes/WarehouseZoneImport')),
  WarehouseZoneBarcode: lazy(() => import('../features/catalog/routes/WarehouseZoneBarcode')),
  StockTransfer: lazy(() => import('../features/inventory/routes/StockTransfer')),
  StockTransferAll: lazy(() => import('../features/inventory/routes/StockTransferAll')),
  StockTransferPrint: lazy(() => import('../features/inventory/routes/StockTransferPrint')),
  StockTransferImport: lazy(() => import('../features/inventory/routes/StockTransferImport')),
  DefectiveLibrary: lazy(() => import('../features/inventory/routes/DefectiveLibrary')),
  BarcodePrint: lazy(() => import('../features/catalog/routes/BarcodePrint')),
  QrCodePrint: lazy(() => import('../features/catalog/routes/QrCodePrint')),
  PriceChange: lazy(() => import('../features/catalog/routes/PriceChange')),
  BatchPriceChange: lazy(() => import('../features/catalog/routes/BatchPriceChange')),
  ProductImport: lazy(() => import('../features/catalog/routes/ProductImport')),
  ImageImport: lazy(() => import('../features/catalog/routes/ImageImport')),
};

export const pageComponentFor = (name: string): Page => PAGE_COMPONENTS[name] ?? ComingSoon;

export const isBuilt = (name: string) => name in PAGE_COMPONENTS;
