import { loginCodesProjector } from './identity/login-codes/login-codes.projector.js';
import { positionsProjector } from './identity/positions/positions.projector.js';
import { sessionsProjector } from './identity/sessions/sessions.projector.js';
import { signInAttemptsProjector } from './identity/signin-attempts/signin-attempts.projector.js';
import { userTagsProjector } from './identity/user-tags/user-tags.projector.js';
import { usersProjector } from './identity/users/users.projector.js';
import { companySettingsProjector } from './settings/company-settings/company-settings.projector.js';
import { errorLogsProjector } from './settings/error-logs/error-logs.projector.js';
import { tableColumnsProjector } from './settings/table-columns/table-columns.projector.js';
import { currenciesProjector } from './finance/currencies/currencies.projector.js';
import { exchangeRatesProjector } from './finance/exchange-rates/exchange-rates.projector.js';
import { alarmClockListProjector } from './messaging/alarm-clock-list/alarm-clock-list.projector.js';
import { announcementsProjector } from './messaging/announcements/announcements.projector.js';
import { stockLogProjector } from './inventory/stock-log/stock-log.projector.js';
import { stockOnHandProjector } from './inventory/stock-on-hand/stock-on-hand.projector.js';
import { stockCountsProjector } from './inventory/stock-counts/stock-counts.projector.js';
import { stockZonesProjector } from './inventory/stock-zones/stock-zones.projector.js';
import { stockDocumentsProjector } from './inventory/stock-documents/stock-documents.projector.js';
import { defectiveLibraryProjector } from './inventory/defective-library/defective-library.projector.js';
import { costProjector } from './inventory/cost/cost.projector.js';
import { payMethodsProjector } from './pos/pay-methods/pay-methods.projector.js';
import { posRegistersProjector } from './pos/pos-registers/pos-registers.projector.js';
import { saleTablesProjector } from './sales/sale-tables/sale-tables.projector.js';
import { desksProjector } from './pos/desks/desks.projector.js';
import { posDevicesProjector } from './pos/pos-devices/pos-devices.projector.js';
import { posCashiersProjector } from './pos/pos-cashiers/pos-cashiers.projector.js';
import { posCashSessionsProjector } from './pos/pos-cash-sessions/pos-cash-sessions.projector.js';
import { posMachineLogProjector } from './pos/pos-machine-log/pos-machine-log.projector.js';
import { tillBoletasProjector } from './invoicing/till-boletas/till-boletas.projector.js';
import { posSalesProjector } from './pos/pos-sales/pos-sales.projector.js';
import { posReturnsProjector } from './pos/pos-returns/pos-returns.projector.js';
import { tillCatalogueProjector } from './pos/till-catalogue/till-catalogue.projector.js';
import { moneyAccountsProjector } from './finance/money-accounts/money-accounts.projector.js';
import { financeClassesProjector } from './finance/finance-classes/finance-classes.projector.js';
import { financeEntriesProjector } from './finance/finance-entries/finance-entries.projector.js';
import { moneyTransfersProjector } from './finance/money-transfers/money-transfers.projector.js';
import { purchaseMoneyProjector } from './finance/purchase-money/purchase-money.projector.js';
import { saleMoneyProjector } from './finance/sale-money/sale-money.projector.js';
import { checksProjector } from './finance/checks/checks.projector.js';
import { accountPostingsProjector } from './finance/account-postings/account-postings.projector.js';
import { financeClosingsProjector } from './finance/finance-closings/finance-closings.projector.js';
import type { Projector } from './platform/projector.js';
import { saleFactsProjector } from './reports/sale-facts/sale-facts.projector.js';
import { salesTargetsProjector } from './reports/sales-targets/sales-targets.projector.js';
import { customDashboardsProjector } from './reports/custom-dashboards/custom-dashboards.projector.js';
import { saleOrderListProjector } from './sales/sale-order-list/sale-order-list.projector.js';
import { categoriesProjector } from './catalog/categories/categories.projector.js';
import { priceChangesProjector } from './catalog/price-changes/price-changes.projector.js';
import { productsProjector } from './catalog/products/products.projector.js';
import { sizeGroupsProjector } from './catalog/size-groups/size-groups.projector.js';
import { suppliersProjector } from './catalog/suppliers/suppliers.projector.js';
import { warehousesProjector } from './catalog/warehouses/warehouses.projector.js';
import { invoiceSetupsProjector } from './invoicing/invoice-setups/invoice-setups.projector.js';
import { vatRatesProjector } from './invoicing/vat-rates/vat-rates.projector.js';
import { invoiceClientsProjector } from './invoicing/invoice-clients/invoice-clients.projector.js';
import { invoicesProjector } from './invoicing/invoices/invoices.projector.js';
import { invoiceSubmissionsProjector } from './invoicing/invoice-submissions/invoice-submissions.projector.js';
import { submissionSettingsProjector } from './invoicing/submission-settings/submission-settings.projector.js';
import { invoiceKeysProjector } from './invoicing/invoice-keys/invoice-keys.projector.js';
import { transportCompaniesProjector } from './invoicing/transport-companies/transport-companies.projector.js';
import { driversProjector } from './invoicing/drivers/drivers.projector.js';
import { purchaseInvoicesProjector } from './invoicing/purchase-invoices/purchase-invoices.projector.js';
import { waybillsProjector } from './invoicing/waybills/waybills.projector.js';
import { customerAccountsProjector } from './customers/customer-accounts/customer-accounts.projector.js';
import { customerGroupsProjector } from './customers/customer-groups/customer-groups.projector.js';
import { customersProjector } from './customers/customers/customers.projector.js';
import { membershipLevelsProjector } from './customers/membership-levels/membership-levels.projector.js';
import { supplierAccountsProjector } from './catalog/supplier-accounts/supplier-accounts.projector.js';
import { purchaseOrderListProjector } from './purchasing/purchase-order-list/purchase-order-list.projector.js';
import { supplierPricesProjector } from './purchasing/supplier-prices/supplier-prices.projector.js';
import { purchaseReceiptLinesProjector } from './purchasing/purchase-receipt-lines/purchase-receipt-lines.projector.js';
import { seaWaybillListProjector } from './purchasing/sea-waybill-list/sea-waybill-list.projector.js';
import { productSupplierCodesProjector } from './catalog/product-supplier-codes/product-supplier-codes.projector.js';
import { onOrderProjector } from './purchasing/on-order/on-order.projector.js';
import { prePurchaseOrdersProjector } from './purchasing/pre-purchase-orders/pre-purchase-orders.projector.js';
import { replenishmentOrdersProjector } from './purchasing/replenishment-orders/replenishment-orders.projector.js';
import { stockLevelsProjector } from './purchasing/stock-levels/stock-levels.projector.js';

