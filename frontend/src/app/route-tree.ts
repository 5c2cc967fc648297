/**
 * THE route tree of TradeDesk (docs/shell.md "Routes"). Pure data, no JSX: the guard, the sidebar,
 * the breadcrumb, the visited-page tabs, the page cache and the document title all derive from it,
 * and the jest specs import it to check roles and translations (each name has a 'route.<name>' key).
 *
 * Conventions
 * - every node has a unique `name`; `meta.title` is the name, translated as `route.<title>`;
 * - `meta.roles` is inherited by children that do not set their own (some basics pages take their
 *   parent's); no roles anywhere up the chain = every signed-in user;
 * - hidden pages (detail, print, variants) never show in the menu; `activeMenu` says which menu
 *   entry to highlight while one is open.
 * Which screen component renders a name is decided in pages.tsx; names without a component show
 * the translated "coming soon" page.
 */

import { ROLE_ADMIN, ROLE_INVOICE, ROLE_ROOT, type BuiltInRole } from '@tradedesk/contracts/identity/identity';
import { COUNT_SCREENS, DAMAGE_SCREENS, TRANSFER_SCREENS } from '@tradedesk/contracts/inventory/stock-pages';
import type { RouteName } from '@tradedesk/contracts/platform/route-names';
import { SALE_READ_PAGES } from '@tradedesk/contracts/sales/sale-pages';
import type { CompanySettingKey } from '@tradedesk/contracts/settings/company-settings';
import type { IconName } from '../components/ui/icon-names';


/**
 * A condition the company's settings or the session must meet for an entry to exist (docs/shell.md
 * "Menu switches"). Read by one function (permission.ts meetsRequirement); a route states its own
 * rule here instead of being a case in a switch over names.
 */
export type Requirement =
  /** A company setting read as a flag; `orProfile`: the profile's own sysSettings may set it too. */
  | { setting: CompanySettingKey; truthy: boolean; orProfile?: true }
  | { setting: CompanySettingKey; notEquals: string }
  /** The boss privilege of the user's profile. */
  | { boss: true }
  | { role: BuiltInRole }
  | { anyOf: readonly Requirement[] }
  | { allOf: readonly Requirement[] };

export interface RouteMeta {
  /** i18n key suffix: the title shown is t('route.' + title). */
  title: string;
  icon?: IconName;
  roles?: readonly BuiltInRole[];
  /** Not kept mounted in the page cache when its tab is not active. */
  noCache?: boolean;
  /** Never listed in the menu (still routable when allowed). */
  hidden?: boolean;
  /** Tab cannot be closed and is opened at start. */
  affix?: boolean;
  /** Menu entry (full path) to highlight while this hidden page is open. */
  activeMenu?: string;
  /** false: left out of the breadcrumb. */
  breadcrumb?: boolean;
  /** Page-privilege name that governs this route when it is not its own name. */
  privilege?: RouteName;
  /**
   * A print page of the documents these screens make or list: a page privilege for any of them
   * opens it too (a clerk who may sell may print the sale's delivery note), and the privilege tree
   * folds it into them (docs/shell.md "Print pages"). Its own name still opens it.
   */
  printOf?: readonly RouteName[];
  /** Company settings / session the entry needs; without them it is neither listed nor routable. */
  requires?: Requirement;
  /** Query the menu adds to its link (the cancelled-orders list is the sale list on state=true). */
  query?: Readonly<Record<string, string>>;
}

export interface RouteNode {
  /** Absolute for top-level nodes ('/sale'), relative for children ('new', ':id/update'). */
  path: string;
  name: RouteName;
  meta: RouteMeta;
  /** Where the node's own path goes (groups: first child). */
  redirect?: string;
  children?: RouteNode[];
}

const ROOT_ADMIN = [ROLE_ROOT, ROLE_ADMIN] as const;
const WITH_INVOICE = [ROLE_ROOT, ROLE_ADMIN, ROLE_INVOICE] as const;

