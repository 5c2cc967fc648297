import { Controller, Get, Inject } from '@nestjs/common';
import { CATEGORIES_READ_MODEL } from '@tradedesk/contracts/catalog/categories';
import { SUPPLIER_ACCOUNTS_READ_MODEL } from '@tradedesk/contracts/catalog/supplier-accounts';
import { CUSTOMER_ACCOUNTS_READ_MODEL } from '@tradedesk/contracts/customers/customer-accounts';
import { CUSTOMERS_READ_MODEL } from '@tradedesk/contracts/customers/customers';
import { EXCHANGE_RATE_READ_MODEL } from '@tradedesk/contracts/finance/currencies';
import { PURCHASE_MONEY_READ_MODEL, SALE_MONEY_READ_MODEL } from '@tradedesk/contracts/finance/payments';
import { EMPLOYEES_READ_MODEL } from '@tradedesk/contracts/identity/employees';
import { PROFIT_ACCESS } from '@tradedesk/contracts/inventory/cost';
import {
  CUSTOMER_DETAIL_PAGE,
  type CustomerStatementQuery,
  customerStatementQuery,
  type DetailFilters,
  REPAYMENT_PAGE,
  type RepaymentQuery,
  type RepaymentReport,
  repaymentQuery,
  SALE_DETAIL_PAGE,
  type SaleDetailQuery,
  type SaleDetailReport,
  saleDetailQuery,
  type StatementReport,
  SUPPLIER_DETAIL_PAGE,
  type SupplierStatementQuery,
  supplierStatementQuery,
} from '@tradedesk/contracts/reports/report-details';
import { SALE_ORDER_LIST_READ_MODEL } from '@tradedesk/contracts/sales/sale-order';
import { supplierStatement } from '@tradedesk/projections/catalog/supplier-accounts/supplier-statement.query';
import { customerStatement } from '@tradedesk/projections/customers/customer-accounts/customer-statement.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { detailFilters } from '@tradedesk/projections/reports/report-details/detail-filters.query';
import { repayment } from '@tradedesk/projections/reports/repayment/repayment.query';
import { saleLinesReport } from '@tradedesk/projections/sales/sale-order-list/sale-lines-report.query';
import { CompanySettingsReader } from '../../platform/cache/company-settings.reader.js';
import { allowed } from '../../platform/http/auth.guard.js';
import { CurrentSession, Endpoint, ValidQuery } from '../../platform/http/endpoint.js';
import type { Session } from '../../platform/http/request-context.js';
import { DATABASE } from '../../platform/tokens.js';
import { periodInstants, reportCurrencies } from '../report-period.js';

/**
 * The detail reports (reads only; docs/report-details.md): sale lines, customer and supplier
 * statements, repayments. Root, Admin, and positions with the report screen's privilege.
 */
@Controller('api/report')
export class ReportDetailsController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly settings: CompanySettingsReader,
  ) {}

  @Get('detail-filters')
  @Endpoint({
    summary: "The choices of the detail reports' filters: customers (id, code, name), users who may have sold (id, name), categories (id, name)",
    access: { roles: ['Admin'], page: [SALE_DETAIL_PAGE, CUSTOMER_DETAIL_PAGE, REPAYMENT_PAGE] },
    readModels: [CUSTOMERS_READ_MODEL, EMPLOYEES_READ_MODEL, CATEGORIES_READ_MODEL],
  })
  async filters(): Promise<DetailFilters> {
    return detailFilters(this.db);
  }

  @Get('sale-detail')
  @Endpoint({
    summary: 'Every committed sale line of a period (order, day, customer, salesperson, warehouse, product, quantity, price, discount, gift, amount in the base currency; cost and profit for who may see profit), any order, with totals',
    access: { roles: ['Admin'], page: SALE_DETAIL_PAGE },
    query: saleDetailQuery,
    readModels: [SALE_ORDER_LIST_READ_MODEL],
  })
  async saleDetail(@ValidQuery() q: SaleDetailQuery, @CurrentSession() s: Session): Promise<SaleDetailReport> {
    const seesProfit = allowed(s, PROFIT_ACCESS);
    // Sorting by what the caller may not see would leak its order.
    const sort = !seesProfit && (q.sort === 'cost' || q.sort === 'profit') ? 'amount' : q.sort;
    const [p, c] = await Promise.all([periodInstants(this.settings, q), reportCurrencies(this.settings)]);
    const report = await saleLinesReport(this.db, {
      ...p, baseCurrency: c.base, costCurrency: c.cost, customerId: q.walkIn ? '' : q.customerId, productId: q.productId, product: q.product,
      categoryId: q.categoryId, salespersonId: q.salespersonId, warehouseId: q.warehouseId, gift: q.gift === undefined ? undefined : q.gift === 'true',
      sort, desc: q.desc, limit: q.limit, offset_rows: q.offset,
    });
    const hidden = seesProfit ? report : {
      ...report, rows: report.rows.map((r) => ({ ...r, cost: null, profit: null })), totals: { ...report.totals, cost: null, profit: null },
    };
    return { ...hidden, currency: c.base, costCurrency: c.cost };
  }

  @Get('customer-detail')
  @Endpoint({
    summary: "One customer's statement over a period, per currency: balance before, every sale, payment, return and other posting with the running balance, balance after",
    access: { roles: ['Admin'], page: CUSTOMER_DETAIL_PAGE },
    query: customerStatementQuery,
    readModels: [CUSTOMER_ACCOUNTS_READ_MODEL],
  })
  async customerDetail(@ValidQuery() q: CustomerStatementQuery): Promise<StatementReport> {
    const p = await periodInstants(this.settings, q);
    return customerStatement(this.db, { customerId: q.customerId, currency: q.currency, start: p.start, end: p.end, offset: p.offset, limit: q.limit, offset_rows: q.offset });
  }

  @Get('supplier-detail')
  @Endpoint({
    summary: "One supplier's statement over a period, per currency: owed before, every receipt, return, payment and other posting with the running balance, owed after",
    access: { roles: ['Admin'], page: SUPPLIER_DETAIL_PAGE },
    query: supplierStatementQuery,
    readModels: [SUPPLIER_ACCOUNTS_READ_MODEL],
  })
  async supplierDetail(@ValidQuery() q: SupplierStatementQuery): Promise<StatementReport> {
    return supplierStatement(this.db, { supplierId: q.supplierId, currency: q.currency, from: q.from ?? null, to: q.to ?? null, limit: q.limit, offset_rows: q.offset });
  }

  @Get('repayment')
  @Endpoint({
    summary: 'Money collected from customers (side=customers) or paid to suppliers (side=suppliers) over a period, per day, party, method or account, per currency and in the base currency',
    access: { roles: ['Admin'], page: REPAYMENT_PAGE },
    query: repaymentQuery,
    readModels: [SALE_MONEY_READ_MODEL, CUSTOMER_ACCOUNTS_READ_MODEL, SUPPLIER_ACCOUNTS_READ_MODEL, PURCHASE_MONEY_READ_MODEL, EXCHANGE_RATE_READ_MODEL],
  })
  async repayment(@ValidQuery() q: RepaymentQuery): Promise<RepaymentReport> {
    const [p, c] = await Promise.all([periodInstants(this.settings, q), reportCurrencies(this.settings)]);
    return repayment(this.db, {
      side: q.side, by: q.by, from: q.from ?? null, to: q.to ?? null, offset: p.offset, baseCurrency: c.base, partyId: q.partyId, currency: q.currency,
      limit: q.limit, offset_rows: q.offset,
    });
  }
}
