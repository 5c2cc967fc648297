import { Controller, Get, Inject } from '@nestjs/common';
import { INVOICES_READ_MODEL } from '@tradedesk/contracts/invoicing/invoice';
import { type InvoicedStockQuery, invoicedStockQuery } from '@tradedesk/contracts/invoicing/invoiced-stock';
import { invoicedStock } from '@tradedesk/projections/invoicing/invoices/invoiced-stock.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { Endpoint, ValidQuery } from '../../platform/http/endpoint.js';
import { DATABASE } from '../../platform/tokens.js';
import { invoiceAccess } from '../invoicing-access.js';

/** /invoice/stock and /invoice/stockExcel: stock as invoiced per product and period. */
@Controller('api/invoicing')
export class InvoicedStockController {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  @Get('stock')
  @Endpoint({ summary: 'Stock as invoiced: quantities and net values per product, unit and currency from the invoices and credit notes issued in a period', access: invoiceAccess('InvoiceStock', 'InvoiceStockExcel'), readModels: [INVOICES_READ_MODEL], query: invoicedStockQuery })
  async stock(@ValidQuery() q: InvoicedStockQuery) {
    const rows = await invoicedStock(this.db, q);
    return { rows, total: rows.length };
  }
}