type Extra = Partial<Omit<RouteMeta, 'title'>>;
const page = (path: string, name: RouteName, icon?: IconName, extra: Extra = {}): RouteNode => ({
  path,
  name,
  meta: { title: name, ...(icon ? { icon } : {}), ...extra },
});
const hidden = (path: string, name: RouteName, extra: Extra = {}): RouteNode =>
  page(path, name, undefined, { hidden: true, ...extra });
const printPage = (path: string, name: RouteName, extra: Extra = {}): RouteNode =>
  hidden(path, name, { noCache: true, ...extra });
const group = (path: string, name: RouteName, icon: IconName | undefined, extra: Extra, children: RouteNode[]): RouteNode => ({
  ...page(path, name, icon, extra),
  children,
});

const flagOn = (setting: CompanySettingKey): Requirement => ({ setting, truthy: true });
/** Retail companies sell at the till only: no scan sale, sale entry or batch input. */
const NOT_RETAIL: Requirement = { setting: 'SaleType', notEquals: 'Retail' };
const BOSS_VIEW: Requirement = {
  allOf: [flagOn('MenuShowBossview'), { anyOf: [{ allOf: [flagOn('EnableBossPrivilege'), { boss: true }] }, { role: ROLE_ROOT }] }],
};
const ORDER_CLEAR: Requirement = { allOf: [flagOn('MenuShowOrderClear'), { anyOf: [{ boss: true }, { role: ROLE_ROOT }] }] };

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Tutorials that exist in Chinese and English (each has an English variant page). */
export const TUTORIAL_TOPICS = [
  ['app-mall', 'TutorialAppMall'],
  ['batch-purchase', 'TutorialBatchPurchase'],
  ['sale', 'TutorialSale'],
  ['finance', 'TutorialFinance'],
  ['stock', 'TutorialStock'],
  ['employee', 'TutorialEmployee'],
  ['image-import', 'TutorialImageImport'],
  ['app-order', 'TutorialAppOrder'],
] as const;

/** Countries / modes of the retail checkout page (the pay-retail variants). */
export const PAY_RETAIL_VARIANTS = [
  ['at', 'At'], ['pl', 'Pl'], ['es', 'Es'], ['per', 'Per'], ['ro', 'Ro'],
  ['voucher', 'Voucher'], ['restaurant', 'Restaurant'], ['packing', 'Packing'],
] as const;

/** Invoice billing variants: pl, plRetail, plTax, plReturn, hu, es, cz, ec. */
export const BILLING_VARIANTS = [
  ['pl', 'Pl'], ['plRetail', 'PlRetail'], ['plTax', 'PlTax'], ['plReturn', 'PlReturn'],
  ['hu', 'Hu'], ['es', 'Es'], ['cz', 'Cz'], ['ec', 'Ec'],
] as const;

/** Delivery-note print types that have their own numbered sale print page. */
export const NUMBERED_SALE_PRINTS = [...range(1, 19).map(String), 'Iva', '42', '52'] as const;
export const CHINESE_PRINT_COUNT = 19;

const mainControl = group('/main-control', 'MainControl', 'boss', { roles: ROOT_ADMIN }, [
  page('boss-view', 'BossView', 'boss', { requires: BOSS_VIEW }),
  page('boss-unsalable', 'BossUnsalable', 'chart'),
  page('recommend', 'Recommend', 'chart'),
  page('recommendSupplier', 'RecommendSupplier', 'supplier', { privilege: 'Recommend' }),
  page('smartPurchase', 'AiPurchase', 'purchase', { requires: flagOn('MenuShowAIanalysis') }),
  page('abc-analysis', 'AbcAnalysis', 'chart'),
  page('pricebandAnalysis', 'PriceBandAnalysis', 'chart'),
  page('topsale', 'TopSale', 'chart'),
  page('Pre-purchaseOrder', 'PrePurchaseOrder', 'purchase'),
  page('WarehouseDashboard', 'WarehouseDashb', 'stock', { requires: flagOn('MenuShowBossview') }),
  page('CustomDashboard', 'CustomDashb', 'dashboard', { requires: flagOn('MenuShowBossview') }),
  page('alarm-clock', 'AlarmClock', 'alarm'),
  page('tutorial', 'Tutorial', 'tutorial'),
  ...TUTORIAL_TOPICS.flatMap(([path, name]) => [
    hidden(`tutorial/${path}`, name, { activeMenu: '/main-control/tutorial' }),
    hidden(`tutorial/${path}-en`, `${name}En`, { activeMenu: '/main-control/tutorial' }),
  ]),
]);

