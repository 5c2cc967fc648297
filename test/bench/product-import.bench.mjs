// Product import from Excel (issue 4): 10,000 products in an .xlsx generated here (three packings,
// barcodes, four prices, cost, categories), imported all-or-nothing through the real job function
// (parse with exceljs, check every row against the file and the catalogue, ONE appendMany with the
// inline read models). Target: <= 10 s. Figures: parse+check+append seconds, rows/s.
import ExcelJS from 'exceljs';
import { createBenchDatabase, fmt, loadAverage, reportLine, round } from './_lib.mjs';

export const key = 'productImport';

export async function run({ quick, url, log = console.log, events }) {
  const n = events ?? 10_000;
  const bench = await createBenchDatabase(url);
  const load = { start: loadAverage() };
  log(`product import: load average ${load.start.join(' ')}`);
  const { loadConfig } = await import('../../services/dist/platform/config/config.js');
  const { createPlatform } = await import('../../services/dist/platform/platform.js');
  const { PgDatabase } = await import('../../services/dist/platform/database/pg.database.js');
  const { runProductImport } = await import('../../services/dist/catalog/import/product-import.js');
  const { IMPORT_TEMPLATE_HEADERS: H } = await import('../../contracts/dist/catalog/product-import.js');
  const db = new PgDatabase(bench.url, { max: 4 });
  let platform;
  try {
    platform = await createPlatform(loadConfig({ ROOT_PASSWORD: 'bench-root-1', LOG_LEVEL: 'silent', DATABASE_URL: bench.url }), { db, migrate: true });
    const t0 = performance.now();
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('products');
    ws.addRow([H.code, H.name, H.category, H.unit, H.barcode, H.boxSize, H.boxBarcode, H.bigBagSize, H.bigBagBarcode, H.bagSize, H.bagBarcode, H.retailPrice, H.wholesalePrice, H.memberPrice, H.purchasePrice, H.cost]);
    for (let i = 1; i <= n; i++) {
      const ean = String(7800000000000 + i * 10);
      const retail = 500 + (i % 90) * 100;
      ws.addRow([`P-${String(i).padStart(6, '0')}`, `Producto de prueba ${i}`, `Categoría ${i % 20}`, 'Unidad', ean, 24, `1${ean}`, 144, `2${ean}`, 6, `3${ean}`, retail, Math.round(retail * 0.8), Math.round(retail * 0.9), Math.round(retail * 0.55), Math.round(retail * 0.5)]);
    }
    const file = Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
    log(`product import: generated ${fmt(n)} rows (${round(file.length / 1024 / 1024 * 0.75, 1)} MB .xlsx) in ${round((performance.now() - t0) / 1000, 1)} s`);
    const progress = [];
    const job = { id: 'bench', data: { file, mode: 'all-or-nothing', createCategories: true, userId: 'bench' }, updateProgress: async (p) => void progress.push([Math.round(p), Math.round(performance.now() - t1)]) };
    const t1 = performance.now();
    const report = await runProductImport(platform, job);
    const seconds = (performance.now() - t1) / 1000;
    if (report.imported !== n) throw new Error(`imported ${report.imported} of ${n}: ${JSON.stringify(report.errors.slice(0, 5))}`);
    const { rows } = await db.query('select (select count(*) from rm.products)::int as products, (select count(*) from rm.product_barcodes)::int as barcodes');
    log(`product import: ${fmt(n)} products (${fmt(rows[0].barcodes)} barcodes, ${report.createdCategories.length} new categories) in ${round(seconds, 2)} s = ${fmt(Math.round(n / seconds))} rows/s; progress ${JSON.stringify(progress)}`);
    load.end = loadAverage();
    log(`product import: load average at the end ${load.end.join(' ')}`);
    const lines = [reportLine(log, `product import of ${fmt(n)} rows (.xlsx, all or nothing)`, `${round(seconds, 2)} s = ${fmt(Math.round(n / seconds))} rows/s`, '<= 10 s', seconds <= 10)];
    return { rows: n, seconds: round(seconds, 2), rowsPerSec: Math.round(n / seconds), targetSeconds: 10, ok: seconds <= 10, progressMs: progress, load, report: lines };
  } finally {
    await platform?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    await bench.drop();
  }
}
