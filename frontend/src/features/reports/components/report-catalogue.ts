import type { RouteName } from '@tradedesk/contracts/platform/route-names';

/**
 * The report home's list (docs/reports.md "Adding a report"): every /report page, in its group, in
 * the order the home shows it. A report's line is `reports.line.<RouteName>` in reports.json. The
 * home links a report once app/pages.tsx maps its route to a screen; until then it shows it as
 * planned. To add a report: build its screen, map it in pages.tsx; add a row here only for a new
 * route.
 */
export const REPORT_GROUPS = ['sales', 'purchasing', 'stock', 'finance'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

export interface ReportEntry {
  name: RouteName;
  group: ReportGroup;
}

const entries = (group: ReportGroup, names: RouteName[]): ReportEntry[] => names.map((name) => ({ name, group }));

export const REPORT_CATALOGUE: readonly ReportEntry[] = [
  ...entries('sales', [
    'ReportSale', 'ReportSaleDetail', 'ReportSalesAnalysis', 'ReportProductSale', 'ReportCategorySale', 'ReportCustomer', 'ReportCustomerDetail',
    'ReportEmployeeSale', 'ReportWarehouseSale', 'ReportPerformance', 'ReportTrendHistogram', 'ReportPieChart', 'ReportInsight', 'ReportCompletion',
    'ReportGift', 'ReportSlowMoving', 'ReportProfit', 'ReportPureProfit',
  ]),
  ...entries('purchasing', ['ReportPurchase', 'ReportPurchaseDetail', 'ReportSupplierPurchase', 'ReportSupplierDetail', 'ReportPriceChange']),
  ...entries('stock', [
    'ReportStock', 'ReportStockValue', 'ReportStockInOut', 'ReportStockTransfer', 'ReportReturnDamage', 'ReportStockCheck', 'ReportShelfLife',
    'ReportChainOut', 'ReportChainIn',
  ]),
  ...entries('finance', [
    'ReportFinancialFlow', 'ReportReceivable', 'ReportPayable', 'ReportRepayment', 'ReportDayKnot', 'ReportDayKnotList', 'ReportMonthKnot', 'ReportMonthKnotList',
  ]),
];

/** The catalogue by group, each report marked built (it has a screen) or planned. */
export function catalogueByGroup(isBuilt: (name: RouteName) => boolean): { group: ReportGroup; reports: { name: RouteName; built: boolean }[] }[] {
  return REPORT_GROUPS.map((group) => ({
    group,
    reports: REPORT_CATALOGUE.filter((e) => e.group === group).map((e) => ({ name: e.name, built: isBuilt(e.name) })),
  }));
}