const chain = group('/chain', 'ChainStoreHead', 'chain', { roles: ROOT_ADMIN, requires: { setting: 'IsChainStoreHead', truthy: true, orProfile: true } }, [
  page('shop-chain', 'ChainShop', 'chain'),
  page('modifyProductPrice', 'ChainModifyPrice'),
  page('out-in-verify', 'ChainOutInVerify'),
  page('productList', 'ChainProductList'),
  page('sales-query', 'ChainSalesQuery'),
  page('replenishment-order', 'ChainReplenishmentOrder'),
  printPage('replenishment-order/print/:id', 'ChainReplenishmentPrint', { activeMenu: '/chain/replenishment-order' }),
  page('sales-summary', 'ChainSalesSummary'),
  page('branch-sales-daily', 'ChainBranchSalesDaily'),
  page('sales-daily-summary', 'ChainSalesDailySummary'),
  page('branch-flow-details', 'ChainBranchFlowDetails'),
  page('branch-finance-category', 'ChainBranchFinanceCategory'),
  page('issue-order', 'ChainIssueOrder'),
  page('branch-chain-store', 'ChainBranchStore'),
  page('branch-store-list', 'ChainBranchStoreList'),
  page('branch-store-stock', 'ChainBranchStoreStock'),
  page('shop-distribution', 'ChainShopDistribution'),
  page('allocate-outbound', 'ChainAllocateOutbound'),
  page('branch-distribution', 'ChainBranchDistribution'),
  page('allocate-putInStorage', 'ChainAllocatePutInStorage'),
  page('batch/allocate/outbound', 'ChainBatchAllocateOutbound'),
  page('batch/allocate/batch-import', 'ChainBatchAllocateImport'),
  page('outbound/order', 'ChainOutboundOrder'),
  hidden(':id/outbound/order', 'ChainOutboundOrderEdit', { activeMenu: '/chain/outbound/order' }),
  page('batch/chainstore/inbound', 'ChainBatchInbound'),
  hidden(':id/inbound/order', 'ChainInboundOrderEdit', { activeMenu: '/chain/batch/chainstore/inbound' }),
  page('chain-daily-statement', 'ChainDailyStatement'),
  printPage('outbound/order/print/:id', 'ChainOutboundPrint'),
  printPage('inbound/order/print/:id', 'ChainInboundPrint'),
  printPage('chain-daily-statement/print', 'ChainDailyStatementPrint'),
]);

