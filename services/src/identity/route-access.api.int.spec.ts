import { ModulesContainer } from '@nestjs/core';
import type { RouteName } from '@tradedesk/contracts/platform/route-names';
import type { EndpointOptions } from '../platform/http/endpoint.js';
import { routesOf } from '../platform/http/routes-of.js';
import { IdentityService } from './identity.service.js';
import { type ApiHarness, ROOT_PASSWORD, startApi } from './testing/api-harness.js';

interface Route {
  method: string;
  path: string;
  access: EndpointOptions['access'] | undefined;
}

/** Every route of every controller Nest registered, with its @Endpoint access rule. */
const routesWithAccess = (api: ApiHarness): Route[] => routesOf(api.app.get(ModulesContainer)).map((r) => ({ method: r.method, path: r.path, access: r.opts?.access }));

/** What Express actually serves under /be/api: the cross-check that the list above misses nothing. */
function expressRoutes(api: ApiHarness): string[] {
  const stack = (api.app.getHttpAdapter().getInstance() as any).router.stack as { route?: { path: string; methods: Record<string, boolean> } }[];
  return stack
    .filter((l) => l.route && l.route.path.startsWith('/be/api'))
    .flatMap((l) => Object.keys(l.route!.methods).map((m) => `${m.toUpperCase()} ${l.route!.path}`))
    .sort();
}

type Rule = EndpointOptions['access'];
const ADMINS = { roles: ['Admin'] };
const ROOT = { roles: ['Root'] };
/** Root and Admin, or the page privilege of one of these screens. */
const admin = (...pages: RouteName[]) => ({ roles: ['Admin'], page: pages });
/** The sale report screens (sales figures by product, customer, salesperson...). */
/** Root, Admin and the Invoice role, or these invoice screens (docs/invoicing.md "Access"). */
const invoicing = (...pages: RouteName[]) => ({ roles: ['Admin', 'Invoice'], page: pages });
const SALE_REPORTS: RouteName[] = ['ReportSale', 'ReportSalesAnalysis', 'ReportProductSale', 'ReportCategorySale', 'ReportCustomer', 'ReportEmployeeSale', 'ReportWarehouseSale', 'ReportPerformance', 'ReportPieChart'];

// The screens, by what they do (route names of frontend/src/app/route-tree.ts), written out here
// on purpose: this table is the intended matrix, checked against what the controllers declare.
/** The order editors. */
/** The retail checkout pages (docs/sales-retail-checkout.md): they finish a retail order, so they count as order editors. */
const SALE_CHECKOUT: RouteName[] = ['SalePayRetail', 'SalePayRetailAt', 'SalePayRetailPl', 'SalePayRetailEs', 'SalePayRetailPer', 'SalePayRetailRo', 'SalePayRetailVoucher', 'SalePayRetailPacking', 'SalePayRetailRestaurant'];
const SALE_EDIT: RouteName[] = ['SaleNew', 'SaleInput', 'SaleRetail', 'SaleCollector', 'SaleOrderForm', 'SaleOrderQuote', 'SaleOrderFormUpdate', 'SaleOrderQuoteUpdate', ...SALE_CHECKOUT];
/** Distribution: picking, shelves, stock-out. */
const SALE_DIST: RouteName[] = ['SaleStockout', 'SalePicking', 'SaleDistributionOrder'];
/** Every screen that shows orders. */
const SALE_READ: RouteName[] = [...SALE_EDIT, 'SaleList', 'SaleCancel', ...SALE_DIST, 'SaleBatchInput'];
/** Print data: the sale screens, the print pages, and the Invoice role (the chinese prints allow it, docs/sales.md "Prints"). */
const PRINT = { roles: ['Admin', 'Invoice'], page: <RouteName[]>[...SALE_READ, 'SalePrint', 'SaleNoPricePrint', 'SaleOrderFormPrint', 'SaleOrderQuotePrint', 'SaleDeliveryNoteCn', 'SaleDeliveryNoteCl', 'SaleDeliveryNoteEn'] };
/** Screens that show or pick products: the product screens and every stock screen's product picker. */
const PRODUCT_READ: RouteName[] = [
  'ProductList', 'ProductUpdate', 'PriceChange', 'BatchPriceChange', 'BarcodePrint', 'QrCodePrint', 'ProductStock', 'ProductStockLog', 'ProductStockChange',
  'StockTransfer', 'StockTransferAll', 'StockTransferNew', 'StockDamage', 'StockCheckNew', 'StockCheckDetail', 'DefectiveLibrary',
];
/** Screens that search customers: the customer screens and the sale screens that pick one. */
const CUSTOMER_READ: RouteName[] = ['CustomerList', 'CustomerGroupMember', 'CustomerCreateAccount', 'SaleNew', 'SaleInput', 'SaleRetail', 'SaleList', 'SaleOrderForm', 'SaleOrderQuote', 'SaleOrderFormUpdate', 'SaleOrderQuoteUpdate', 'FinanceNew', 'PosMachine'];

/**
 * THE intended access of every route (docs/api.md, page privileges; issues 3 and 9): each call is
 * open to Root, Admin and the screens that make it; a write belongs to the screen that writes.
 * Administration is Root and Admin only; what a user does about themself needs only a session. A
 * route missing here, or declared otherwise by its controller, fails the test.
 */
