import type { Platform } from './platform/platform.js';

/**
 * The job types of the queue, registered in every process that runs workers. Later issues add
 * smart purchase here.
 */
export function registerJobs(platform: Platform) {
  // Product import from Excel (catalog): the job runs ImportProductsCommand; the report is the result.
  platform.queue.register('catalog.import-products', async (job) => (await import('./catalog/import/product-import.job.js')).runProductImport(platform, job as any));
  // Customer import from Excel (customers): the same shape, its report the result.
  platform.queue.register('customers.import-customers', async (job) => (await import('./customers/import/customer-import.job.js')).runCustomerImport(platform, job as any));
  // Transfers from Excel (inventory): one transfer per pair of warehouses, all or nothing.
  platform.queue.register('inventory.import-transfers', async (job) => (await import('./inventory/import-transfers/import-transfers.job.js')).runTransferImport(platform, job as any));
  // Counted lines into one count order, and one count order per warehouse, from a sheet (inventory).
  platform.queue.register('inventory.import-count-lines', async (job) => (await import('./inventory/stock-count/count-import.job.js')).runCountLinesImport(platform, job as any));
  platform.queue.register('inventory.batch-import-counts', async (job) => (await import('./inventory/stock-count/count-import.job.js')).runCountBatchImport(platform, job as any));
  // Sale orders from a sheet, and order lines from a sheet or a collector dump, priced (sales).
  platform.queue.register('sales.batch-import-orders', async (job) => (await import('./sales/sale-import.job.js')).runSaleBatchImport(platform, job as any));
  platform.queue.register('sales.parse-lines', async (job) => (await import('./sales/sale-import.job.js')).runSaleLinesParse(platform, job as any));
  // Purchase orders from a sheet (purchasing): one order per ref, drafts or committed, all or nothing.
  platform.queue.register('purchasing.import-orders', async (job) => (await import('./purchasing/import-purchase-orders/import-purchase-orders.job.js')).runPurchaseImport(platform, job as any));
  // Sea waybills from a sheet (purchasing, ocean shipping): one waybill per row, all or nothing.
  platform.queue.register('purchasing.import-waybills', async (job) => (await import('./purchasing/waybills/import-waybills/import-waybills.job.js')).runWaybillImport(platform, job as any));
  // Income and expense entries from a sheet (finance): all or nothing, a row report.
  platform.queue.register('finance.import-entries', async (job) => (await import('./finance/accounts/import-finance-entries/import-finance-entries.job.js')).runFinanceEntryImport(platform, job as any));
  // Invoice clients from a sheet (invoicing): all or nothing, a row report.
  platform.queue.register('invoicing.import-clients', async (job) => (await import('./invoicing/clients/import-clients/import-clients.job.js')).runClientImport(platform, job as any));
  // A supplier's price list compared with our products (catalog): nothing recorded, the comparison the result.
  platform.queue.register('catalog.compare-price-list', async (job) => (await import('./catalog/supplier-sync/compare-price-list/compare-price-list.job.js')).runPriceListCompare(platform, job as any));
  // The heavy reports (reports): ABC, price bands and the sales trend from the sale-facts read model; they only read.
  platform.queue.register('reports.abc', async (job) => (await import('./reports/report-jobs/report-jobs.job.js')).runAbcReport(platform, job as any));
  platform.queue.register('reports.price-dist', async (job) => (await import('./reports/report-jobs/report-jobs.job.js')).runPriceDistReport(platform, job as any));
  platform.queue.register('reports.trend', async (job) => (await import('./reports/report-jobs/report-jobs.job.js')).runTrendReport(platform, job as any));
  // E-invoice submission to a tax office or invoicing service (invoicing): one document, one office; never sent twice.
  platform.queue.register('invoicing.submit-e-invoice', async (job) => (await import('./invoicing/submission/submit-e-invoice.job.js')).runSubmission(platform, job as any));
  // Rebuild a read model in the background, with progress (the operations screen and the CLI).
  platform.queue.register('projections.rebuild', async (job) => {
    const { rebuildProjector } = await import('@tradedesk/projections/platform/rebuild');
    const names: string[] = job.data.projectors?.length ? job.data.projectors : platform.projectors.map((p) => p.name);
    const results = [];
    for (const [i, name] of names.entries()) {
      const projector = platform.projectors.find((p) => p.name === name);
      if (!projector) throw new Error(`no read model named ${name}`);
      results.push(
        await rebuildProjector({
          db: platform.db,
          source: platform.store,
          projector,
          onProgress: (p) => void job.updateProgress(((i + (p.total ? p.done / p.total : 1)) / names.length) * 100),
        }),
      );
    }
    return results;
  });
}