/**
 * Every read model of the product. Each context adds its projectors here; the daemon (async)
 * and the append path (inline) take them from this list.
 */
export const identityProjectors: Projector[] = [usersProjector, sessionsProjector, positionsProjector, userTagsProjector, signInAttemptsProjector, loginCodesProjector];
export const settingsProjectors: Projector[] = [companySettingsProjector, tableColumnsProjector, errorLogsProjector];
export const messagingProjectors: Projector[] = [alarmClockListProjector, announcementsProjector];
export const catalogProjectors: Projector[] = [
  categoriesProjector,
  sizeGroupsProjector,
  productsProjector,
  priceChangesProjector,
  warehousesProjector,
  invoiceSetupsProjector,
  vatRatesProjector,
  invoiceClientsProjector,
  invoicesProjector,
  tillBoletasProjector,
  submissionSettingsProjector,
  invoiceSubmissionsProjector,
  invoiceKeysProjector,
  transportCompaniesProjector,
  driversProjector,
  purchaseInvoicesProjector,
  waybillsProjector,
  suppliersProjector,
  supplierAccountsProjector,
  productSupplierCodesProjector,
];
export const inventoryProjectors: Projector[] = [stockOnHandProjector, stockLogProjector, stockCountsProjector, stockZonesProjector, stockDocumentsProjector, defectiveLibraryProjector];
/** Cost valuation and profit (docs/costing.md). */
export const costingProjectors: Projector[] = [costProjector];
export const customersProjectors: Projector[] = [customersProjector, customerGroupsProjector, membershipLevelsProjector, customerAccountsProjector];
export const salesProjectors: Projector[] = [saleOrderListProjector, saleTablesProjector];
export const purchasingProjectors: Projector[] = [purchaseOrderListProjector, supplierPricesProjector];
/** Ocean shipping (issue 13): receipt lines of purchase orders and the sea waybills. */
export const oceanShippingProjectors: Projector[] = [purchaseReceiptLinesProjector, seaWaybillListProjector];

/** Replenishment and pre-purchase (docs/replenishment.md). */
export const replenishmentProjectors: Projector[] = [stockLevelsProjector, onOrderProjector, replenishmentOrdersProjector, prePurchaseOrdersProjector];

/** Currencies and exchange rates (docs/finance.md). */
export const financeProjectors: Projector[] = [currenciesProjector, exchangeRatesProjector];

/** Finance: money accounts, income/expense classes and entries (docs/finance-accounts.md). */
export const financeAccountsProjectors: Projector[] = [moneyAccountsProjector, financeClassesProjector, financeEntriesProjector, accountPostingsProjector];

/** Day and month closing: the closed periods the closing guard reads (docs/finance-closing.md). */
export const financeClosingProjectors: Projector[] = [financeClosingsProjector];

/** Finance: domestic transfers, transfers to China, currency exchange (docs/finance-transfers.md). */
export const financeTransfersProjectors: Projector[] = [moneyTransfersProjector];

/** Finance: money by sale and purchase document (docs/finance-payments.md). */
export const financePaymentsProjectors: Projector[] = [saleMoneyProjector, purchaseMoneyProjector];

/** Finance: checks received and issued (docs/finance-checks.md). */
export const financeChecksProjectors: Projector[] = [checksProjector];

/** Sales analysis: the pre-aggregated sale figures reports and dashboards group (docs/sale-reports.md); the sales targets (docs/report-insight.md). */
export const reportProjectors: Projector[] = [saleFactsProjector, salesTargetsProjector];
/** Each user's custom dashboard (docs/dashboards.md "Custom dashboard"). */
export const dashboardProjectors: Projector[] = [customDashboardsProjector];

/** Point of sale: payment methods, registers, devices, cashiers, cash sessions, the machine log, desks (docs/pos.md). */
export const posProjectors: Projector[] = [payMethodsProjector, posRegistersProjector, posDevicesProjector, posCashiersProjector, posCashSessionsProjector, posSalesProjector, posReturnsProjector, posMachineLogProjector, tillCatalogueProjector, desksProjector];

export function allProjectors(extra: Projector[] = []): Projector[] {
  return [...identityProjectors, ...settingsProjectors, ...messagingProjectors, ...catalogProjectors, ...inventoryProjectors, ...customersProjectors, ...salesProjectors, ...purchasingProjectors, ...oceanShippingProjectors, ...replenishmentProjectors, ...costingProjectors, ...financeProjectors, ...financeAccountsProjectors, ...financeTransfersProjectors, ...financePaymentsProjectors, ...financeChecksProjectors, ...financeClosingProjectors, ...reportProjectors, ...dashboardProjectors, ...posProjectors, ...extra];
}
