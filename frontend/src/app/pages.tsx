/**
 * Which component renders each route name. One chunk per page, loaded the first time the page
 * shows (or earlier through `preload`); every name without a screen yet renders the translated
 * "coming soon" page (never a broken page).
 */
import type { RouteName } from '@tradedesk/contracts/platform/route-names';
import type { ComponentType } from 'react';

/**
 * A page's component, loaded on first use. Not React.lazy: the page frame (PageHost.tsx) waits for
 * `preload()` with a plain loading state instead of a Suspense fallback, so a page whose chunk is
 * in the browser's cache shows at once, not after React's 300 ms fallback throttle.
 */
export interface Page {
  /** Starts (or joins) the load of the page's chunk. */
  readonly preload: () => Promise<ComponentType>;
  /** The component once loaded. */
  readonly loaded: () => ComponentType | undefined;
}

function page(load: () => Promise<{ default: ComponentType }>): Page {
  let component: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  return {
    preload: () =>
      (pending ??= load().then(
        (m) => (component = m.default),
        (error: unknown) => {
          pending = undefined; // a retry loads it again
          throw error;
        },
      )),
    loaded: () => component,
  };
}

const ComingSoon = page(() => import('./pages/ComingSoon'));

export const PAGE_COMPONENTS: Readonly<Partial<Record<RouteName, Page>>> = {
  Login: page(() => import('../features/identity/routes/Login')),
  TokenLogin: page(() => import('../features/identity/routes/TokenLogin')),
  AuthRedirect: page(() => import('../features/identity/routes/AuthRedirect')),
  Page401: page(() => import('./pages/Page401')),
  Page404: page(() => import('./pages/Page404')),
  Dashboard: page(() => import('./pages/Dashboard')),
  ProfileIndex: page(() => import('../features/identity/routes/ProfileIndex')),
  ProfilePassword: page(() => import('../features/identity/routes/ProfilePassword')),
  AlarmClock: page(() => import('../features/messaging/routes/AlarmClock')),
  BossView: page(() => import('../features/dashboards/routes/BossView')),
  TopSale: page(() => import('../features/dashboards/routes/TopSale')),
  BossUnsalable: page(() => import('../features/dashboards/routes/BossUnsalable')),
  AiPurchase: page(() => import('../features/dashboards/routes/AiPurchase')),
  WarehouseDashb: page(() => import('../features/dashboards/routes/WarehouseDashb')),
  CustomDashb: page(() => import('../features/dashboards/routes/CustomDashb')),
  AbcAnalysis: page(() => import('../features/analysis/routes/AbcAnalysis')),
  PriceBandAnalysis: page(() => import('../features/analysis/routes/PriceBandAnalysis')),
  ReportTrendHistogram: page(() => import('../features/analysis/routes/ReportTrendHistogram')),
  PurchaseReplenishment: page(() => import('../features/purchasing/routes/PurchaseReplenishment')),
  PurchaseReplenishmentNew: page(() => import('../features/purchasing/routes/PurchaseReplenishmentNew')),
  PurchaseReplenishmentPrint: page(() => import('../features/purchasing/routes/PurchaseReplenishmentPrint')),
  PrePurchaseOrder: page(() => import('../features/purchasing/routes/PrePurchaseOrder')),
  Employees: page(() => import('../features/identity/routes/Employees')),
  Position: page(() => import('../features/identity/routes/Position')),
  Tag: page(() => import('../features/identity/routes/Tag')),
  SystemSetting: page(() => import('../features/settings/routes/SystemSetting')),
  SystemLog: page(() => import('../features/settings/routes/SystemLog')),
  ProductList: page(() => import('../features/catalog/routes/ProductList')),
  ProductNew: page(() => import('../features/catalog/routes/ProductNew')),
  ProductUpdate: page(() => import('../features/catalog/routes/ProductUpdate')),
  ProductStock: page(() => import('../features/inventory/routes/ProductStock')),
  ProductPurchase: page(() => import('../features/purchasing/routes/ProductPurchase')),
  ProductPurchaseDetail: page(() => import('../features/purchasing/routes/ProductPurchaseDetail')),
  ProductPurchasePrint: page(() => import('../features/purchasing/routes/ProductPurchasePrint')),
  ProductPurchaseInboundSplit: page(() => import('../features/purchasing/routes/ProductPurchaseInboundSplit')),
  PurchaseNew: page(() => import('../features/purchasing/routes/PurchaseNew')),
  PurchaseDetails: page(() => import('../features/purchasing/routes/PurchaseDetails')),
  PurchaseImport: page(() => import('../features/purchasing/routes/PurchaseImport')),
  PurchaseJump: page(() => import('../features/purchasing/routes/PurchaseJump')),
  ProductStockLog: page(() => import('../features/inventory/routes/ProductStockLog')),
  StockDamage: page(() => import('../features/inventory/routes/StockDamage')),
  StockTransferNew: page(() => import('../features/inventory/routes/StockTransferNew')),
  SaleNew: page(() => import('../features/sales/routes/SaleNew')),
  SaleInput: page(() => import('../features/sales/routes/SaleInput')),
  SaleRetail: page(() => import('../features/sales/routes/SaleRetail')),
  SaleOrderForm: page(() => import('../features/sales/routes/SaleOrderForm')),
  SaleOrderFormUpdate: page(() => import('../features/sales/routes/SaleOrderFormUpdate')),
  SaleOrderQuote: page(() => import('../features/sales/routes/SaleOrderQuote')),
  SaleOrderQuoteUpdate: page(() => import('../features/sales/routes/SaleOrderQuoteUpdate')),
  ProductStockChange: page(() => import('../features/inventory/routes/ProductStockChange')),
  ReportSale: page(() => import('../features/reports/routes/ReportSale')),
  ReportSalesAnalysis: page(() => import('../features/reports/routes/ReportSalesAnalysis')),
  ReportProductSale: page(() => import('../features/reports/routes/ReportProductSale')),
  ReportCategorySale: page(() => import('../features/reports/routes/ReportCategorySale')),
  ReportCustomer: page(() => import('../features/reports/routes/ReportCustomer')),
  ReportEmployeeSale: page(() => import('../features/reports/routes/ReportEmployeeSale')),
  ReportWarehouseSale: page(() => import('../features/reports/routes/ReportWarehouseSale')),
  ReportPerformance: page(() => import('../features/reports/routes/ReportPerformance')),
  ReportPieChart: page(() => import('../features/reports/routes/ReportPieChart')),
  ReportProfit: page(() => import('../features/costing/routes/ReportProfit')),
  ReportHome: page(() => import('../features/reports/routes/ReportHome')),
  ReportStock: page(() => import('../features/reports/routes/ReportStock')),
  ReportStockInOut: page(() => import('../features/reports/routes/ReportStockInOut')),
  ReportStockValue: page(() => import('../features/reports/routes/ReportStockValue')),
  ReportPurchase: page(() => import('../features/reports/routes/ReportPurchase')),
  ReportPurchaseDetail: page(() => import('../features/reports/routes/ReportPurchaseDetail')),
  ReportSupplierPurchase: page(() => import('../features/reports/routes/ReportSupplierPurchase')),
  ReportStockTransfer: page(() => import('../features/reports/routes/ReportStockTransfer')),
  ReportReturnDamage: page(() => import('../features/reports/routes/ReportReturnDamage')),
  ReportStockCheck: page(() => import('../features/reports/routes/ReportStockCheck')),
  ReportPayable: page(() => import('../features/reports/routes/ReportPayable')),
  ReportReceivable: page(() => import('../features/reports/routes/ReportReceivable')),
  ReportPriceChange: page(() => import('../features/reports/routes/ReportPriceChange')),
  ReportFinancialFlow: page(() => import('../features/reports/routes/ReportFinancialFlow')),
  StockCheck: page(() => import('../features/inventory/routes/StockCheck')),
  StockCheckNew: page(() => import('../features/inventory/routes/StockCheckNew')),
  StockCheckDetail: page(() => import('../features/inventory/routes/StockCheckDetail')),
  StockCheckDuplicate: page(() => import('../features/inventory/routes/StockCheckDuplicate')),
  StockCheckUncounted: page(() => import('../features/inventory/routes/StockCheckUncounted')),
  StockCheckExcelImport: page(() => import('../features/inventory/routes/StockCheckExcelImport')),
  StockCheckImport: page(() => import('../features/inventory/routes/StockCheckImport')),
  StockCheckPrint: page(() => import('../features/inventory/routes/StockCheckPrint')),
  CustomerList: page(() => import('../features/customers/routes/CustomerList')),
  CustomerImport: page(() => import('../features/customers/routes/CustomerImport')),
  CustomerGroup: page(() => import('../features/customers/routes/CustomerGroup')),
  CustomerGroupMember: page(() => import('../features/customers/routes/CustomerGroupMember')),
  Membership: page(() => import('../features/customers/routes/Membership')),
  CustomerAccount: page(() => import('../features/customers/routes/CustomerAccount')),
  CustomerCreateAccount: page(() => import('../features/customers/routes/CustomerCreateAccount')),
  ProductCategory: page(() => import('../features/catalog/routes/ProductCategory')),
  AllCategory: page(() => import('../features/catalog/routes/AllCategory')),
  Supplier: page(() => import('../features/catalog/routes/SupplierList')),
  BasicsSupplier: page(() => import('../features/catalog/routes/BasicsSupplier')),
  SupplierAccount: page(() => import('../features/catalog/routes/SupplierAccount')),
  FinanceList: page(() => import('../features/finance/routes/FinanceList')),
  FinanceImport: page(() => import('../features/finance/routes/FinanceImport')),
  Domestic: page(() => import('../features/finance/routes/Domestic')),
  DomesticNew: page(() => import('../features/finance/routes/DomesticNew')),
  TransferToChina: page(() => import('../features/finance/routes/TransferToChina')),
  TransferToChinaNew: page(() => import('../features/finance/routes/TransferToChinaNew')),
  CurrencyExchange: page(() => import('../features/finance/routes/CurrencyExchange')),
  FinanceNew: page(() => import('../features/finance/routes/FinanceNew')),
  FinancePrint: page(() => import('../features/finance/routes/FinancePrint')),
  FinanceSale: page(() => import('../features/finance/routes/FinanceSale')),
  FinancePurchase: page(() => import('../features/finance/routes/FinancePurchase')),
  FinanceBatchAdd: page(() => import('../features/finance/routes/FinanceBatchAdd')),
  FinanceClass: page(() => import('../features/finance/routes/FinanceClass')),
  FinanceClassNew: page(() => import('../features/finance/routes/FinanceClassNew')),
  Bank: page(() => import('../features/finance/routes/Bank')),
  BankNew: page(() => import('../features/finance/routes/BankNew')),
  ReportDayKnot: page(() => import('../features/finance/routes/ReportDayKnot')),
  ReportDayKnotList: page(() => import('../features/finance/routes/ReportDayKnotList')),
  ReportMonthKnot: page(() => import('../features/finance/routes/ReportMonthKnot')),
  ReportMonthKnotList: page(() => import('../features/finance/routes/ReportMonthKnotList')),
  CheckTransfer: page(() => import('../features/finance/routes/CheckTransfer')),
  CheckTransferNew: page(() => import('../features/finance/routes/CheckTransferNew')),
  CheckTransferEdit: page(() => import('../features/finance/routes/CheckTransferEdit')),
  SupplierCreateAccount: page(() => import('../features/catalog/routes/SupplierCreateAccount')),
  SupplierSyncInfo: page(() => import('../features/catalog/routes/SupplierSyncInfo')),
  SizeGroups: page(() => import('../features/catalog/routes/SizeGroups')),
  Currency: page(() => import('../features/finance/routes/Currency')),
  CurrencyNew: page(() => import('../features/finance/routes/CurrencyNew')),
  SizeGroupNew: page(() => import('../features/catalog/routes/SizeGroupNew')),
  Warehouse: page(() => import('../features/catalog/routes/Warehouse')),
  PayMethod: page(() => import('../features/pos/routes/PayMethod')),
  PosMachine: page(() => import('../features/pos/routes/PosMachine')),
  PosCashboxLog: page(() => import('../features/pos/routes/PosCashboxLog')),
  PosMachineLog: page(() => import('../features/pos/routes/PosMachineLog')),
  PosAuthorize: page(() => import('../features/pos/routes/PosAuthorize')),
  PosInvoice: page(() => import('../features/pos/routes/PosInvoice')),
  WarehouseZone: page(() => import('../features/catalog/routes/WarehouseZone')),
  WarehouseZoneImport: page(() => import('../features/catalog/routes/WarehouseZoneImport')),
  WarehouseZoneBarcode: page(() => import('../features/catalog/routes/WarehouseZoneBarcode')),
  StockTransfer: page(() => import('../features/inventory/routes/StockTransfer')),
  StockTransferAll: page(() => import('../features/inventory/routes/StockTransferAll')),
  StockTransferPrint: page(() => import('../features/inventory/routes/StockTransferPrint')),
  StockDamagePrint: page(() => import('../features/inventory/routes/StockDamagePrint')),
  StockTransferImport: page(() => import('../features/inventory/routes/StockTransferImport')),
  DefectiveLibrary: page(() => import('../features/inventory/routes/DefectiveLibrary')),
  BarcodePrint: page(() => import('../features/catalog/routes/BarcodePrint')),
  QrCodePrint: page(() => import('../features/catalog/routes/QrCodePrint')),
  PriceChange: page(() => import('../features/catalog/routes/PriceChange')),
  BatchPriceChange: page(() => import('../features/catalog/routes/BatchPriceChange')),
  ProductImport: page(() => import('../features/catalog/routes/ProductImport')),
  ImageImport: page(() => import('../features/catalog/routes/ImageImport')),
  // Sales: the list, distribution, collector, batch input and prints (the order-entry screens are registered apart).
  SaleList: page(() => import('../features/sales/routes/SaleList')),
  SaleCancel: page(() => import('../features/sales/routes/SaleCancel')),
  SaleStockout: page(() => import('../features/sales/routes/SaleStockout')),
  SalePicking: page(() => import('../features/sales/routes/SalePicking')),
  SaleDistributionOrder: page(() => import('../features/sales/routes/SaleDistributionOrder')),
  SaleCollector: page(() => import('../features/sales/routes/SaleCollector')),
  SaleBatchInput: page(() => import('../features/sales/routes/SaleBatchInput')),
  SalePrint: page(() => import('../features/sales/routes/SalePrint')),
  SaleNoPricePrint: page(() => import('../features/sales/routes/SaleNoPricePrint')),
  SaleOrderFormPrint: page(() => import('../features/sales/routes/SalePrintOrderForm')),
  SaleOrderQuotePrint: page(() => import('../features/sales/routes/SalePrintQuote')),
  SaleDeliveryNoteCn: page(() => import('../features/sales/routes/SaleDeliveryNoteCn')),
  SaleDeliveryNoteCl: page(() => import('../features/sales/routes/SaleDeliveryNoteCl')),
  SaleDeliveryNoteEn: page(() => import('../features/sales/routes/SaleDeliveryNoteEn')),
  OceanShipping: page(() => import('../features/purchasing/routes/OceanShipping')),
  OceanShippingNew: page(() => import('../features/purchasing/routes/OceanShippingNew')),
  OceanShippingImport: page(() => import('../features/purchasing/routes/OceanShippingImport')),
};

export const pageComponentFor = (name: RouteName): Page => PAGE_COMPONENTS[name] ?? ComingSoon;

/** Has this route a screen? The menu greys out and badges the ones that have not (planned). */
export const isBuilt = (name: RouteName): boolean => name in PAGE_COMPONENTS;