const product = group('/product', 'Product', 'product', { roles: ROOT_ADMIN }, [
  page('index', 'ProductList', 'product'),
  page('new', 'ProductNew'),
  hidden(':id/update', 'ProductUpdate', { activeMenu: '/product/index' }),
  page('purchase', 'ProductPurchase', 'purchase'),
  hidden('purchase/:id/detail', 'ProductPurchaseDetail', { activeMenu: '/product/purchase' }),
  printPage('purchase/print/:id', 'ProductPurchasePrint', { printOf: ['ProductPurchase', 'ProductPurchaseDetail', 'PurchaseDetails'] }),
  hidden('purchase/:id/inbound-split', 'ProductPurchaseInboundSplit', { activeMenu: '/product/purchase' }),
  page('stock', 'ProductStock', 'stock'),
  page('stock-log', 'ProductStockLog'),
  page('stock-change', 'ProductStockChange'),
  page('stock-transfer', 'StockTransfer'),
  printPage('stock-transfer/print/:id', 'StockTransferPrint', { printOf: TRANSFER_SCREENS }),
  page('stock-transfer/all', 'StockTransferAll'),
  page('stock-transfer/new', 'StockTransferNew'),
  page('stock-transfer/batch-import', 'StockTransferImport'),
  page('stock-check', 'StockCheck'),
  hidden('stock-check/:id/detail', 'StockCheckDetail', { activeMenu: '/product/stock-check' }),
  page('stock-check/excel-import', 'StockCheckExcelImport'),
  hidden('stock-check/:id/duplicate', 'StockCheckDuplicate', { activeMenu: '/product/stock-check' }),
  hidden('stock-check/:id/uncounted', 'StockCheckUncounted', { activeMenu: '/product/stock-check' }),
  page('stock-check/new', 'StockCheckNew'),
  page('stock-check/batch-import', 'StockCheckImport'),
  printPage('stock-check/print/:id', 'StockCheckPrint', { printOf: COUNT_SCREENS }),
  page('stock-damage', 'StockDamage'),
  printPage('stock-damage/print/:id', 'StockDamagePrint', { printOf: DAMAGE_SCREENS }),
  page('barcode-print', 'BarcodePrint', 'print'),
  page('qrcode-print', 'QrCodePrint', 'print'),
  page('price-change', 'PriceChange'),
  page('batch-price-change', 'BatchPriceChange'),
  page('import', 'ProductImport', 'import'),
  page('image-import', 'ImageImport', 'import'),
  page('category', 'ProductCategory', 'category'),
  page('all-category', 'AllCategory', 'category'),
  page('defective', 'DefectiveLibrary'),
  page('material', 'MaterialLibrary'),
  page('process', 'ProcessList'),
  page('process/new', 'ProcessNew'),
  page('production-order', 'ProductionOrderList'),
  page('production-order/new', 'ProductionOrderNew'),
  group('supplier', 'SupplierGroup', 'supplier', {}, [
    page('index', 'Supplier'),
    page('account', 'SupplierAccount'),
    hidden(':id/create-account', 'SupplierCreateAccount', { activeMenu: '/product/supplier/account' }),
    page('synchronousInfo', 'SupplierSyncInfo'),
  ]),
]);

const purchase = group('/purchase', 'Purchase', 'purchase', { roles: ROOT_ADMIN }, [
  page('new', 'PurchaseNew', 'purchase'),
  hidden(':id/details', 'PurchaseDetails', { activeMenu: '/product/purchase' }),
  page('batch-import', 'PurchaseImport', 'import'),
  hidden('jump', 'PurchaseJump', { noCache: true }),
  page('replenishment-order', 'PurchaseReplenishment'),
  page('replenishment-order/new', 'PurchaseReplenishmentNew'),
  printPage('replenishment-order/print/:id', 'PurchaseReplenishmentPrint'),
  page('ocean-shipping', 'OceanShipping', 'ship'),
  page('ocean-shipping/new', 'OceanShippingNew'),
  page('ocean-shipping/excel-import', 'OceanShippingImport'),
]);

const customer = group('/customer', 'Customer', 'customer', { roles: ROOT_ADMIN }, [
  page('index', 'CustomerList', 'customer'),
  page('group', 'CustomerGroup'),
  hidden('group/:id/member', 'CustomerGroupMember', { activeMenu: '/customer/group' }),
  page('Excel-import', 'CustomerImport', 'import'),
  page('account', 'CustomerAccount'),
  hidden(':id/create-account', 'CustomerCreateAccount', { activeMenu: '/customer/account' }),
  page('point-card', 'PointCard', 'coupon'),
  page('coupon', 'Coupon', 'coupon'),
  hidden('create/coupon', 'CouponNew', { activeMenu: '/customer/coupon' }),
  page('couponRelease', 'CouponRelease'),
  page('couponUsed', 'CouponUsed'),
  page('voucher', 'Voucher'),
  hidden('create/voucher', 'VoucherNew', { activeMenu: '/customer/voucher' }),
  page('fullDiscount', 'FullDiscount'),
  hidden('fullDiscount/new', 'FullDiscountNew', { activeMenu: '/customer/fullDiscount' }),
  hidden('fullDiscount/:id/update', 'FullDiscountUpdate', { activeMenu: '/customer/fullDiscount' }),
  page('promoProducts', 'PromoProducts'),
  page('gift-groups', 'GiftGroups'),
  page('gift-products', 'GiftProducts'),
  page('membership', 'Membership'),
]);

