import { Inject, Injectable } from '@nestjs/common';
import { businessDayOf } from '@tradedesk/contracts/platform/company-time';
import type { SaleLineInput } from '@tradedesk/contracts/sales/sale-order';
import { productsForSale } from '@tradedesk/projections/catalog/products/products-for-sale.query';
import { defaultWarehouseId } from '@tradedesk/projections/catalog/warehouses/warehouses.query';
import { warehousesByCode } from '@tradedesk/projections/catalog/warehouses/warehouses-by-code.query';
import { customersByCode, customersForSale } from '@tradedesk/projections/customers/customers/customers.query';
import { averageCosts } from '@tradedesk/projections/inventory/stock-on-hand/stock-on-hand.query';
import { ratesInForce } from '@tradedesk/projections/finance/exchange-rates/exchange-rates.query';
import { paymentAccounts } from '@tradedesk/projections/finance/money-accounts/money-accounts.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { CompanySettingsReader } from '../platform/cache/company-settings.reader.js';
import { WarehouseFacts } from '../platform/cache/warehouse-facts.js';
import { CommandRuntime } from '../platform/cqrs/command-runtime.js';
import { DATABASE } from '../platform/tokens.js';
import type { PaymentFacts, SaleFacts } from './sale-facts.js';
import type { HeaderInput } from './sale-order.rules.js';
import { evolveSaleOrder, initialSaleOrderState, type SaleOrderState } from './sale-order.state.js';
import { type DeskFacts, evolveTable, initialTableState, type OccupancyFacts } from './table.state.js';
import { getDesk } from '@tradedesk/projections/pos/desks/desks.query';
import { saleOrderStreamId } from '@tradedesk/contracts/sales/sale-order';
import { tableOrderIsOpen, tableStreamId } from '@tradedesk/contracts/sales/table-orders';

/** What one decision names: its warehouses, customers, products (by id, code, barcode or scan) and the order it is about. */
interface FactsWanted {
  warehouseIds?: (string | undefined | null)[];
  customerIds?: (string | undefined | null)[];
  /** Product codes (imports name products by code). */
  codes?: string[];
  lines?: SaleLineInput[];
  /** The order the command is about: its warehouse, customer and products come along. */
  order?: SaleOrderState;
  /** The decision takes payments: load the money accounts they may go into. */
  payments?: boolean;
  /** The decision commits: load the exchange rates in force now (the commit records its rate to the cost currency). */
  rates?: boolean;
}

/** What a batch import looks up: the ids of the codes its sheet names, and the facts. */
export interface ImportFacts {
  customerIds: Map<string, string>;
  warehouseIds: Map<string, string>;
  facts: SaleFacts;
}

/** A line that only names a barcode: how sheets and collector dumps name products. */
const barcodeLine = (barcode: string): SaleLineInput => ({ barcode, quantity: '1', gift: false, memo: '' });
const present = (xs: (string | undefined | null)[] = []) => [...new Set(xs.filter((x): x is string => Boolean(x)))];

/**
 * The facts a sale-order decision needs (see SaleFacts), in a few round trips through the read
 * models' query modules: one method per use case, named after what it is given; each handler
 * declares the one it uses.
 */
