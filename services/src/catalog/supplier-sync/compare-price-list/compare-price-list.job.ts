import type { PriceListComparison } from '@tradedesk/contracts/catalog/supplier-sync';
import { ErrorCode } from '@tradedesk/contracts/platform/envelope';
import { productsByBarcodes, productsForSync, supplierItemCodes } from '@tradedesk/projections/catalog/product-supplier-codes/product-supplier-codes.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import type { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { ApiException } from '../../../platform/http/errors.js';
import type { JobContext } from '../../../platform/queue/queue.port.js';
import { sheetJob } from '../../../platform/queue/sheet-job.js';
import { compareRows, readPriceList } from '../../suppliers/price-list.js';
import { syncSettingsFor } from '../sync-settings.js';

/** The price-list comparison as a queue job: the request checked the file and the supplier; the job reads the sheet, streamed. */
export const PRICE_LIST_COMPARE_JOB = 'catalog.compare-price-list';

export interface PriceListCompareJob {
  supplierId: string;
  /** The .xlsx or .csv, base64. */
  file: string;
  userId: string;
}

interface Deps {
  runtime: CommandRuntime;
  db: Database;
}

/** Every row of a supplier's price list against our products: new links, price and packing changes, unknown or invalid rows. Records nothing. */
export async function comparePriceList({ runtime, db }: Deps, supplierId: string, file: Buffer): Promise<PriceListComparison> {
  const sheet = await readPriceList(file);
  if (sheet.errors.length) {
    throw new ApiException(
      400,
      ErrorCode.ValidationFailed,
      `The price list cannot be read: ${sheet.errors.map((e) => (e.row ? `row ${e.row} ${e.field}: ${e.message}` : e.message)).join('; ')}`,
      sheet.errors.map((e) => ({ path: e.row ? `row ${e.row}.${e.field}` : e.field, message: e.message })),
    );
  }
  const { settings } = await syncSettingsFor(runtime, supplierId);
  const byItemCode = await supplierItemCodes(db, supplierId);
  const barcodes = [...new Set(sheet.rows.map((r) => (r.cells.barcode ?? '').trim()).filter(Boolean))];
  const byBarcode = settings.matchByBarcode ? await productsByBarcodes(db, barcodes) : new Map<string, string>();
  const ids = new Set<string>();
  for (const r of sheet.rows) {
    const code = (r.cells.itemCode ?? '').trim().toLowerCase();
    const byCode = code ? byItemCode.get(code) : undefined;
    if (byCode) ids.add(byCode);
    const byBar = byBarcode.get((r.cells.barcode ?? '').trim());
    if (byBar) ids.add(byBar);
  }
  const products = new Map((await productsForSync(db, [...ids])).map((p) => [p.id, p]));
  const rows = compareRows(supplierId, sheet.rows, { byItemCode, byBarcode, products }, settings);
  const count = (s: string) => rows.filter((r) => r.status === s).length;
  return { supplierId, settings, rows, counts: { total: rows.length, changed: count('changed'), unchanged: count('unchanged'), unknown: count('unknown'), invalid: count('invalid') } };
}

export const runPriceListCompare = (deps: Deps, job: JobContext<PriceListCompareJob>) =>
  sheetJob(job, () => comparePriceList(deps, job.data.supplierId, Buffer.from(job.data.file, 'base64')));