/** The sale prints (delivery notes, receipts) open to whoever may sell or see the orders (contracts/src/sales/sale-pages.ts). */
const SALE_PRINT: Extra = { printOf: SALE_READ_PAGES };

const sale = group('/sale', 'Sale', 'sale', { roles: ROOT_ADMIN }, [
  page('index', 'SaleList', 'sale'),
  page('new', 'SaleNew', 'sale', { requires: NOT_RETAIL }),
  page('input', 'SaleInput', undefined, { requires: NOT_RETAIL }),
  page('batch-input', 'SaleBatchInput', 'import', { requires: NOT_RETAIL }),
  page('retail', 'SaleRetail', 'pos'),
  hidden('pay-retail', 'SalePayRetail', { noCache: true, activeMenu: '/sale/retail' }),
  ...PAY_RETAIL_VARIANTS.map(([path, suffix]) =>
    hidden(`pay-retail-${path}`, `SalePayRetail${suffix}`, { noCache: true, activeMenu: '/sale/retail' }),
  ),
  page('stockout', 'SaleStockout', 'stock'),
  page('picking', 'SalePicking'),
  page('collector-sales', 'SaleCollector'),
  page('cancel', 'SaleCancel', undefined, { query: { state: 'true' } }),
  page('order-form', 'SaleOrderForm'),
  hidden('order-form/:id/update', 'SaleOrderFormUpdate', { activeMenu: '/sale/order-form' }),
  printPage('order-form/print/:id', 'SaleOrderFormPrint', SALE_PRINT),
  page('order-quote', 'SaleOrderQuote'),
  hidden('order-quote/:id/update', 'SaleOrderQuoteUpdate', { activeMenu: '/sale/order-quote' }),
  printPage('order-quote/print/:id', 'SaleOrderQuotePrint', SALE_PRINT),
  hidden('distribution-order/:id', 'SaleDistributionOrder', { activeMenu: '/sale/index' }),
  printPage('print/:id', 'SalePrint', SALE_PRINT),
  printPage('no-price-print/:pshow/:id', 'SaleNoPricePrint', SALE_PRINT),
  ...range(1, CHINESE_PRINT_COUNT).map((n) => printPage(`chinese-print${n}/:id`, `SaleChinesePrint${n}` as RouteName, { roles: WITH_INVOICE, ...SALE_PRINT })),
  ...NUMBERED_SALE_PRINTS.map((n) => printPage(`print${n.toLowerCase()}/:id`, `SalePrint${n}` as RouteName, SALE_PRINT)),
  printPage('delivery-note/cn/:id', 'SaleDeliveryNoteCn', SALE_PRINT),
  printPage('delivery-note/cl/:id', 'SaleDeliveryNoteCl', SALE_PRINT),
  printPage('delivery-note/en/:id', 'SaleDeliveryNoteEn', SALE_PRINT),
]);

