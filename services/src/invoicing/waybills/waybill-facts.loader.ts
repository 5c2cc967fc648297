import { Inject, Injectable } from '@nestjs/common';
import type { FolioRange } from '@tradedesk/contracts/invoicing/invoice-keys';
import type { IssueWaybillBody } from '@tradedesk/contracts/invoicing/waybill';
import { businessDayOf } from '@tradedesk/contracts/platform/company-time';
import { getDriver } from '@tradedesk/projections/invoicing/drivers/drivers.query';
import { getInvoiceClient } from '@tradedesk/projections/invoicing/invoice-clients/invoice-clients.query';
import { folioRanges } from '@tradedesk/projections/invoicing/invoice-keys/invoice-keys.query';
import { getInvoiceSetup } from '@tradedesk/projections/invoicing/invoice-setups/invoice-setups.query';
import { getTransportCompany } from '@tradedesk/projections/invoicing/transport-companies/transport-companies.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { saleOrdersForInvoice } from '@tradedesk/projections/sales/sale-order-list/sale-order-list.query';
import { CompanySettingsReader } from '../../platform/cache/company-settings.reader.js';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { DATABASE } from '../../platform/tokens.js';
import type { IssueWaybillFacts } from './waybill-facts.js';

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
    const [today, setup, client, orders, carrier, driver] = await Promise.all([
      this.today(),
      getInvoiceSetup(this.db, body.setupId),
      body.clientId ? getInvoiceClient(this.db, body.clientId) : null,
      saleOrdersForInvoice(this.db, body.saleOrderId ? [body.saleOrderId] : []),
      getTransportCompany(this.db, body.transportCompanyId),
      getDriver(this.db, body.driverId),
    ]);
    return { today, setup, client, saleOrder: orders[0] ?? null, carrier, driver };
  }

  /** The setup's type-52 CAF ranges in load order (the folios a waybill takes). */
  folioRanges(setupId: string): Promise<FolioRange[]> {
    return folioRanges(this.db, setupId, 52);
  }

  private async today(): Promise<string> {
    return businessDayOf(this.runtime.clock(), Number(await this.settings.get('SystemTimeZone')));
  }
}
