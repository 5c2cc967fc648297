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
  // Sales: the list, distribution, collector, batch input and prints (the order-entry screens are registered apart).
  SaleList: lazy(() => import('../features/sales/routes/SaleList')),
  SaleCancel: lazy(() => import('../features/sales/routes/SaleCancel')),
  SaleStockout: lazy(() => import('../features/sales/routes/SaleStockout')),
  SalePicking: lazy(() => import('../features/sales/routes/SalePicking')),
  SaleDistributionOrder: lazy(() => import('../features/sales/routes/SaleDistributionOrder')),
  SaleCollector: lazy(() => import('../features/sales/routes/SaleCollector')),
  SaleBatchInput: lazy(() => import('../features/sales/routes/SaleBatchInput')),
  SalePrint: lazy(() => import('../features/sales/routes/SalePrint')),
  SaleNoPricePrint: lazy(() => import('../features/sales/routes/SaleNoPricePrint')),
  SaleOrderFormPrint: lazy(() => import('../features/sales/routes/SalePrintOrderForm')),
  SaleOrderQuotePrint: lazy(() => import('../features/sales/routes/SalePrintQuote')),
  SaleDeliveryNoteCn: lazy(() => import('../features/sales/routes/SaleDeliveryNoteCn')),
  SaleDeliveryNoteCl: lazy(() => import('../features/sales/routes/SaleDeliveryNoteCl')),
  SaleDeliveryNoteEn: lazy(() => import('../features/sales/routes/SaleDeliveryNoteEn')),
};

export const pageComponentFor = (name: string): Page => PAGE_COMPONENTS[name] ?? ComingSoon;

export const isBuilt = (name: string) => name in PAGE_COMPONENTS;
