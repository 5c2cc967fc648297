import type { AbcQueueBody, AbcResult, PriceDistQueueBody, PriceDistResult, TrendQueueBody, TrendResult } from '@tradedesk/contracts/reports/report-jobs';
import type { SaleFactFilter } from '@tradedesk/contracts/reports/sale-facts';
import type { Sql } from '@tradedesk/projections/platform/sql';
import { salesBy, salesByDay } from '@tradedesk/projections/reports/sale-facts/sale-facts.query';
import { type JobContext, stopIfCancelled } from '../../platform/queue/queue.port.js';
import { abcAnalysis, mergeProductSales, monthSlices, periodSlices, previousPeriod, priceBands, type ProductSales, salesTrend } from './report-figures.js';

/** Reads of the sale facts per product job: progress steps and cancellation points. */
const PRODUCT_SLICES = 4;

/**
 * The heavy-report jobs (ABC, price bands, trend). They only read the sale-facts read model and
 * record nothing, so a job that runs again after its worker died gives the same result. Each
 * reads the period in slices of whole months (a progress step each, and a point where a
 * cancellation stops it), then computes with the pure functions of report-figures.ts.
 */

export interface ReportJobDeps {
  db: Sql;
}

type WithUser<T> = T & { userId?: string };

const filterOf = (b: { from: string; to: string; warehouseId?: string; customerId?: string; salespersonId?: string; productId?: string; categoryId?: string }): SaleFactFilter => ({
  from: b.from,
  to: b.to,
  ...(b.warehouseId ? { warehouseId: b.warehouseId } : {}),
  ...(b.customerId !== undefined ? { customerId: b.customerId } : {}),
  ...(b.salespersonId ? { salespersonId: b.salespersonId } : {}),
  ...(b.productId ? { productId: b.productId } : {}),
  ...(b.categoryId ? { categoryId: b.categoryId } : {}),
});

/** Every product's sales over the period, read in a few slices of whole months (progress 0..90 %). */
async function productSales(db: Sql, body: Parameters<typeof filterOf>[0], job: JobContext): Promise<ProductSales[]> {
  const merged = new Map<string, ProductSales>();
  const slices = periodSlices(body.from, body.to, PRODUCT_SLICES);
  await job.updateProgress(1);
  for (const [i, slice] of slices.entries()) {
    await stopIfCancelled(job);
    const { rows } = await salesBy(db, filterOf({ ...body, ...slice }), 'product', { sort: 'key', desc: false, limit: 10_000_000, offset: 0 });
    mergeProductSales(merged, rows);
    await job.updateProgress(((i + 1) / slices.length) * 90);
  }
  await stopIfCancelled(job);
  return [...merged.values()];
}

export async function runAbcReport({ db }: ReportJobDeps, job: JobContext<WithUser<AbcQueueBody>>): Promise<AbcResult> {
  const products = await productSales(db, job.data, job);
  const result = abcAnalysis(products, job.data.measure, job.data.cutoffs);
  await job.updateProgress(100);
  return result;
}

export async function runPriceDistReport({ db }: ReportJobDeps, job: JobContext<WithUser<PriceDistQueueBody>>): Promise<PriceDistResult> {
  const products = await productSales(db, job.data, job);
  const result = priceBands(products, job.data.bounds);
  await job.updateProgress(100);
  return result;
}

export async function runTrendReport({ db }: ReportJobDeps, job: JobContext<WithUser<TrendQueueBody>>): Promise<TrendResult> {
  const body = job.data;
  const previous = previousPeriod(body.from, body.to);
  await job.updateProgress(1);
  // The period and the one before it, a month at a time.
  const slices = [...monthSlices(previous.from, previous.to), ...monthSlices(body.from, body.to)];
  const days: Awaited<ReturnType<typeof salesByDay>> = [];
  for (const [i, slice] of slices.entries()) {
    await stopIfCancelled(job);
    days.push(...(await salesByDay(db, filterOf({ ...body, ...slice }))));
    await job.updateProgress(((i + 1) / slices.length) * 95);
  }
  await stopIfCancelled(job);
  const result = salesTrend(
    { from: body.from, to: body.to },
    body.granularity,
    days.filter((d) => d.day >= body.from),
    days.filter((d) => d.day < body.from),
  );
  await job.updateProgress(100);
  return result;
}
