import { Inject, Injectable } from '@nestjs/common';
import { type SaleOrderAnswer, type SaleOrderPage, type SaleOrderQuery, saleOrderStreamId, type SaleOrderView } from '@tradedesk/contracts/sales/sale-order';
import { type SaleOrderDoc, saleOrderView } from '@tradedesk/contracts/sales/sale-order-doc';
import type { Database } from '@tradedesk/projections/platform/sql';
import { listSaleOrders } from '@tradedesk/projections/sales/sale-order-list/sale-order-list.query';
import { CompanySettingsReader } from '../platform/cache/company-settings.reader.js';
import { WarehouseFacts } from '../platform/cache/warehouse-facts.js';
import { CommandRuntime } from '../platform/cqrs/command-runtime.js';
import { notFound } from '../platform/http/errors.js';
import { DATABASE } from '../platform/tokens.js';
import { evolveSaleOrder, initialSaleOrderState } from './sale-order.state.js';

/**
 * The sale list (from its read model) and one order, read from its stream (never from a lagging projection: the screen that just
 * changed an order sees exactly what it did), with its warehouse's code and name.
 */
@Injectable()
export class SaleOrderReader {
  constructor(
    private readonly runtime: CommandRuntime,
    @Inject(DATABASE) private readonly db: Database,
    private readonly settings: CompanySettingsReader = new CompanySettingsReader(db),
    private readonly warehouses: WarehouseFacts = new WarehouseFacts(db),
  ) {}

  async load(id: string): Promise<{ doc: SaleOrderDoc; version: number; globalPosition: string }> {
    const { version, events } = await this.runtime.store.readStream(saleOrderStreamId(id));
    const doc = events.reduce((s, e) => evolveSaleOrder(s, e as any), initialSaleOrderState());
    if (!doc.exists) throw notFound(`No sale order ${id}.`, 'order_not_found');
    return { doc, version, globalPosition: events.at(-1)?.globalPosition ?? '0' };
  }

  /** The sale list: its day filters are business days in the company's time zone. */
  async list(filters: Omit<SaleOrderQuery, 'id'>): Promise<SaleOrderPage> {
    return listSaleOrders(this.db, filters, Number(await this.settings.get('SystemTimeZone')));
  }

  async view(id: string): Promise<SaleOrderView> {
    const { doc, version } = await this.load(id);
    return this.viewOf(doc, version);
  }

  async viewOf(doc: SaleOrderDoc, version: number): Promise<SaleOrderView> {
    return saleOrderView(doc, version, await this.warehouses.ref(doc.header.warehouseId));
  }

  async answer(r: { streamVersion: number; globalPosition: string; duplicate: boolean; state: SaleOrderDoc }): Promise<SaleOrderAnswer> {
    return { id: r.state.id, number: r.state.number, version: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate, order: await this.viewOf(r.state, r.streamVersion) };
  }

  /** The answer for an order just written by id (re-read: its stream is the truth). */
  async answerFor(id: string, written: { globalPosition: string; duplicate: boolean }): Promise<SaleOrderAnswer> {
    const { doc, version } = await this.load(id);
    return { id, number: doc.number, version, globalPosition: written.globalPosition, duplicate: written.duplicate, order: await this.viewOf(doc, version) };
  }
}
