import { Controller, Get, Inject } from '@nestjs/common';
import { SUPPLIER_ACCOUNTS_READ_MODEL } from '@tradedesk/contracts/catalog/supplier-accounts';
import { SUPPLIERS_READ_MODEL } from '@tradedesk/contracts/catalog/suppliers';
import { PURCHASE_ORDER_LIST_READ_MODEL } from '@tradedesk/contracts/purchasing/purchase-order';
import { PURCHASE_RECEIPT_LINES_READ_MODEL } from '@tradedesk/contracts/purchasing/sea-waybill';
import {
  PURCHASE_DETAIL_PAGE,
  PURCHASE_REPORT_PAGE,
  type PurchaseDetailQuery,
  type PurchaseDetailReport,
  purchaseDetailQuery,
  type PurchaseReport,
  type PurchaseReportQuery,
  type ReportSupplier,
  purchaseReportQuery,
  SUPPLIER_PURCHASE_PAGE,
  type SupplierPurchaseQuery,
  type SupplierPurchaseReport,
  supplierPurchaseQuery,
} from '@tradedesk/contracts/reports/purchase-reports';
import { REPAYMENT_PAGE, SUPPLIER_DETAIL_PAGE } from '@tradedesk/contracts/reports/report-details';
import type { Database } from '@tradedesk/projections/platform/sql';
import { purchaseBy, purchaseDetail, reportSuppliers, supplierPurchase } from '@tradedesk/projections/reports/purchase-reports/purchase-reports.query';
import { CompanySettingsReader } from '../../platform/cache/company-settings.reader.js';
import { Endpoint, ValidQuery } from '../../platform/http/endpoint.js';
import { DATABASE } from '../../platform/tokens.js';
import { periodInstants, reportCurrencies } from '../report-period.js';

/** Purchase reports (reads only; docs/reports.md "Purchase reports"): Root, Admin, and positions with the report screen's privilege. */
@Controller('api/report')
export class PurchaseReportsController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly settings: CompanySettingsReader,
  ) {}

  @Get('purchase-suppliers')
  @Endpoint({
    summary: "The suppliers a purchase report can be filtered by (id, code, name), for the supplier filter of the purchase reports, the supplier statement and the repayment report",
    access: { roles: ['Admin'], page: [PURCHASE_REPORT_PAGE, PURCHASE_DETAIL_PAGE, SUPPLIER_PURCHASE_PAGE, SUPPLIER_DETAIL_PAGE, REPAYMENT_PAGE] },
    readModels: [SUPPLIERS_READ_MODEL],
  })
  async suppliers(): Promise<{ suppliers: ReportSupplier[] }> {
    return { suppliers: await reportSuppliers(this.db) };
  }

  @Get('purchase')
  @Endpoint({
    summary: 'Goods received from suppliers over a period (received, returned, net value at cost; base units; orders) per business day, month, supplier or warehouse',
    access: { roles: ['Admin'], page: PURCHASE_REPORT_PAGE },
    query: purchaseReportQuery,
    readModels: [PURCHASE_RECEIPT_LINES_READ_MODEL, PURCHASE_ORDER_LIST_READ_MODEL],
  })
  async purchase(@ValidQuery() q: PurchaseReportQuery): Promise<PurchaseReport> {
    const p = await periodInstants(this.settings, q);
    const report = await purchaseBy(this.db, q.by, { ...p, supplierId: q.supplierId, warehouseId: q.warehouseId, limit: q.limit, offset_rows: q.offset });
    return { ...report, currency: (await reportCurrencies(this.settings)).cost };
  }

  @Get('purchase-detail')
  @Endpoint({
    summary: 'Every purchase line received (or returned) over a period, with its order, supplier, warehouse, quantity and value at cost',
    access: { roles: ['Admin'], page: PURCHASE_DETAIL_PAGE },
    query: purchaseDetailQuery,
    readModels: [PURCHASE_RECEIPT_LINES_READ_MODEL, PURCHASE_ORDER_LIST_READ_MODEL],
  })
  async purchaseDetail(@ValidQuery() q: PurchaseDetailQuery): Promise<PurchaseDetailReport> {
    const p = await periodInstants(this.settings, q);
    const report = await purchaseDetail(this.db, {
      ...p, supplierId: q.supplierId, warehouseId: q.warehouseId, productId: q.productId, kind: q.kind, limit: q.limit, offset_rows: q.offset,
    });
    return { ...report, currency: (await reportCurrencies(this.settings)).cost };
  }

  @Get('supplier-purchase')
  @Endpoint({
    summary: 'Per supplier and currency over a period: owed before, ordered, received, returned, paid, other postings and owed at its end',
    access: { roles: ['Admin'], page: SUPPLIER_PURCHASE_PAGE },
    query: supplierPurchaseQuery,
    readModels: [SUPPLIER_ACCOUNTS_READ_MODEL, PURCHASE_ORDER_LIST_READ_MODEL],
  })
  async supplierPurchase(@ValidQuery() q: SupplierPurchaseQuery): Promise<SupplierPurchaseReport> {
    const p = await periodInstants(this.settings, q);
    return supplierPurchase(this.db, {
      from: q.from ?? null, to: q.to ?? null, start: p.start, end: p.end, supplierId: q.supplierId, currency: q.currency, limit: q.limit, offset_rows: q.offset,
    });
  }
}