@Injectable()
export class SaleFactsLoader {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly runtime: CommandRuntime,
    private readonly settings: CompanySettingsReader = new CompanySettingsReader(db),
    private readonly warehouseFacts: WarehouseFacts = new WarehouseFacts(db),
  ) {}

  /** A new order (create): its warehouse (else the default one), its customer, the products of its lines. */
  forNewOrder(order: { warehouseId?: string; customerId?: string | null; lines: SaleLineInput[] }): Promise<SaleFacts> {
    return this.load({ warehouseIds: [order.warehouseId], customerIds: [order.customerId], lines: order.lines });
  }

  /** Save-commit: the order's own facts (none for a new one), and those of the order form's content when it replaces it or creates the order. */
  forSaveCommit(state: SaleOrderState | null, content?: { warehouseId?: string; customerId?: string | null; lines: SaleLineInput[] }): Promise<SaleFacts> {
    return this.load({ order: state ?? undefined, warehouseIds: [content?.warehouseId], customerIds: [content?.customerId], lines: content?.lines, payments: true, rates: true });
  }

  /** Payments for a committed order: the money accounts they may go into, and today. */
  async forPay(): Promise<PaymentFacts> {
    const [moneyAccounts, today] = await Promise.all([paymentAccounts(this.db), this.today()]);
    return { moneyAccounts, today };
  }

  /** A copy of an order: the warehouse, customer and products of the original. */
  forDuplicate(original: SaleOrderState): Promise<SaleFacts> {
    return this.load({ order: original });
  }

  /** A decision about the order as it is (quantities, picking, stock-out, shelves). */
  forOrder(state: SaleOrderState): Promise<SaleFacts> {
    return this.load({ order: state });
  }

  /** Lines added to the order. */
  forLines(state: SaleOrderState, lines: SaleLineInput[]): Promise<SaleFacts> {
    return this.load({ order: state, lines });
  }

  /** A header change: the warehouse and customer it names besides the order's. */
  forHeader(state: SaleOrderState, header: HeaderInput): Promise<SaleFacts> {
    return this.load({ order: state, warehouseIds: [header.warehouseId], customerIds: [header.customerId] });
  }

  /** Lines read from a sheet or a collector dump, priced for an order (or for none). */
  forParsedLines(order: SaleOrderState | undefined, codes: string[], barcodes: string[]): Promise<SaleFacts> {
    return this.load({ order, codes, lines: barcodes.map(barcodeLine) });
  }

  /**
   * A batch import: the customers and warehouses the sheet names by code (code in lower case ->
   * id), and the facts of them and of every product code and barcode of the sheet.
   */
  async forImport(sheet: { customerCodes: string[]; warehouseCodes: string[]; codes: string[]; barcodes: string[] }): Promise<ImportFacts> {
    const [customers, warehouses] = await Promise.all([customersByCode(this.db, sheet.customerCodes), warehousesByCode(this.db, sheet.warehouseCodes)]);
    const customerIds = new Map([...customers].map(([code, c]) => [code, c.id]));
    const warehouseIds = new Map([...warehouses].map(([code, w]) => [code, w.id]));
    const facts = await this.load({ warehouseIds: [...warehouseIds.values()], customerIds: [...customerIds.values()], codes: sheet.codes, lines: sheet.barcodes.map(barcodeLine), rates: true });
    return { customerIds, warehouseIds, facts };
  }

  /** Today's business day (YYYY-MM-DD) in the company's time zone. */
  async today(): Promise<string> {
    return this.dayAt(Number(await this.settings.get('SystemTimeZone')));
  }

  private dayAt(offsetHours: number): string {
    return businessDayOf(this.runtime.clock(), offsetHours);
  }

  private async load(want: FactsWanted): Promise<SaleFacts> {
    const sql = this.db;
    const settings = await this.settings.all();
    const order = want.order?.exists ? want.order : undefined;
    const warehouseIds = present([...(want.warehouseIds ?? []), order?.header.warehouseId]);
    const defaultWarehouse = warehouseIds.length ? null : await defaultWarehouseId(sql);
    if (defaultWarehouse) warehouseIds.push(defaultWarehouse);
    const lines = want.lines ?? [];
    const productIds = present([...lines.map((l) => l.productId), ...(order?.lines.map((l) => l.productId) ?? [])]);
    const scans = present(lines.map((l) => l.scan));
    const barcodes = present([...lines.map((l) => l.barcode), ...scans]);
    const catalog = await productsForSale(sql, { ids: productIds, barcodes, codes: [...(want.codes ?? []), ...scans] });
    const allProducts = [...catalog.products.keys()];
    const [customers, warehouses, costs, moneyAccounts, rates] = await Promise.all([
      customersForSale(sql, present([...(want.customerIds ?? []), order?.header.customer?.id])),
      this.warehouseFacts.forStock(warehouseIds),
      averageCosts(sql, warehouseIds, allProducts),
      want.payments ? paymentAccounts(sql) : [],
      want.rates ? ratesInForce(sql, this.runtime.clock()) : [],
    ]);
    return {
      catalog,
      customers,
      warehouses,
      averageCosts: costs,
      allowNegative: settings.NegativeStockPolicy !== 'refuse',
      settings: {
        baseCurrency: settings.BaseCurrencyID,
        costCurrency: settings.CostCurrencyID,
        priceDecimal: settings.PriceDecimal,
        taxEnabled: settings.EnableSaleOrderTax,
        defaultTax: settings.DefaultTax,
        defaultPackingType: settings.DefaultSalePackageType,
        saleType: settings.SaleType,
      },
      today: this.dayAt(Number(settings.SystemTimeZone)),
      defaultWarehouseId: defaultWarehouse,
      moneyAccounts,
      rates: rates.map(({ fromCode, toCode, rate }) => ({ fromCode, toCode, rate })),
    };
  }

  /** OpenTable: the desk, and whether the order the table last had still occupies it. */
  async forOpenTable(deskId: string, tableOrderId: string | null, tableGuests: number | null): Promise<{ desk: DeskFacts; occupancy: OccupancyFacts }> {
    const [desk, occupancy] = await Promise.all([this.desk(deskId), this.occupancy(tableOrderId, tableGuests)]);
    return { desk, occupancy };
  }

  /** MoveTableOrder: both desks, and both tables' orders as they stand (read from their streams). */
  async forMoveTable(fromDeskId: string, toDeskId: string): Promise<{ from: DeskFacts; to: DeskFacts; fromOccupancy: OccupancyFacts; toOccupancy: OccupancyFacts }> {
    const table = async (deskId: string) => {
      const { events } = await this.runtime.store.readStream(tableStreamId(deskId));
      const s = events.reduce((st, e) => evolveTable(st, e as Parameters<typeof evolveTable>[1]), initialTableState());
      return this.occupancy(s.orderId, s.guests);
    };
    const [from, to, fromOccupancy, toOccupancy] = await Promise.all([this.desk(fromDeskId), this.desk(toDeskId), table(fromDeskId), table(toDeskId)]);
    return { from, to, fromOccupancy, toOccupancy };
  }

  private async desk(deskId: string): Promise<DeskFacts> {
    const d = await getDesk(this.db, deskId);
    return d ? { exists: true, active: d.active, warehouseId: d.warehouseId, name: d.name } : { exists: false, active: false, warehouseId: '', name: deskId };
  }

  /** Whether a table's order still occupies it, from the order's own stream (not a read model that may lag behind a payment). */
  private async occupancy(orderId: string | null, guests: number | null): Promise<OccupancyFacts> {
    if (!orderId) return { orderId: null, open: false, guests: null };
    const { events } = await this.runtime.store.readStream(saleOrderStreamId(orderId));
    const doc = events.reduce((s, e) => evolveSaleOrder(s, e as Parameters<typeof evolveSaleOrder>[1]), initialSaleOrderState());
    return { orderId, open: doc.exists && tableOrderIsOpen({ status: doc.status, paid: doc.paid, total: doc.committed?.total ?? null }), guests };
  }
}