const INTENDED: Record<string, Rule> = {
  // Currencies and exchange rates (docs/finance.md): the rate box and a document's rate need only a session.
  'GET /be/api/currencies': admin('Currency', 'CurrencyNew'),
  'POST /be/api/currencies': admin('CurrencyNew'),
  'GET /be/api/currencies/main': admin('Currency', 'CurrencyNew'),
  'GET /be/api/currencies/finance-statistic': admin('Currency'),
  'GET /be/api/cache/exchange-rate': 'session',
  'GET /be/api/cache/exchange-rate-prompt': 'session',
  'GET /be/api/currency/base-exchange-rate': 'session',
  'GET /be/api/currency/exchange-rates': admin('Currency'),
  'GET /be/api/currency/exchange-rate': 'session',
  'POST /be/api/currency/exchange-rate': admin('Currency'),
  'POST /be/api/alarm-clock/alarm': 'session',
  'PUT /be/api/alarm-clock/alarm': 'session',
  'DELETE /be/api/alarm-clock/alarms': 'session',
  'GET /be/api/alarm-clock/alarms': 'session',
  'POST /be/api/alarm-clock/alarms/close': 'session',
  'GET /be/api/announcements': admin(...SALE_READ),
  'GET /be/api/categories': admin('ProductCategory', 'AllCategory', 'ProductList', 'ProductNew', 'ProductUpdate', 'BatchPriceChange', 'BarcodePrint', 'QrCodePrint'),
  'POST /be/api/categories': admin('ProductCategory'),
  'PUT /be/api/categories/:id': admin('ProductCategory'),
  'POST /be/api/categories/:id/disable': admin('ProductCategory'),
  'POST /be/api/categories/:id/enable': admin('ProductCategory'),
  'GET /be/api/categories/:id/history': admin('ProductCategory', 'AllCategory'),
  'POST /be/api/categories/:id/move': admin('ProductCategory'),
  'GET /be/api/customers': admin(...CUSTOMER_READ),
  'POST /be/api/customers': admin('CustomerList'),
  'GET /be/api/customers/:id': admin(...CUSTOMER_READ),
  'PUT /be/api/customers/:id': admin('CustomerList'),
  'GET /be/api/customers/:id/account': admin('CustomerAccount', 'CustomerCreateAccount'),
  'POST /be/api/customers/:id/account/entries': admin('CustomerCreateAccount'),
  'GET /be/api/customers/:id/account/history': admin('CustomerAccount', 'CustomerCreateAccount'),
  'POST /be/api/customers/:id/disable': admin('CustomerList'),
  'POST /be/api/customers/:id/enable': admin('CustomerList'),
  'GET /be/api/customers/:id/history': admin('CustomerList'),
  'GET /be/api/customers/accounts': admin('CustomerAccount'),
  'GET /be/api/customers/groups': admin('CustomerGroup', 'CustomerGroupMember', 'CustomerList'),
  'POST /be/api/customers/groups': admin('CustomerGroup'),
  'GET /be/api/customers/groups/:id': admin('CustomerGroup', 'CustomerGroupMember', 'CustomerList'),
  'PUT /be/api/customers/groups/:id': admin('CustomerGroup'),
  'POST /be/api/customers/groups/:id/disable': admin('CustomerGroup'),
  'POST /be/api/customers/groups/:id/enable': admin('CustomerGroup'),
  'GET /be/api/customers/groups/:id/history': admin('CustomerGroup', 'CustomerGroupMember', 'CustomerList'),
  'DELETE /be/api/customers/groups/:id/members': admin('CustomerGroupMember'),
  'GET /be/api/customers/groups/:id/members': admin('CustomerGroupMember'),
  'POST /be/api/customers/groups/:id/members': admin('CustomerGroupMember'),
  'POST /be/api/customers/import': admin('CustomerImport'),
  'GET /be/api/customers/membership-levels': admin('Membership', 'CustomerList'),
  'POST /be/api/customers/membership-levels': admin('Membership'),
  'GET /be/api/customers/membership-levels/:id': admin('Membership', 'CustomerList'),
  'PUT /be/api/customers/membership-levels/:id': admin('Membership'),
  'POST /be/api/customers/membership-levels/:id/disable': admin('Membership'),
  'POST /be/api/customers/membership-levels/:id/enable': admin('Membership'),
  'GET /be/api/customers/membership-levels/:id/history': admin('Membership', 'CustomerList'),
  'GET /be/api/employees': ADMINS,
  'POST /be/api/employees': ADMINS,
  'GET /be/api/employees/:id': ADMINS,
  'PUT /be/api/employees/:id': ADMINS,
  'POST /be/api/employees/:id/disable': ADMINS,
  'POST /be/api/employees/:id/enable': ADMINS,
  'PUT /be/api/employees/:id/password': ADMINS,
  'POST /be/api/error-log': 'session',
  'GET /be/api/error-logs': ADMINS,
  'GET /be/api/health': 'public',
  'GET /be/api/main/sale/order/dist/print': PRINT,
  'GET /be/api/main/sale/order/dist/print/details': PRINT,
  'GET /be/api/main/sale/order/print': PRINT,
  'GET /be/api/main/sale/order/print/details': PRINT,
  'GET /be/api/main/sale/order/print/details/1': PRINT,
  // Point of sale (docs/pos.md): the setup screens, and the till's own calls (a device token, no user session).
  'GET /be/api/setting/pay-method': admin('PayMethod', ...SALE_CHECKOUT),
  'POST /be/api/setting/pay-method': admin('PayMethod'),
  'PUT /be/api/setting/pay-method/:id': admin('PayMethod'),
  'POST /be/api/setting/pay-method/:id/disable': admin('PayMethod'),
  'POST /be/api/setting/pay-method/:id/enable': admin('PayMethod'),
  'GET /be/api/setting/pay-method/:id/history': admin('PayMethod'),
  'GET /be/api/sale/tables': admin('SalePayRetailRestaurant'),
  'POST /be/api/sale/tables/open': admin('SalePayRetailRestaurant'),
  'POST /be/api/sale/tables/:deskId/move': admin('SalePayRetailRestaurant'),
  'GET /be/api/setting/basics/desk': admin('Desk', 'DeskOrder'),
  'POST /be/api/setting/basics/desk': admin('Desk'),
  'POST /be/api/setting/basics/desk/order': admin('DeskOrder'),
  'PUT /be/api/setting/basics/desk/:id': admin('Desk'),
  'POST /be/api/setting/basics/desk/:id/disable': admin('Desk'),
  'POST /be/api/setting/basics/desk/:id/enable': admin('Desk'),
  'GET /be/api/setting/basics/desk/:id/history': admin('Desk'),
  'GET /be/api/pos/registers': admin('PosMachine', 'PosCashboxLog', 'PosMachineLog', 'PosBuyExcelExport'),
  'GET /be/api/pos/sales-export': admin('PosBuyExcelExport'),
  'POST /be/api/pos/registers': admin('PosMachine'),
  'PUT /be/api/pos/registers/:id': admin('PosMachine'),
  'GET /be/api/pos/registers/:id/history': admin('PosMachine'),
  'GET /be/api/pos/devices': admin('PosMachine'),
  'POST /be/api/pos/devices': admin('PosMachine'),
  'POST /be/api/pos/devices/:id/revoke': admin('PosMachine'),
  'GET /be/api/pos/cashiers': admin('PosMachine'),
  'PUT /be/api/pos/cashiers/:employeeId': admin('PosMachine'),
  'GET /be/api/pos/cash-sessions': admin('PosCashboxLog'),
  'GET /be/api/pos/cash-sessions/:id': admin('PosCashboxLog'),
  'GET /be/api/pos/cash-sessions/:id/history': admin('PosCashboxLog'),
  'GET /be/api/pos/machine-log': admin('PosMachineLog'),
  'GET /be/api/pos/till': 'pos-device',
  'POST /be/api/pos/till/sign-in': 'pos-device',
  'POST /be/api/pos/till/sign-out': 'pos-cashier',
  'GET /be/api/pos/till/session': 'pos-cashier',
  'POST /be/api/pos/till/cash-session': 'pos-cashier',
  'POST /be/api/pos/till/cash-session/moves': 'pos-cashier',
  'POST /be/api/pos/till/cash-session/close': 'pos-cashier',
  'GET /be/api/pos/till/cash-sessions/:id/report': 'pos-cashier',
  'POST /be/api/pos/till/discount-approvals': 'pos-cashier',
  'POST /be/api/pos/till/sales': 'pos-cashier',
  'GET /be/api/pos/till/sales': 'pos-cashier',
  'GET /be/api/pos/till/sales/:id': 'pos-cashier',
  'POST /be/api/pos/till/returns': 'pos-cashier',
  'POST /be/api/pos/till/returns/no-receipt': 'pos-cashier',
  'POST /be/api/pos/till/exchanges': 'pos-cashier',
  'GET /be/api/pos/till/sales/:id/returnable': 'pos-cashier',
  'GET /be/api/pos/till/price': 'pos-cashier',
  'GET /be/api/pos/till/customers': 'pos-cashier',
  'GET /be/api/pos/till/catalogue': 'pos-device',
  'GET /be/api/positions': ADMINS,
  'POST /be/api/positions': ADMINS,
  'GET /be/api/positions/:id': ADMINS,
  'PUT /be/api/positions/:id': ADMINS,
  'POST /be/api/positions/:id/disable': ADMINS,
  'POST /be/api/positions/:id/enable': ADMINS,
  'GET /be/api/price-changes': admin('PriceChange', 'BatchPriceChange'),
  'GET /be/api/products': admin(...PRODUCT_READ),
  'GET /be/api/purchase/pre-purchase-orders': admin('PrePurchaseOrder', 'PurchaseReplenishmentNew'),
  'POST /be/api/purchase/pre-purchase-orders': admin('PrePurchaseOrder'),
  'POST /be/api/purchase/pre-purchase-orders/cancel': admin('PrePurchaseOrder'),
  'GET /be/api/purchase/replenishment-orders': admin('PurchaseReplenishment'),
  'POST /be/api/purchase/replenishment-orders': admin('PurchaseReplenishmentNew'),
  'GET /be/api/purchase/replenishment-orders/:id': admin('PurchaseReplenishment', 'PurchaseReplenishmentNew', 'PurchaseReplenishmentPrint'),
  'PUT /be/api/purchase/replenishment-orders/:id': admin('PurchaseReplenishmentNew'),
  'POST /be/api/purchase/replenishment-orders/:id/purchase-orders': admin('PurchaseReplenishment', 'PurchaseReplenishmentNew'),
  'GET /be/api/purchase/replenishment-orders/proposal': admin('PurchaseReplenishmentNew'),
  'GET /be/api/purchase/stock-levels': admin('PurchaseReplenishment'),
  'PUT /be/api/purchase/stock-levels': admin('PurchaseReplenishment'),
  'POST /be/api/products': admin('ProductNew'),
  'GET /be/api/products/:id': admin(...PRODUCT_READ),
  'PUT /be/api/products/:id': admin('ProductUpdate'),
  'POST /be/api/products/:id/disable': admin('ProductList', 'ProductUpdate'),
  'POST /be/api/products/:id/enable': admin('ProductList', 'ProductUpdate'),
  'GET /be/api/products/:id/history': admin('ProductList', 'ProductUpdate'),
  'GET /be/api/products/:id/images/:imageId': admin(...PRODUCT_READ),
  'GET /be/api/products/by-barcode/:barcode': admin(...PRODUCT_READ),
  'POST /be/api/products/images': admin('ImageImport'),
  'POST /be/api/products/import': admin('ProductImport'),
  'PUT /be/api/products/prices': admin('PriceChange', 'BatchPriceChange'),
  'GET /be/api/purchase/ocean-shipping': admin('OceanShipping', 'OceanShippingNew'),
  'POST /be/api/purchase/ocean-shipping': admin('OceanShippingNew'),
  'GET /be/api/purchase/ocean-shipping/:id': admin('OceanShipping', 'OceanShippingNew'),
  'PUT /be/api/purchase/ocean-shipping/:id': admin('OceanShippingNew'),
  'POST /be/api/purchase/ocean-shipping/:id/allocate': admin('OceanShippingNew'),
  'POST /be/api/purchase/ocean-shipping/:id/costs': admin('OceanShippingNew'),
  'DELETE /be/api/purchase/ocean-shipping/:id/costs/:costId': admin('OceanShippingNew'),
  'PUT /be/api/purchase/ocean-shipping/:id/measures': admin('OceanShippingNew'),
  'POST /be/api/purchase/ocean-shipping/:id/orders': admin('OceanShippingNew'),
  'DELETE /be/api/purchase/ocean-shipping/:id/orders/:orderId': admin('OceanShippingNew'),
  'GET /be/api/purchase/ocean-shipping/:id/receipt-lines': admin('OceanShippingNew'),
  'POST /be/api/purchase/ocean-shipping/:id/status': admin('OceanShippingNew'),
  'POST /be/api/purchase/ocean-shipping/import': admin('OceanShippingImport'),
  'GET /be/api/purchase/ocean-shipping/received-orders': admin('OceanShippingNew'),
  'GET /be/api/projections': ROOT,
  'POST /be/api/projections/rebuild': ROOT,
  'GET /be/api/purchase/orders': admin('ProductPurchase'),
  'POST /be/api/purchase/orders': admin('PurchaseNew'),
  'POST /be/api/purchase/orders/import': admin('PurchaseImport'),
  'GET /be/api/purchase/orders/:id': admin('ProductPurchaseDetail', 'ProductPurchaseInboundSplit', 'PurchaseDetails'),
  'PUT /be/api/purchase/orders/:id': admin('PurchaseDetails'),
  'POST /be/api/purchase/orders/:id/cancel': admin('PurchaseDetails'),
  'POST /be/api/purchase/orders/:id/close': admin('PurchaseDetails'),
  'POST /be/api/purchase/orders/:id/commit': admin('PurchaseNew', 'PurchaseDetails'),
  'POST /be/api/purchase/orders/:id/inbound-split': admin('ProductPurchaseInboundSplit'),
  'GET /be/api/purchase/orders/:id/print': admin('ProductPurchasePrint'),
  'POST /be/api/purchase/orders/:id/receipts': admin('PurchaseDetails'),
  'POST /be/api/purchase/orders/:id/returns': admin('PurchaseDetails'),
  'GET /be/api/purchase/supplier-prices': admin('PurchaseNew', 'PurchaseDetails'),
  'GET /be/api/queue/status': 'session',
  'GET /be/api/report/today-shippings': 'session',
  // The /main-control dashboards (docs/dashboards.md): each is Root, Admin or its own screen.
  'GET /be/api/report/dashboards/boss-view': admin('BossView'),
  'GET /be/api/report/dashboards/topsale': admin('TopSale'),
  'GET /be/api/report/dashboards/unsalable': admin('BossUnsalable'),
  'GET /be/api/report/dashboards/ai-purchase': admin('AiPurchase'),
  'GET /be/api/report/dashboards/warehouses': admin('WarehouseDashb'),
  'GET /be/api/report/dashboards/custom': admin('CustomDashb'),
  'PUT /be/api/report/dashboards/custom': admin('CustomDashb'),
  // Recommendations (docs/report-insight.md): the Recommend page governs RecommendSupplier too.
  'GET /be/api/report/dashboards/recommend': admin('Recommend'),
  'GET /be/api/report/dashboards/recommend/customers': admin('Recommend'),
  'GET /be/api/report/dashboards/recommend-supplier': admin('Recommend'),
  // Customer insight and target completion (docs/report-insight.md); targets are set by Admin only.
  'GET /be/api/report/insight': admin('ReportInsight'),
  'GET /be/api/report/completion': admin('ReportCompletion'),
  'GET /be/api/report/completion/history': admin('ReportCompletion'),
  'GET /be/api/report/completion/salespeople': admin('ReportCompletion'),
  'PUT /be/api/report/completion/targets': ADMINS,
  // The heavy-report queue (docs/report-jobs.md): each call its screen's; the job list and cancel every report screen's.
  'POST /be/api/report/ai/abc/queue': admin('AbcAnalysis'),
  'POST /be/api/report/ai/price-dist/queue': admin('PriceBandAnalysis'),
  'POST /be/api/report/ai/trend/queue': admin('ReportTrendHistogram'),
  'GET /be/api/report/jobs': admin('AbcAnalysis', 'PriceBandAnalysis', 'ReportTrendHistogram'),
  'POST /be/api/report/jobs/:id/cancel': admin('AbcAnalysis', 'PriceBandAnalysis', 'ReportTrendHistogram'),
  'GET /be/api/sale/order': admin(...SALE_READ),
  'POST /be/api/sale/order': admin(...SALE_EDIT),
  'PUT /be/api/sale/order': admin(...SALE_EDIT),
  // Stock on hand of an order's lines, for the screens that edit it (scan sale shows it per line).
  'GET /be/api/sale/order/stock': admin(...SALE_EDIT),
  'POST /be/api/sale/order/batch-import': admin('SaleBatchInput'),
  'GET /be/api/sale/order/batch-imports': admin('SaleBatchInput'),
  'POST /be/api/sale/order/cancel': admin(...SALE_EDIT, 'SaleList', 'SaleCancel'),
  'POST /be/api/sale/order/clear-gifts': admin(...SALE_EDIT),
  'PUT /be/api/sale/order/currency': admin(...SALE_EDIT),
  'POST /be/api/sale/order/detail': admin(...SALE_EDIT),
  'PUT /be/api/sale/order/detail/number': admin(...SALE_EDIT),
  'DELETE /be/api/sale/order/details': admin(...SALE_EDIT),
  'POST /be/api/sale/order/details': admin(...SALE_EDIT),
  'PUT /be/api/sale/order/details/memo': admin(...SALE_EDIT),
  'GET /be/api/sale/order/dist': admin(...SALE_DIST),
  'PUT /be/api/sale/order/dist/stockout': admin(...SALE_DIST),
  'POST /be/api/sale/order/dists/pick': admin(...SALE_DIST),
  'POST /be/api/sale/order/dists/unpick': admin(...SALE_DIST),
  'POST /be/api/sale/order/duplicate': admin(...SALE_EDIT, 'SaleList', 'SaleCancel'),
  'POST /be/api/sale/order/excel/parse': admin(...SALE_EDIT),
  'GET /be/api/sale/order/history': admin(...SALE_READ),
  'GET /be/api/sale/order/last-temp': admin(...SALE_EDIT),
  'GET /be/api/sale/order/next': admin(...SALE_READ),
  'PUT /be/api/sale/order/packing-type': admin(...SALE_EDIT),
  'POST /be/api/sale/order/pay': admin(...SALE_EDIT, 'SaleList'),
  'GET /be/api/sale/order/pre': admin(...SALE_READ),
  'PUT /be/api/sale/order/price': admin(...SALE_EDIT),
  'GET /be/api/sale/order/print/main': PRINT,
  'POST /be/api/sale/order/save-commit': admin(...SALE_EDIT),
  'POST /be/api/sale/order/shelf': admin(...SALE_DIST),
  'GET /be/api/sale/order/temps': admin(...SALE_EDIT),
  'POST /be/api/sale/order/transform-po': admin(...SALE_EDIT, 'SaleList'),
  'POST /be/api/sale/order/unsave': admin(...SALE_EDIT, 'SaleList'),
  'PUT /be/api/sale/order/warehouse': admin(...SALE_EDIT),
  'POST /be/api/sale/orders/hang': admin(...SALE_EDIT),
  'POST /be/api/sale/orders/unhang': admin(...SALE_EDIT),
  'GET /be/api/size-groups': admin('SizeGroups', 'SizeGroupNew', 'ProductNew', 'ProductUpdate'),
  'POST /be/api/size-groups': admin('SizeGroups', 'SizeGroupNew'),
  'GET /be/api/size-groups/:id': admin('SizeGroups', 'SizeGroupNew', 'ProductNew', 'ProductUpdate'),
  'PUT /be/api/size-groups/:id': admin('SizeGroups', 'SizeGroupNew'),
  'POST /be/api/size-groups/:id/disable': admin('SizeGroups', 'SizeGroupNew'),
  'POST /be/api/size-groups/:id/enable': admin('SizeGroups', 'SizeGroupNew'),
  'GET /be/api/size-groups/:id/history': admin('SizeGroups', 'SizeGroupNew'),
  'GET /be/api/stock/changes': admin('ProductStockChange'),
  'GET /be/api/cost/history': admin('ReportProfit'),
  'GET /be/api/cost/stock-value': admin('ReportProfit'),
  'GET /be/api/cost/profit': admin('ReportProfit'),
  // Report pages (docs/reports.md): each report is read by its own screen.
  'GET /be/api/report/stock': admin('ReportStock'),
  'GET /be/api/report/stock-in-out': admin('ReportStockInOut'),
  'GET /be/api/report/stock-value': admin('ReportStockValue'),
  'GET /be/api/report/purchase': admin('ReportPurchase'),
  'GET /be/api/report/purchase-detail': admin('ReportPurchaseDetail'),
  'GET /be/api/report/purchase-suppliers': admin('ReportPurchase', 'ReportPurchaseDetail', 'ReportSupplierPurchase', 'ReportSupplierDetail', 'ReportRepayment'),
  'GET /be/api/report/supplier-purchase': admin('ReportSupplierPurchase'),
  'GET /be/api/report/stock-transfer': admin('ReportStockTransfer'),
  'GET /be/api/report/return-damage': admin('ReportReturnDamage'),
  'GET /be/api/report/stock-check': admin('ReportStockCheck'),
  'GET /be/api/report/payable': admin('ReportPayable'),
  'GET /be/api/report/receivable': admin('ReportReceivable'),
  'GET /be/api/report/detail-filters': admin('ReportSaleDetail', 'ReportCustomerDetail', 'ReportRepayment'),
  'GET /be/api/report/sale-detail': admin('ReportSaleDetail'),
  'GET /be/api/report/customer-detail': admin('ReportCustomerDetail'),
  'GET /be/api/report/supplier-detail': admin('ReportSupplierDetail'),
  'GET /be/api/report/repayment': admin('ReportRepayment'),
  'GET /be/api/report/price-change': admin('ReportPriceChange'),
  'GET /be/api/report/financial-flow': admin('ReportFinancialFlow'),
  'GET /be/api/report/slow-moving': admin('ReportSlowMoving'),
  'GET /be/api/report/pure-profit': admin('ReportPureProfit'),
  'GET /be/api/report/shelf-life': admin('ReportShelfLife'),
  'GET /be/api/report/gift': admin('ReportGift'),
  'GET /be/api/report/sales': admin(...SALE_REPORTS),
  'GET /be/api/report/sales/days': admin(...SALE_REPORTS),
  'GET /be/api/stock/counts': admin('StockCheck', 'StockCheckExcelImport'),
  'POST /be/api/stock/counts': admin('StockCheckNew', 'StockCheckExcelImport'),
  // a document's print data answers the screens whose print page it is (docs/shell.md "Print pages")
  'GET /be/api/stock/counts/:id': admin('StockCheck', 'StockCheckDetail', 'StockCheckNew', 'StockCheckDuplicate', 'StockCheckUncounted', 'StockCheckPrint'),
  'GET /be/api/stock/counts/:id/duplicates': admin('StockCheckDuplicate'),
  'GET /be/api/stock/counts/:id/history': admin('StockCheckDetail'),
  'POST /be/api/stock/counts/:id/import': admin('StockCheckExcelImport'),
  'PUT /be/api/stock/counts/:id/lines': admin('StockCheckDetail', 'StockCheckDuplicate'),
  'POST /be/api/stock/counts/:id/post': admin('StockCheckDetail'),
  'GET /be/api/stock/counts/:id/uncounted': admin('StockCheckUncounted'),
  'POST /be/api/stock/counts/batch-import': admin('StockCheckImport'),
  'GET /be/api/stock/damages': admin('StockDamage'),
  'POST /be/api/stock/damages': admin('StockDamage'),
  'GET /be/api/stock/damages/:id': admin('StockDamage', 'StockDamagePrint'),
  'GET /be/api/stock/damages/:id/history': admin('StockDamage'),
  'GET /be/api/stock/defective': admin('DefectiveLibrary'),
  'GET /be/api/stock/defective/:lotId': admin('DefectiveLibrary'),
  'POST /be/api/stock/defective/:lotId/dispose': admin('DefectiveLibrary'),
  'GET /be/api/stock/defective/:lotId/history': admin('DefectiveLibrary'),
  'GET /be/api/stock/defective/disposals': admin('DefectiveLibrary'),
  'GET /be/api/stock/log': admin('ProductStockLog'),
  'GET /be/api/stock/on-hand': admin('ProductStock'),
  'GET /be/api/stock/replay': admin('ProductStockLog'),
  'GET /be/api/stock/transfers': admin('StockTransfer'),
  'POST /be/api/stock/transfers': admin('StockTransferNew'),
  'GET /be/api/stock/transfers/:id': admin('StockTransfer', 'StockTransferNew', 'StockTransferAll', 'StockTransferImport', 'StockTransferPrint'),
  'GET /be/api/stock/transfers/:id/history': admin('StockTransfer'),
  'POST /be/api/stock/transfers/import': admin('StockTransferImport'),
  'GET /be/api/stock/transfers/lines': admin('StockTransferAll'),
  'GET /be/api/stock/zones': admin('ProductStock'),
  'GET /be/api/supplier-accounts': admin('SupplierAccount', 'SupplierCreateAccount'),
  'GET /be/api/supplier-accounts/:supplierId': admin('SupplierAccount', 'SupplierCreateAccount'),
  'POST /be/api/supplier-accounts/:supplierId/entries': admin('SupplierCreateAccount', 'SupplierAccount'),
  'POST /be/api/supplier-accounts/:supplierId/entries/:entryId/reverse': admin('SupplierCreateAccount', 'SupplierAccount'),
  'GET /be/api/supplier-accounts/:supplierId/history': admin('SupplierAccount', 'SupplierCreateAccount'),
  'GET /be/api/supplier/client/sync-settings': admin('SupplierSyncInfo'),
  'POST /be/api/supplier/client/sync-settings': admin('SupplierSyncInfo'),
  'GET /be/api/supplier/client/sync-settings/history': admin('SupplierSyncInfo'),
  'GET /be/api/suppliers': admin('Supplier', 'BasicsSupplier', 'SupplierAccount', 'SupplierCreateAccount', 'SupplierSyncInfo', 'ProductPurchase', 'PurchaseNew', 'PurchaseDetails', 'PurchaseReplenishment', 'PurchaseReplenishmentNew', 'PrePurchaseOrder', 'TransferToChinaNew', 'FinanceNew'),
  'POST /be/api/suppliers': admin('Supplier', 'BasicsSupplier'),
  'GET /be/api/suppliers/:id': admin('Supplier', 'BasicsSupplier', 'SupplierAccount', 'SupplierCreateAccount', 'SupplierSyncInfo', 'ProductPurchase', 'PurchaseNew', 'PurchaseDetails', 'PurchaseReplenishment', 'PurchaseReplenishmentNew', 'PrePurchaseOrder', 'TransferToChinaNew', 'FinanceNew'),
  'PUT /be/api/suppliers/:id': admin('Supplier', 'BasicsSupplier'),
  'POST /be/api/suppliers/:id/disable': admin('Supplier', 'BasicsSupplier'),
  'POST /be/api/suppliers/:id/enable': admin('Supplier', 'BasicsSupplier'),
  'GET /be/api/suppliers/:id/history': admin('Supplier', 'BasicsSupplier'),
  'POST /be/api/suppliers/:id/price-list/apply': admin('SupplierSyncInfo'),
  'POST /be/api/suppliers/:id/price-list/compare': admin('SupplierSyncInfo'),
  'GET /be/api/system-log': ADMINS,
  'GET /be/api/system-setting/common': 'session',
  'GET /be/api/system-setting/group-settings': ADMINS,
  'GET /be/api/system-setting/pos-settings': admin('CashRegisterSystem'),
  'PUT /be/api/system-setting/pos-settings': admin('CashRegisterSystem'),
  'GET /be/api/system-setting/settings': ADMINS,
  'PUT /be/api/system-setting/settings': ADMINS,
  'GET /be/api/system-setting/web-shop': 'session',
  'GET /be/api/systype/systypes': 'session',
  'GET /be/api/table-column-config/columns': 'session',
  'POST /be/api/table-column-config/columns': 'session',
  'GET /be/api/tags': ADMINS,
  'POST /be/api/tags': ADMINS,
  'GET /be/api/tags/:id': ADMINS,
  'PUT /be/api/tags/:id': ADMINS,
  'POST /be/api/tags/:id/disable': ADMINS,
  'POST /be/api/tags/:id/enable': ADMINS,
  'POST /be/api/user/confirm': 'session',
  'PUT /be/api/user/language': 'session',
  'POST /be/api/user/login': 'public',
  'POST /be/api/user/login-codes': ADMINS,
  'POST /be/api/user/login/code': 'public',
  'POST /be/api/user/logout': 'session',
  'POST /be/api/user/password': 'session',
  'GET /be/api/user/profile': 'session',
  'PUT /be/api/user/profile': 'session',
  'GET /be/api/finance/accounts': admin('Bank', 'BankNew', 'FinanceList', 'FinanceNew', 'FinanceBatchAdd', 'Domestic', 'DomesticNew', 'TransferToChina', 'TransferToChinaNew', 'CurrencyExchange', 'PayMethod'),
  'POST /be/api/finance/accounts': admin('BankNew'),
  'GET /be/api/finance/classes': admin('FinanceClass', 'FinanceClassNew', 'FinanceList', 'FinanceNew', 'FinanceBatchAdd'),
  'POST /be/api/finance/classes': admin('FinanceClassNew'),
  'GET /be/api/finance/entries': admin('FinanceList', 'FinancePrint'),
  'POST /be/api/finance/entries': admin('FinanceNew'),
  'POST /be/api/finance/entries/batch': admin('FinanceBatchAdd'),
  'POST /be/api/finance/entries/import': admin('FinanceImport'),
  'GET /be/api/finance/entries/:id': admin('FinanceList', 'FinancePrint'),
  'POST /be/api/finance/entries/:id/reverse': admin('FinanceList'),
  'GET /be/api/finance/entries/:id/history': admin('FinanceList'),
  // Day and month closing (docs/finance-closing.md): reopening is Root's alone.
  'GET /be/api/finance/closings/days': admin('ReportDayKnot', 'ReportDayKnotList'),
  'POST /be/api/finance/closings/days': admin('ReportDayKnot'),
  'GET /be/api/finance/closings/days/:day': admin('ReportDayKnot', 'ReportDayKnotList'),
  'GET /be/api/finance/closings/days/:day/history': admin('ReportDayKnot', 'ReportDayKnotList'),
  'POST /be/api/finance/closings/days/:day/reopen': ROOT,
  'GET /be/api/finance/closings/months': admin('ReportMonthKnot', 'ReportMonthKnotList'),
  'POST /be/api/finance/closings/months': admin('ReportMonthKnot'),
  'GET /be/api/finance/closings/months/:month': admin('ReportMonthKnot', 'ReportMonthKnotList'),
  'GET /be/api/finance/closings/months/:month/history': admin('ReportMonthKnot', 'ReportMonthKnotList'),
  'POST /be/api/finance/closings/months/:month/reopen': ROOT,
  'GET /be/api/finance/transfers/domestic': admin('Domestic'),
  'POST /be/api/finance/transfers/domestic': admin('DomesticNew'),
  'POST /be/api/finance/transfers/domestic/:id/reverse': admin('Domestic'),
  'GET /be/api/finance/transfers/domestic/:id/history': admin('Domestic'),
  'GET /be/api/finance/transfers/china': admin('TransferToChina'),
  'POST /be/api/finance/transfers/china': admin('TransferToChinaNew'),
  'POST /be/api/finance/transfers/china/:id/reverse': admin('TransferToChina'),
  'GET /be/api/finance/transfers/china/:id/history': admin('TransferToChina'),
  'GET /be/api/finance/transfers/exchange': admin('CurrencyExchange'),
  'POST /be/api/finance/transfers/exchange': admin('CurrencyExchange'),
  'POST /be/api/finance/transfers/exchange/:id/reverse': admin('CurrencyExchange'),
  'GET /be/api/finance/transfers/exchange/:id/history': admin('CurrencyExchange'),
  'GET /be/api/finance/payment-accounts': admin(...SALE_EDIT, 'SaleList', 'SupplierCreateAccount', 'SupplierAccount'),
  'GET /be/api/finance/sale-money': admin('FinanceSale'),
  'GET /be/api/finance/purchase-money': admin('FinancePurchase'),
  // Checks (docs/finance-checks.md)
  'GET /be/api/finance/checks': admin('CheckTransfer', 'CheckTransferEdit'),
  'GET /be/api/finance/checks/choices': admin('CheckTransfer', 'CheckTransferNew'),
  'GET /be/api/finance/checks/:id': admin('CheckTransfer', 'CheckTransferEdit'),
  'GET /be/api/finance/checks/:id/history': admin('CheckTransfer', 'CheckTransferEdit'),
  'POST /be/api/finance/checks': admin('CheckTransferNew'),
  'POST /be/api/finance/checks/:id/deposit': admin('CheckTransfer'),
  'POST /be/api/finance/checks/:id/clear': admin('CheckTransfer'),
  'POST /be/api/finance/checks/:id/bounce': admin('CheckTransfer'),
  'POST /be/api/finance/checks/:id/endorse': admin('CheckTransfer'),
  'POST /be/api/finance/checks/:id/cancel': admin('CheckTransfer'),
  // Invoicing (docs/invoicing.md): setup and VAT rates, clients, issued documents.
  'GET /be/api/invoicing/setups': invoicing('InvoiceSetup', 'InvoiceBilling', 'InvoiceList', 'InvoiceBillingPlTax'),
  'GET /be/api/invoicing/setups/:id': invoicing('InvoiceSetup', 'InvoiceBilling', 'InvoiceList', 'InvoiceBillingPlTax'),
  'PUT /be/api/invoicing/setups/:id': invoicing('InvoiceSetup'),
  'GET /be/api/invoicing/setups/:id/history': invoicing('InvoiceSetup'),
  // Chile's CAF folio ranges (the billing screen warns when they run low) and the signing certificate.
  'GET /be/api/invoicing/setups/:id/folios': invoicing('InvoiceSetup', 'InvoiceBilling'),
  'POST /be/api/invoicing/setups/:id/cafs': invoicing('InvoiceSetup'),
  'PUT /be/api/invoicing/setups/:id/caf-settings': invoicing('InvoiceSetup'),
  'GET /be/api/invoicing/setups/:id/certificate': invoicing('InvoiceSetup'),
  'POST /be/api/invoicing/setups/:id/certificate': invoicing('InvoiceSetup'),
  // Poland's KSeF Offline certificate (KOD II).
  'GET /be/api/invoicing/setups/:id/ksef-offline-certificate': invoicing('InvoiceSetup'),
  'POST /be/api/invoicing/setups/:id/ksef-offline-certificate': invoicing('InvoiceSetup'),
  'GET /be/api/invoicing/setups/:id/keys/history': invoicing('InvoiceSetup'),
  'GET /be/api/invoicing/vat-rates': invoicing('InvoiceSetup', 'InvoiceBilling', 'InvoiceList', 'InvoiceBillingPlTax'),
  'POST /be/api/invoicing/vat-rates': invoicing('InvoiceSetup'),
  'GET /be/api/invoicing/clients': invoicing('InvoiceClient', 'InvoiceBilling', 'InvoiceBillingPlTax'),
  'GET /be/api/invoicing/clients/:id': invoicing('InvoiceClient', 'InvoiceBilling', 'InvoiceBillingPlTax'),
  'POST /be/api/invoicing/clients': invoicing('InvoiceClient'),
  'PUT /be/api/invoicing/clients/:id': invoicing('InvoiceClient'),
  'GET /be/api/invoicing/clients/:id/history': invoicing('InvoiceClient'),
  'GET /be/api/invoicing/customers': invoicing('InvoiceClient'),
  'GET /be/api/invoicing/stock': invoicing('InvoiceStock', 'InvoiceStockExcel'),
  'POST /be/api/invoicing/clients/from-customers': invoicing('InvoiceClient'),
  'POST /be/api/invoicing/clients/import': invoicing('InvoiceClient'),
  'GET /be/api/invoicing/invoices': invoicing('InvoiceList', 'PlInvoice', 'ChlInvoice', 'PerInvoice', 'InvoiceBilling', 'InvoiceBillingPlReturn'),
  'GET /be/api/invoicing/invoices/:id': invoicing('InvoiceList', 'PlInvoice', 'ChlInvoice', 'PerInvoice', 'InvoiceBilling', 'InvoiceBillingPlReturn'),
  'GET /be/api/invoicing/invoices/:id/history': invoicing('InvoiceList', 'PlInvoice', 'ChlInvoice', 'PerInvoice'),
  'GET /be/api/invoicing/invoices/:id/e-document': invoicing('InvoiceList', 'PlInvoice', 'ChlInvoice', 'PerInvoice'),
  'GET /be/api/invoicing/invoices/:id/xml': invoicing('InvoiceList', 'PlInvoice', 'ChlInvoice', 'PerInvoice'),
  'GET /be/api/invoicing/invoices/:id/print-marks': invoicing('InvoiceList', 'PlInvoice', 'ChlInvoice', 'PerInvoice', 'InvoiceBilling'),
  'POST /be/api/invoicing/invoices': invoicing('InvoiceBilling'),
  'GET /be/api/invoicing/sale-orders': invoicing('InvoiceBilling', 'InvoiceBillingPlTax'),
  // The Polish advance invoice (faktura zaliczkowa, billing-plTax; docs/invoicing-variants.md).
  'GET /be/api/invoicing/sale-orders/:id/advances': invoicing('InvoiceBilling', 'InvoiceBillingPlTax'),
  'POST /be/api/invoicing/advance-invoices': invoicing('InvoiceBillingPlTax'),
  'POST /be/api/invoicing/invoices/:id/credit-notes': invoicing('InvoiceList', 'PlInvoice', 'ChlInvoice', 'PerInvoice', 'InvoiceBillingPlReturn'),
  // Chile's guías de despacho (DTE 52), issued from the billing screen (docs/invoicing-es-latam.md "Chile").
  'GET /be/api/invoicing/waybills': invoicing('InvoiceBilling'),
  'GET /be/api/invoicing/waybills/transport': invoicing('InvoiceBilling'),
  'GET /be/api/invoicing/waybills/order/:saleOrderId': invoicing('InvoiceBilling'),
  'GET /be/api/invoicing/waybills/billable': invoicing('InvoiceBilling'),
  'GET /be/api/invoicing/waybills/:id': invoicing('InvoiceBilling'),
  'GET /be/api/invoicing/waybills/:id/history': invoicing('InvoiceBilling'),
  'GET /be/api/invoicing/waybills/:id/print-marks': invoicing('InvoiceBilling'),
  'GET /be/api/invoicing/waybills/:id/xml': invoicing('InvoiceBilling'),
  'POST /be/api/invoicing/waybills': invoicing('InvoiceBilling'),
  // E-invoice submission (docs/invoicing-submission.md): the setup and e-invoice screens switch offices; the submission screens read and send again.
  'GET /be/api/invoicing/submission/companies': invoicing('InvoiceSetup', 'EInvoice', 'SmartBill', 'SzamlazzCreate'),
  'GET /be/api/invoicing/submission/settings/:setupId': invoicing('InvoiceSetup', 'EInvoice', 'SmartBill', 'SzamlazzCreate'),
  'PUT /be/api/invoicing/submission/settings/:setupId': invoicing('InvoiceSetup', 'EInvoice', 'SmartBill', 'SzamlazzCreate'),
  'POST /be/api/invoicing/submission/settings/:setupId/:office/authorize': invoicing('InvoiceSetup', 'EInvoice', 'SmartBill', 'SzamlazzCreate'),
  'POST /be/api/invoicing/submission/oauth/connect': invoicing('InvoiceSetup', 'EInvoice', 'SmartBill', 'SzamlazzCreate'),
  'GET /be/api/invoicing/submissions': invoicing('EInvoice', 'SmartBill', 'SzamlazzCreate', 'InvoiceList'),
  'GET /be/api/invoicing/submissions/:documentId/:office/history': invoicing('EInvoice', 'SmartBill', 'SzamlazzCreate', 'InvoiceList'),
  'POST /be/api/invoicing/invoices/:id/submissions': invoicing('EInvoice', 'SmartBill', 'SzamlazzCreate', 'InvoiceList'),
  // The waybill registers: Root and Admin only, the Invoice role refused (docs/invoicing-registers.md).
  'GET /be/api/invoicing/transport-companies': ADMINS,
  'GET /be/api/invoicing/transport-companies/:id': ADMINS,
  'POST /be/api/invoicing/transport-companies': ADMINS,
  'PUT /be/api/invoicing/transport-companies/:id': ADMINS,
  'POST /be/api/invoicing/transport-companies/:id/deactivate': ADMINS,
  'POST /be/api/invoicing/transport-companies/:id/activate': ADMINS,
  'GET /be/api/invoicing/transport-companies/:id/history': ADMINS,
  'GET /be/api/invoicing/drivers': ADMINS,
  'GET /be/api/invoicing/drivers/:id': ADMINS,
  'POST /be/api/invoicing/drivers': ADMINS,
  'PUT /be/api/invoicing/drivers/:id': ADMINS,
  'POST /be/api/invoicing/drivers/:id/deactivate': ADMINS,
  'POST /be/api/invoicing/drivers/:id/activate': ADMINS,
  'GET /be/api/invoicing/drivers/:id/history': ADMINS,
  'GET /be/api/invoicing/purchase-invoices': ADMINS,
  'GET /be/api/invoicing/purchase-invoices/:id': ADMINS,
  'POST /be/api/invoicing/purchase-invoices': ADMINS,
  'POST /be/api/invoicing/purchase-invoices/:id/void': ADMINS,
  'GET /be/api/invoicing/purchase-invoices/:id/history': ADMINS,
  'GET /be/api/warehouses': 'session',
  'POST /be/api/warehouses': admin('Warehouse'),
  'GET /be/api/warehouses/:id': 'session',
  'PUT /be/api/warehouses/:id': admin('Warehouse'),
  'POST /be/api/warehouses/:id/disable': admin('Warehouse'),
  'POST /be/api/warehouses/:id/enable': admin('Warehouse'),
  'GET /be/api/warehouses/:id/history': admin('Warehouse'),
  'GET /be/api/warehouses/:id/zones': 'session',
  'POST /be/api/warehouses/:id/zones': admin('Warehouse', 'WarehouseZone'),
  'PUT /be/api/warehouses/:id/zones/:zoneId': admin('Warehouse', 'WarehouseZone'),
  'POST /be/api/warehouses/:id/zones/import': admin('Warehouse', 'WarehouseZone', 'WarehouseZoneImport'),
};

