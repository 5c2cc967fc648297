import { Inject, Injectable } from '@nestjs/common';
import type { DamageBody, TransferBody } from '@tradedesk/contracts/inventory/stock';
import { productsForStock, takenBarcodes, takenCodes } from '@tradedesk/projections/catalog/products/products.query';
import { warehouseCodesById, warehousesForStock } from '@tradedesk/projections/catalog/warehouses/warehouses.query';
import { warehousesByCode } from '@tradedesk/projections/catalog/warehouses/warehouses-by-code.query';
import { averageCosts as averageCostsOf, quantitiesOnHand } from '@tradedesk/projections/inventory/stock-on-hand/stock-on-hand.query';
import type { Sql } from '@tradedesk/projections/platform/sql';
import type { Database } from '@tradedesk/projections/platform/sql';
import { readCompanySetting } from '@tradedesk/projections/settings/company-settings/company-settings.query';
import { DATABASE } from '../platform/tokens.js';
import { type ImportTransfers, type PlannedTransfer, stockKey } from './import-transfers/import-transfers.decide.js';
import { readTransferSheet } from './import-transfers/transfer-sheet.js';
import type { StockFacts } from './stock-lines.js';

/**
 * Looks up what stock deciders need: products, warehouses, average costs, the negative-stock
 * policy; one method per command that needs them (docs/adding-a-use-case.md).
 */
@Injectable()
export class StockFactsLoader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** RecordDamage: the warehouse, the products of the lines and their costs there. */
  forDamage(body: Pick<DamageBody, 'warehouseId' | 'lines'>) {
    return this.load([body.warehouseId], body.lines.map((l) => l.productId));
  }

  /** MakeTransfer: both warehouses, the products of the lines and their costs at the source. */
  forTransfer(body: Pick<TransferBody, 'fromWarehouseId' | 'toWarehouseId' | 'lines'>) {
    return this.load([body.fromWarehouseId, body.toWarehouseId], body.lines.map((l) => l.productId));
  }

  /**
   * ImportTransfers: the sheet read (streamed), and what its rows name: the warehouses by code,
   * the products by code and by barcode, their stock facts and the negative-stock policy, and,
   * when the company refuses negative stock, what each named source warehouse has of each named
   * product. A file that cannot be read is only its errors.
   */
  async forTransferSheet(file: string): Promise<ImportTransfers> {
    const { rows, errors } = await readTransferSheet(file);
    if (errors.length) {
      const facts: StockFacts = { products: new Map(), warehouses: new Map(), averageCosts: new Map() };
      return { rows, fileErrors: errors, warehouses: new Map(), productCodes: new Map(), barcodes: new Map(), facts, allowNegative: true, onHand: new Map() };
    }
    const named = (cell: (r: (typeof rows)[number]) => string | undefined) => [...new Set(rows.map(cell).filter((c): c is string => !!c))];
    const warehouses = await warehousesByCode(this.db, named((r) => r.cells.from).concat(named((r) => r.cells.to)));
    const productCodes = await takenCodes(this.db, named((r) => r.cells.code));
    const barcodes = await takenBarcodes(this.db, named((r) => r.cells.barcode));
    const productIds = [...new Set([...productCodes.values(), ...[...barcodes.values()].map((b) => b.productId)])];
    const { facts, allowNegative } = await this.load([...warehouses.values()].map((w) => w.id), productIds);
    const onHand = new Map<string, string>();
    if (!allowNegative) {
      const pairs = new Map<string, { warehouseId: string; productId: string }>();
      for (const { cells } of rows) {
        const from = cells.from ? warehouses.get(cells.from.toLowerCase()) : undefined;
        if (!from) continue;
        for (const productId of [cells.code && productCodes.get(cells.code.toLowerCase()), cells.barcode && barcodes.get(cells.barcode)?.productId]) {
          if (productId) pairs.set(stockKey(from.id, productId), { warehouseId: from.id, productId });
        }
      }
      for (const q of await quantitiesOnHand(this.db, [...pairs.values()])) onHand.set(stockKey(q.warehouseId, q.productId), q.quantity);
    }
    return { rows, fileErrors: [], warehouses, productCodes, barcodes, facts, allowNegative, onHand };
  }

  /** ImportTransfers, when appending: the transfers' warehouses and products again, with their costs now (stock may have moved since the sheet was checked). */
  forImportedTransfers(transfers: PlannedTransfer[]) {
    return this.load(
      [...new Set(transfers.flatMap((t) => [t.fromWarehouseId, t.toWarehouseId]))],
      transfers.flatMap((t) => t.lines.map((l) => l.productId)),
    );
  }

  /** The codes of these warehouses (the answer of an import seen before). */
  warehouseCodes(ids: string[]): Promise<Map<string, string>> {
    return warehouseCodesById(this.db, ids);
  }

  async load(warehouseIds: string[], productIds: string[], sql: Sql = this.db): Promise<{ facts: StockFacts; allowNegative: boolean }> {
    const products = await productsForStock(sql, [...new Set(productIds)]);
    const warehouses = await warehousesForStock(sql, [...new Set(warehouseIds)]);
    const averageCosts = await averageCostsOf(sql, warehouseIds, productIds);
    const policy = await readCompanySetting(sql, 'NegativeStockPolicy');
    return { facts: { products, warehouses, averageCosts }, allowNegative: policy !== 'refuse' };
  }
}