const finance = group('/finance', 'Finance', 'finance', { roles: ROOT_ADMIN }, [
  page('index', 'FinanceList', 'finance'),
  page('Excel-import', 'FinanceImport', 'import'),
  printPage('financePrint', 'FinancePrint'),
  page('class', 'FinanceClass'),
  page('currency', 'Currency'),
  page('bank', 'Bank'),
  page('sale', 'FinanceSale'),
  page('purchase', 'FinancePurchase'),
  page('checkTransfer', 'CheckTransfer'),
  page('currency-exchange', 'CurrencyExchange'),
  page('domestic', 'Domestic'),
  page('transfer-to-china', 'TransferToChina'),
  hidden('newFinance', 'FinanceNew', { activeMenu: '/finance/index' }),
  hidden('batchAdd', 'FinanceBatchAdd', { activeMenu: '/finance/index' }),
  hidden('newFinanceClass', 'FinanceClassNew', { activeMenu: '/finance/class' }),
  hidden('newCurrency', 'CurrencyNew', { activeMenu: '/finance/currency' }),
  hidden('newBank', 'BankNew', { activeMenu: '/finance/bank' }),
  hidden('newcheckTransfer', 'CheckTransferNew', { activeMenu: '/finance/checkTransfer' }),
  hidden(':id/newcheckTransfer', 'CheckTransferEdit', { activeMenu: '/finance/checkTransfer' }),
  hidden('newDomestic', 'DomesticNew', { activeMenu: '/finance/domestic' }),
  hidden('newTransferToChina', 'TransferToChinaNew', { activeMenu: '/finance/transfer-to-china' }),
]);

const invoice = group('/invoice', 'Invoice', 'invoice', { roles: WITH_INVOICE }, [
  page('list', 'InvoiceList', 'invoice'),
  page('billing', 'InvoiceBilling', 'invoice'),
  ...BILLING_VARIANTS.map(([path, suffix]) =>
    hidden(`billing-${path}`, `InvoiceBilling${suffix}`, { activeMenu: '/invoice/billing' }),
  ),
  hidden('update/:id', 'InvoiceUpdate', { activeMenu: '/invoice/list' }),
  ...BILLING_VARIANTS.map(([path, suffix]) =>
    hidden(`update-${path}/:id`, `InvoiceUpdate${suffix}`, { activeMenu: '/invoice/list' }),
  ),
  page('e-invoice', 'EInvoice'),
  page('smartBill', 'SmartBill'),
  page('chlInvoice', 'ChlInvoice'),
  page('perInvoice', 'PerInvoice'),
  page('plInvoice', 'PlInvoice'),
  page('stock', 'InvoiceStock', 'stock'),
  page('stockExcel', 'InvoiceStockExcel', 'import'),
  page('client', 'InvoiceClient', 'customer'),
  page('invoice-setup', 'InvoiceSetup', 'setting'),
  page('szamlazzCreat', 'SzamlazzCreate'),
  printPage('printPlBatch', 'InvoicePrintPlBatch'),
  page('purchase', 'InvoicePurchase', 'purchase', { roles: ROOT_ADMIN }),
  page('purchase-new', 'InvoicePurchaseNew', undefined, { roles: ROOT_ADMIN }),
  page('driver', 'InvoiceDriver', 'ship', { roles: ROOT_ADMIN }),
  page('transportCompany', 'InvoiceTransportCompany', 'ship', { roles: ROOT_ADMIN }),
  // Chile's guías de despacho (DTE 52), issued by the billing clerk: governed by the billing screen's privilege.
  hidden('waybill', 'InvoiceWaybill', { activeMenu: '/invoice/billing', privilege: 'InvoiceBilling' }),
]);