const norm = (r: Rule | undefined) =>
  r === undefined || typeof r === 'string' ? r : { roles: [...(r.roles ?? [])].sort(), page: [r.page ?? []].flat().sort() };
const pagesOf = (r: Rule | undefined): string[] => (r && typeof r === 'object' ? [r.page ?? []].flat() : []);
const rolesOf = (r: Rule | undefined): readonly string[] => (r && typeof r === 'object' ? (r.roles ?? []) : []);

/**
 * The privilege table over real HTTP: no token -> 401 (except public routes); a signed-in user
 * whose roles and pages the intended rule does not list -> 403 'Access Denied'; a user holding just
 * one listed page, the listed roles, and Root -> neither 401 nor 403.
 */
describe('access rules of every route', () => {
  let api: ApiHarness;
  let routes: Route[];
  const PASSWORD = 'password-1';
  const tokens = new Map<string, string>();
  /** page name -> the user whose only privilege is that page. */
  const pageUser = (page: string) => `page-${page.toLowerCase()}`;
  const key = (r: Route) => `${r.method} ${r.path}`;
  const intendedOf = (r: Route) => INTENDED[key(r)];

  /** A working token for a user (signing in again when a route ended the last one, e.g. logout). */
  async function tokenOf(username: string) {
    const t = tokens.get(username);
    if (t && (await api.app.get(IdentityService).resolve(t))) return t;
    const fresh = await api.login(username, username === 'root' ? ROOT_PASSWORD : PASSWORD);
    tokens.set(username, fresh);
    return fresh;
  }

  /** Session routes whose bare form is the operators' view: every session probes its own part. */
  const PROBE_QUERY: Record<string, string> = { 'GET /be/api/queue/status': '?id=route-test-id' };
  const hit = async (r: Route, username: string | null) => {
    const path = r.path.replace(/:\w+/g, 'route-test-id') + (PROBE_QUERY[key(r)] ?? '');
    const hasBody = r.method !== 'GET' && r.method !== 'HEAD';
    const res = await api.call(r.method, path, { token: username ? await tokenOf(username) : null, body: hasBody ? {} : undefined });
    return { status: res.status, message: res.body.error?.message };
  };

  beforeAll(async () => {
    api = await startApi();
    routes = routesWithAccess(api);
    const root = await tokenOf('root');
    const position = async (name: string, granted: string[]) => {
      const r = await api.call('POST', '/be/api/positions', { token: root, body: { name, pagePrivileges: Object.fromEntries(granted.map((p) => [p, 'Accessable'])) } });
      expect(r.status).toBe(201);
      return r.body.data.id as string;
    };
    const user = async (username: string, body: Record<string, unknown>) => {
      const r = await api.call('POST', '/be/api/employees', { token: root, body: { username, password: PASSWORD, name: username, ...body } });
      expect(r.status).toBe(201);
    };
    await user('admin', { roles: ['Admin'] });
    await user('invoice', { roles: ['Invoice'] });
    await user('outsider', { positionIds: [await position('Outsider', [])] });
    const pages = [...new Set(Object.values(INTENDED).flatMap(pagesOf))].sort();
    for (const page of pages) await user(pageUser(page), { positionIds: [await position(`Only ${page}`, [page])] });
  });
  afterAll(() => api?.close());

  it('the route list is complete and every route declares its access rule', () => {
    if (process.env.SHOW_ROUTES) console.log(routes.map((r) => `${r.method} ${r.path} ${JSON.stringify(r.access)}`).join('\n'));
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.map(key).sort()).toEqual(expressRoutes(api));
    expect(routes.filter((r) => r.access === undefined).map(key)).toEqual([]);
  });

  it('every route of the app has its intended rule in the table, and nothing else is in it', () => {
    expect(routes.map(key).filter((k) => !(k in INTENDED))).toEqual([]);
    const served = new Set(routes.map(key));
    expect(Object.keys(INTENDED).filter((k) => !served.has(k))).toEqual([]);
  });

  it('every controller declares the intended rule', () => {
    const wrong = routes.filter((r) => JSON.stringify(norm(r.access)) !== JSON.stringify(norm(intendedOf(r))));
    expect(wrong.map((r) => `${key(r)} declares ${JSON.stringify(r.access)}, intended ${JSON.stringify(intendedOf(r))}`)).toEqual([]);
  });

  it('only sign-in, the sign-in code and health are public', () => {
    const open = routes.filter((r) => r.access === 'public').map(key);
    expect(open.sort()).toEqual(['GET /be/api/health', 'POST /be/api/user/login', 'POST /be/api/user/login/code'].sort());
  });

  it('no token: 401 on every route but the public ones', async () => {
    const wrong: string[] = [];
    for (const r of routes) {
      const { status } = await hit(r, null);
      const ok = intendedOf(r) === 'public' ? status !== 401 && status !== 403 : status === 401;
      if (!ok) wrong.push(`${key(r)} -> ${status}`);
    }
    expect(wrong).toEqual([]);
  });

  it("the till's routes take a device token: a user's session, even Root's, gets 401 there", async () => {
    const wrong: string[] = [];
    for (const r of routes) {
      const rule = intendedOf(r);
      if (rule !== 'pos-device' && rule !== 'pos-cashier') continue;
      for (const username of ['root', 'admin']) {
        const { status } = await hit(r, username);
        if (status !== 401) wrong.push(`${key(r)} as ${username} -> ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a user with no page: 403 Access Denied everywhere but the session routes', async () => {
    const wrong: string[] = [];
    for (const r of routes) {
      const rule = intendedOf(r);
      if (rule === 'public' || rule === 'pos-device' || rule === 'pos-cashier') continue;
      const { status, message } = await hit(r, 'outsider');
      const ok = rule === 'session' ? status !== 401 && status !== 403 : status === 403 && message === 'Access Denied';
      if (!ok) wrong.push(`${key(r)} -> ${status} ${message ?? ''}`);
    }
    expect(wrong).toEqual([]);
  });

  it('Root, the listed roles, and a user holding just one listed page get through (neither 401 nor 403)', async () => {
    const wrong: string[] = [];
    for (const r of routes) {
      const rule = intendedOf(r);
      if (rule === 'public' || rule === 'session' || rule === 'pos-device' || rule === 'pos-cashier' || !rule) continue;
      const who = ['root', ...(['Admin', 'Invoice'] as const).filter((x) => rolesOf(rule).includes(x)).map((x) => x.toLowerCase()), ...pagesOf(rule).map(pageUser)];
      for (const username of who) {
        const { status } = await hit(r, username);
        if (status === 401 || status === 403) wrong.push(`${key(r)} as ${username} -> ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a ProductList clerk, a SaleList clerk and the Invoice role get 403 on every call their screens do not make', async () => {
    const wrong: string[] = [];
    const subjects = [
      { username: pageUser('ProductList'), may: (rule: Rule) => pagesOf(rule).includes('ProductList') },
      { username: pageUser('SaleList'), may: (rule: Rule) => pagesOf(rule).includes('SaleList') },
      { username: 'invoice', may: (rule: Rule) => rolesOf(rule).includes('Invoice') },
    ];
    for (const r of routes) {
      const rule = intendedOf(r);
      if (rule === 'public' || rule === 'session' || rule === 'pos-device' || rule === 'pos-cashier') continue;
      for (const s of subjects) {
        if (s.may(rule)) continue;
        const { status, message } = await hit(r, s.username);
        if (status !== 403 || message !== 'Access Denied') wrong.push(`${key(r)} as ${s.username} -> ${status} ${message ?? ''}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('page privileges no longer reach past their screens (issue 9)', async () => {
    const status = async (username: string, method: string, path: string) =>
      (await api.call(method, path.replace(/:\w+/g, 'route-test-id'), { token: await tokenOf(username), body: method === 'GET' ? undefined : {} })).status;
    const productList = pageUser('ProductList');
    // A product list clerk neither builds the category tree, imports products nor changes prices...
    expect(await status(productList, 'POST', '/be/api/categories')).toBe(403);
    expect(await status(productList, 'POST', '/be/api/categories/:id/move')).toBe(403);
    expect(await status(productList, 'POST', '/be/api/products/import')).toBe(403);
    expect(await status(productList, 'PUT', '/be/api/products/prices')).toBe(403);
    // ...those are their own screens'.
    expect(await status(pageUser('ProductCategory'), 'POST', '/be/api/categories')).toBe(400);
    expect(await status(pageUser('ProductImport'), 'POST', '/be/api/products/import')).not.toBe(403);
    expect(await status(pageUser('BatchPriceChange'), 'PUT', '/be/api/products/prices')).toBe(400);
    // A sale list clerk does not pick, stock out or batch-import; the distribution and batch screens do.
    const saleList = pageUser('SaleList');
    expect(await status(saleList, 'POST', '/be/api/sale/order/dists/pick')).toBe(403);
    expect(await status(saleList, 'PUT', '/be/api/sale/order/dist/stockout')).toBe(403);
    expect(await status(saleList, 'POST', '/be/api/sale/order/batch-import')).toBe(403);
    expect(await status(pageUser('SalePicking'), 'POST', '/be/api/sale/order/dists/pick')).toBe(400);
    expect(await status(pageUser('SaleStockout'), 'PUT', '/be/api/sale/order/dist/stockout')).toBe(400);
    expect(await status(pageUser('SaleBatchInput'), 'POST', '/be/api/sale/order/batch-import')).toBe(400);
    // The Invoice role reads neither announcements (customers and totals), the company settings
    // nor the queue; the settings the shell needs are every session's.
    expect(await status('invoice', 'GET', '/be/api/announcements')).toBe(403);
    expect(await status('invoice', 'GET', '/be/api/system-setting/settings')).toBe(403);
    expect(await status('invoice', 'GET', '/be/api/system-setting/group-settings')).toBe(403);
    expect(await status('invoice', 'GET', '/be/api/queue/status')).toBe(403);
    expect(await status('invoice', 'GET', '/be/api/system-setting/common')).toBe(200);
    expect(await status(saleList, 'GET', '/be/api/announcements')).toBe(200);
    expect(await status('admin', 'GET', '/be/api/queue/status')).toBe(200);
    expect(await status(productList, 'GET', '/be/api/queue/status?id=someone-elses-job')).toBe(404);
  });
});
