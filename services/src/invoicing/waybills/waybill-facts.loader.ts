import { Inject, Injectable } from '@nestjs/common';
import { Decimal } from 'decimal.js';
import type { FolioRange } from '@tradedesk/contracts/invoicing/invoice-keys';
import type { IssueWaybillBody, SaleOrderDelivery, WaybillToBill } from '@tradedesk/contracts/invoicing/waybill';
import { businessDayOf } from '@tradedesk/contracts/platform/company-time';
import { getDriver } from '@tradedesk/projections/invoicing/drivers/drivers.query';
import { getInvoiceClient } from '@tradedesk/projections/invoicing/invoice-clients/invoice-clients.query';
import { folioRanges } from '@tradedesk/projections/invoicing/invoice-keys/invoice-keys.query';
import { getInvoiceSetup } from '@tradedesk/projections/invoicing/invoice-setups/invoice-setups.query';
import { getTransportCompany } from '@tradedesk/projections/invoicing/transport-companies/transport-companies.query';
import { deliveredOfSaleOrder, unbilledWaybillsOfClient, waybillsOfSaleOrders } from '@tradedesk/projections/invoicing/waybills/waybills.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { saleOrdersForInvoice } from '@tradedesk/projections/sales/sale-order-list/sale-order-list.query';
import { CompanySettingsReader } from '../../platform/cache/company-settings.reader.js';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { DATABASE } from '../../platform/tokens.js';
import type { IssueWaybillFacts } from './waybill-facts.js';
import { waybillsToBill } from './waybills-to-bill.js';

/** What IssueWaybill decides on besides its stream (read models only). */
@Injectable()
export class WaybillFactsLoader {
  private readonly settings: CompanySettingsReader;
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly runtime: CommandRuntime,
  ) {
    this.settings = new CompanySettingsReader(db);
  }

  /** IssueWaybill: the setup, the receiver, the sale order, the carrier and the driver as the registers hold them now. */
  async forIssueWaybill(body: IssueWaybillBody): Promise<IssueWaybillFacts> {
    const [today, setup, client, orders, delivered, carrier, driver] = await Promise.all([
      this.today(),
      getInvoiceSetup(this.db, body.setupId),
      body.clientId ? getInvoiceClient(this.db, body.clientId) : null,
      saleOrdersForInvoice(this.db, body.saleOrderId ? [body.saleOrderId] : []),
      body.saleOrderId ? deliveredOfSaleOrder(this.db, body.saleOrderId) : {},
      getTransportCompany(this.db, body.transportCompanyId),
      getDriver(this.db, body.driverId),
    ]);
    return { today, setup, client, saleOrder: orders[0] ?? null, delivered, carrier, driver };
  }

  /** A sale order's lines with what was ordered, what its guías carried and what is left, and its guías (the waybill form). */
  async saleOrderDelivery(saleOrderId: string): Promise<SaleOrderDelivery | null> {
    const [orders, delivered, waybills] = await Promise.all([saleOrdersForInvoice(this.db, [saleOrderId]), deliveredOfSaleOrder(this.db, saleOrderId), waybillsOfSaleOrders(this.db, [saleOrderId])]);
    const o = orders[0];
    if (!o) return null;
    return {
      saleOrderId: o.id, number: o.number,
      lines: o.lines.map((l, i) => {
        const carried = delivered[i + 1] ?? '0';
        return { lineNo: i + 1, code: l.code, name: l.name, unit: l.unit, ordered: l.quantity, delivered: carried, left: Decimal.max(0, new Decimal(l.quantity).minus(carried)).toString() };
      }),
      waybills: waybills.map((w) => ({ waybillId: w.waybillId, folio: w.folio, issueDate: w.issueDate, billedBy: w.billedBy })),
    };
  }

  /** The guías of a client a factura of chosen guías may bill (not billed, a sale, their order not invoiced whole), with their order lines. */
  async billable(setupId: string, clientId: string): Promise<WaybillToBill[]> {
    const guias = await waybillsToBill(this.db, await unbilledWaybillsOfClient(this.db, setupId, clientId));
    return guias.filter((g) => !g.saleOrder?.invoicedBy);
  }

  /** The setup's type-52 CAF ranges in load order (the folios a waybill takes). */
  folioRanges(setupId: string): Promise<FolioRange[]> {
    return folioRanges(this.db, setupId, 52);
  }

  private async today(): Promise<string> {
    return businessDayOf(this.runtime.clock(), Number(await this.settings.get('SystemTimeZone')));
  }
}