/** Hidden report pages, opened from the report home. */
export const REPORT_PAGES = [
  ['price-change', 'ReportPriceChange'], ['purchase', 'ReportPurchase'], ['purchase-detail', 'ReportPurchaseDetail'],
  ['supplier-purchase', 'ReportSupplierPurchase'], ['sale', 'ReportSale'], ['sale-detail', 'ReportSaleDetail'],
  ['sales-analysis', 'ReportSalesAnalysis'], ['trend-histogram', 'ReportTrendHistogram'], ['pie-chart', 'ReportPieChart'],
  ['insight', 'ReportInsight'], ['completion', 'ReportCompletion'], ['supplier-detail', 'ReportSupplierDetail'],
  ['financial-flow', 'ReportFinancialFlow'], ['repayment', 'ReportRepayment'], ['receivable', 'ReportReceivable'],
  ['payable', 'ReportPayable'], ['profit', 'ReportProfit'], ['pure-profit', 'ReportPureProfit'],
  ['customer', 'ReportCustomer'], ['customer-detail', 'ReportCustomerDetail'], ['product-sale', 'ReportProductSale'],
  ['category-sale', 'ReportCategorySale'], ['employee-sale', 'ReportEmployeeSale'], ['warehouse-sale', 'ReportWarehouseSale'],
  ['stock', 'ReportStock'], ['stock-value', 'ReportStockValue'], ['stock-in-out', 'ReportStockInOut'],
  ['stock-transfer', 'ReportStockTransfer'], ['return-damage', 'ReportReturnDamage'], ['stock-check', 'ReportStockCheck'],
  ['chain-out', 'ReportChainOut'], ['chain-in', 'ReportChainIn'], ['day-knot', 'ReportDayKnot'],
  ['day-knot-list', 'ReportDayKnotList'], ['month-knot', 'ReportMonthKnot'], ['month-knot-list', 'ReportMonthKnotList'],
  ['performance', 'ReportPerformance'], ['gift', 'ReportGift'], ['shelf-life', 'ReportShelfLife'],
  ['slow-moving', 'ReportSlowMoving'],
] as const;

const report = group('/report', 'Report', 'report', { roles: ROOT_ADMIN }, [
  page('index', 'ReportHome', 'report'),
  ...REPORT_PAGES.map(([path, name]) => hidden(path, name, { activeMenu: '/report/index' })),
]);

const mall = group('/mall', 'Mall', 'mall', { roles: ROOT_ADMIN }, [
  page('mall-head-office', 'mallHeadOffice', 'mall', { roles: [ROLE_ROOT] }),
  page('app-mall', 'AppMall', 'mall', { requires: flagOn('MenuShowAppshop') }),
  printPage('app-mall-print/:id', 'AppMallPrint'),
  page('app-mall-user', 'AppMallUser', 'customer'),
  page('app-product', 'AppProduct', 'product'),
  page('app-category', 'AppCategory', 'category'),
  page('app-setting', 'AppSetting', 'setting'),
  page('app-user', 'AppUser', 'user'),
  hidden('app-iframe', 'AppIframe', { activeMenu: '/mall/app-mall' }),
  page('shopping-cart-list', 'ShoppingCartList'),
  page('order-list', 'MallOrderList'),
  page('web-shop', 'WebShop', 'mall', { requires: flagOn('MenuShowWebshop') }),
  page('otao-mall', 'OtaoMall', 'mall', { requires: flagOn('MenuShowOtao') }),
]);

const distribution = group('/distribution', 'Distribution', 'distribution', { roles: ROOT_ADMIN }, [
  page('shop', 'DistributionShop', 'distribution'),
  hidden('detail/:id', 'DistributionDetail', { activeMenu: '/distribution/shop' }),
  page('report', 'DistributionReport', 'report'),
  page('product', 'DistributionProduct', 'product'),
  page('analysis', 'DistributionAnalysis', 'chart'),
]);

