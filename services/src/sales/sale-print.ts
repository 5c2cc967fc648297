import { Inject, Injectable } from '@nestjs/common';
import { packConversion, unitLabel } from '@tradedesk/contracts/catalog/units';
import { byShelf } from '@tradedesk/contracts/sales/picking';
import type { SaleOrderView } from '@tradedesk/contracts/sales/sale-order';
import type { PickingLine, PrintHeader, PrintLine, PrintProductLine, SaleDistView, SalePrintData } from '@tradedesk/contracts/sales/sale-print';
import { productsForSale } from '@tradedesk/projections/catalog/products/products-for-sale.query';
import { barcodesOfProducts } from '@tradedesk/projections/catalog/products/products.query';
import { enabledZones, zoneCodesById } from '@tradedesk/projections/catalog/warehouses/warehouses.query';
import { userDisplayName } from '@tradedesk/projections/identity/users/users.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { readCompanySettings } from '@tradedesk/projections/settings/company-settings/company-settings.query';
import { Decimal } from 'decimal.js';
import { DATABASE } from '../platform/tokens.js';
import { SaleOrderReader } from './sale-order.reader.js';

/** The print pages' data (print/main, main/sale/order/print, details, dist; docs/sales.md "Prints"). */
@Injectable()
export class SalePrintService {
  constructor(
    private readonly reader: SaleOrderReader,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  /** Everything the order print page shows: header, lines as sold, lines per product. */
  async main(id: string): Promise<SalePrintData> {
    const [header, lines, products] = await Promise.all([this.header(id), this.details(id), this.byProduct(id)]);
    return { header, lines, products };
  }

  async header(id: string): Promise<PrintHeader> {
    const order = await this.reader.view(id);
    const settings = await readCompanySettings(this.db);
    const seller = await userDisplayName(this.db, order.committedBy ?? order.createdBy);
    return {
      company: { name: settings.CompanyName, timeZoneOffset: Number(settings.SystemTimeZone) },
      number: order.number,
      kind: order.kind,
      status: order.status,
      date: order.committedAt ?? order.createdAt,
      dueDate: order.dueDate,
      customer: order.header.customer,
      warehouse: order.warehouse,
      currency: order.header.currency,
      taxRate: order.header.taxRate,
      subtotal: order.subtotal,
      tax: order.tax,
      total: order.total,
      paid: order.paid,
      outstanding: order.outstanding,
      payments: order.payments,
      memo: order.header.memo,
      seller,
      deliveryMode: order.header.deliveryMode,
      deliveryDate: order.header.deliveryDate,
      unitLabels: { unit: unitLabel(settings, 'unit'), box: unitLabel(settings, 'box'), bigBag: unitLabel(settings, 'bigBag'), bag: unitLabel(settings, 'bag') },
    };
  }

  async details(id: string): Promise<PrintLine[]> {
    const order = await this.reader.view(id);
    const settings = await readCompanySettings(this.db);
    return order.lines.map((l, i) => ({
      n: i + 1, code: l.code, name: l.name, unit: l.unit, unitLabel: unitLabel(settings, l.unit), quantity: l.quantity, baseQuantity: l.baseQuantity,
      price: l.price, discount: l.discount, amount: l.amount, gift: l.gift, memo: l.memo,
    }));
  }

  async byProduct(id: string): Promise<PrintProductLine[]> {
    const order = await this.reader.view(id);
    const { products } = await productsForSale(this.db, { ids: order.lines.map((l) => l.productId) });
    const sums = new Map<string, { code: string; name: string; base: Decimal; amount: Decimal }>();
    for (const l of order.lines) {
      const s = sums.get(l.productId) ?? { code: l.code, name: l.name, base: new Decimal(0), amount: new Decimal(0) };
      s.base = s.base.plus(l.baseQuantity);
      s.amount = s.amount.plus(l.amount);
      sums.set(l.productId, s);
    }
    return [...sums.entries()].map(([productId, s]) => {
      const packings = products.get(productId)?.packings ?? {};
      const base = s.base.toFixed();
      return { code: s.code, name: s.name, baseQuantity: base, packs: { box: packConversion(base, 'box', packings), bigBag: packConversion(base, 'bigBag', packings), bag: packConversion(base, 'bag', packings) }, amount: s.amount.toFixed() };
    });
  }

  /** The picking list of a distribution order, in shelf order (zone code, then product code). */
  async picking(id: string): Promise<PickingLine[]> {
    return this.pickingOf(await this.reader.view(id));
  }

  private async pickingOf(order: SaleOrderView): Promise<PickingLine[]> {
    const settings = await readCompanySettings(this.db);
    const zones = await zoneCodesById(this.db, order.header.warehouseId);
    return order.lines
      .map((l) => ({
        lineId: l.lineId, productId: l.productId, zoneId: l.zoneId, zoneCode: l.zoneId ? (zones.get(l.zoneId) ?? null) : null, code: l.code, name: l.name,
        unit: l.unit, unitLabel: unitLabel(settings, l.unit), quantity: l.quantity, baseQuantity: l.baseQuantity, picked: l.picked,
      }))
      .sort(byShelf);
  }

  /**
   * The distribution view (GET sale/order/dist): the order, its picking list, and what the
   * picking screen needs to work with the distribution privileges alone: the shelves (enabled
   * zones) of the order's warehouse, and every barcode of the order's products with the base
   * units one scan of it counts (a box barcode counts the box size).
   */
  async dist(id: string): Promise<SaleDistView> {
    const order = await this.reader.view(id);
    const productIds = [...new Set(order.lines.map((l) => l.productId))];
    const [picking, zones, barcodes, catalog] = await Promise.all([
      this.pickingOf(order),
      enabledZones(this.db, order.header.warehouseId),
      barcodesOfProducts(this.db, productIds),
      productsForSale(this.db, { ids: productIds }),
    ]);
    const scans: SaleDistView['barcodes'] = [];
    for (const b of barcodes) {
      const size = b.unit === 'unit' ? '1' : catalog.products.get(b.productId)?.packings[b.unit];
      if (size) scans.push({ barcode: b.barcode, productId: b.productId, unit: b.unit, baseQuantity: size });
    }
    return { order, picking, zones, barcodes: scans };
  }
}