const setting = group('/setting', 'Setting', 'setting', { roles: ROOT_ADMIN }, [
  page('system', 'SystemSetting', 'setting'),
  group('basics', 'Basics', 'setting', {}, [
    page('warehouse', 'Warehouse', 'stock'),
    page('warehouseZone', 'WarehouseZone'),
    hidden('warehouseZone/batch-import', 'WarehouseZoneImport', { activeMenu: '/setting/basics/warehouseZone' }),
    printPage('warehouseZone/barcode', 'WarehouseZoneBarcode', { activeMenu: '/setting/basics/warehouseZone' }),
    page('supplier', 'BasicsSupplier', 'supplier'),
    page('pos', 'PosMachine', 'pos'),
    hidden('pos/cashbox-log', 'PosCashboxLog', { activeMenu: '/setting/basics/pos' }),
    hidden('pos/machine-log', 'PosMachineLog', { activeMenu: '/setting/basics/pos' }),
    page('desk', 'Desk'),
    page('deskOrder', 'DeskOrder'),
    page('dropDown', 'DropDown'),
    page('cleanData', 'CleanData'),
    page('sizeGroups', 'SizeGroups'),
    hidden('create-sizeGroups', 'SizeGroupNew', { activeMenu: '/setting/basics/sizeGroups' }),
  ]),
  page('employee', 'Employees', 'user', { requires: { setting: 'MenuNoUserManage', truthy: false } }),
  page('position', 'Position'),
  page('user-permission', 'UserPermission'),
  page('tag', 'Tag'),
  page('orderClear', 'OrderClear', undefined, { requires: ORDER_CLEAR }),
  page('pay-method', 'PayMethod', 'finance'),
  page('voucher', 'VoucherSetting', 'coupon'),
  page('warehouse-distributor', 'WarehouseDistributor'),
  page('waybill/driver', 'WaybillDriver', 'ship'),
  page('waybill/transport-company', 'WaybillTransportCompany', 'ship'),
  page('material-library', 'SettingMaterialLibrary'),
  page('product-mix', 'ProductMix'),
  page('shop-chain', 'SettingShopChain', 'chain'),
  page('manuals', 'Manuals', 'tutorial'),
  page('system-log', 'SystemLog'),
  page('update-log', 'UpdateLog'),
  page('img-download', 'ImageDownload'),
  page('cashRegisterSys', 'CashRegisterSystem', 'pos'),
]);

/** Routes inside the layout (sidebar + top bar + tabs), in menu order. */
export const LAYOUT_ROUTES: RouteNode[] = [
  {
    path: '/',
    name: 'Home',
    redirect: '/dashboard',
    meta: { title: 'Home', breadcrumb: false },
    children: [page('dashboard', 'Dashboard', 'dashboard', { affix: true })],
  },
  mainControl,
  sale,
  purchase,
  product,
  customer,
  chain,
  finance,
  invoice,
  report,
  mall,
  distribution,
  setting,
  group('/profile', 'Profile', 'user', { hidden: true }, [
    page('index', 'ProfileIndex', 'user'),
    page('password', 'ProfilePassword', 'user'),
  ]),
];

/**
 * Routes open without a session, rendered full-screen (no layout). The error pages are open too so
 * that a redirect to them never loops through the login page.
 */
export const PUBLIC_ROUTES: RouteNode[] = [
  hidden('/login', 'Login', { noCache: true }),
  hidden('/token/:token', 'TokenLogin', { noCache: true }),
  hidden('/authredirect', 'AuthRedirect', { noCache: true }),
  hidden('/404', 'Page404', { noCache: true }),
  hidden('/401', 'Page401', { noCache: true }),
  group('/pos', 'Pos', 'pos', { hidden: true }, [
    hidden('invoice', 'PosInvoice', { noCache: true }),
    hidden('invoiceList', 'PosInvoiceList', { noCache: true }),
    hidden('posAuthorize', 'PosAuthorize', { noCache: true }),
    hidden('invoicePrice', 'PosInvoicePrice', { noCache: true }),
    hidden('invoiceReturn/:id/:soId/:price', 'PosInvoiceReturn', { noCache: true }),
    hidden('returnNoReceipt', 'PosReturnNoReceipt', { noCache: true }),
    hidden('buyExcelExport', 'PosBuyExcelExport', { noCache: true }),
  ]),
];

export const ALL_ROUTES: RouteNode[] = [...PUBLIC_ROUTES, ...LAYOUT_ROUTES];

/** Every route name in the tree, depth first. */
export function collectRouteNames(routes: readonly RouteNode[] = ALL_ROUTES): RouteName[] {
  const names: RouteName[] = [];
  const walk = (nodes: readonly RouteNode[]) => {
    for (const node of nodes) {
      names.push(node.name);
      if (node.children) walk(node.children);
    }
  };
  walk(routes);
  return names;
}
