import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { okWith, openAs, ROOT_PASSWORD, ROOT_USERNAME, rootToken, t, unique } from './support.js';

/**
 * The heavy-report queue on its screen (docs/report-jobs.md): two products sold today in a
 * warehouse of their own (4 x 400 = 1,600 and 1 x 100 = 100: 1,700 in all), an ABC job run for
 * that warehouse: the progress bar while it is queued, then the classes (the first product makes
 * 94.12 % of the sales: A; the second starts at 94.12 %, below 95: B), the grid beside the chart,
 * its Excel export, and the job in the list of earlier results.
 */

test.describe.configure({ mode: 'serial' });

let warehouse: { id: string; name: string };
let codes: { big: string; small: string };

test.beforeAll(async ({ request }) => {
  const token = await rootToken(request);
  const ok = okWith(request, token);
  const s = unique('').slice(-7).toUpperCase();
  warehouse = { id: '', name: `ABC ${s}` };
  warehouse.id = (await ok('POST', '/warehouses', { code: `AB${s}`, name: warehouse.name })).id;
  codes = { big: `ABCB${s}`, small: `ABCS${s}` };
  const big = (await ok('POST', '/products', { code: codes.big, name: 'Aceite 1 l', cost: '250', prices: { unit: { retail: '500', wholesale: '400' } } })).id;
  const small = (await ok('POST', '/products', { code: codes.small, name: 'Sal 1 kg', cost: '50', prices: { unit: { retail: '120', wholesale: '100' } } })).id;
  const count = await ok('POST', '/stock/counts', { warehouseId: warehouse.id, productIds: [big, small], note: 'e2e abc' });
  const counted = await ok('PUT', `/stock/counts/${count.id}/lines`, { version: count.streamVersion, lines: [{ productId: big, quantity: '10' }, { productId: small, quantity: '10' }] });
  await ok('POST', `/stock/counts/${count.id}/post`, { version: counted.streamVersion });
  await ok('POST', '/sale/order/save-commit', {
    commandId: crypto.randomUUID(),
    order: { warehouseId: warehouse.id, lines: [{ productId: big, quantity: '4', price: '400' }, { productId: small, quantity: '1', price: '100' }] },
    payments: [],
  });
  // The sale-facts projection has the sale once an ABC job over the warehouse sees both products.
  const from = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await expect
    .poll(
      async () => {
        const { jobId } = await ok('POST', '/report/ai/abc/queue', { from, to, warehouseId: warehouse.id });
        for (let i = 0; i < 50; i++) {
          const job = await ok('GET', `/queue/status?id=${jobId}`);
          if (job.state === 'completed') return job.result.rows.length;
          await new Promise((r) => setTimeout(r, 100));
        }
        return -1;
      },
      { timeout: 20_000 },
    )
    .toBe(2);
});

test('run an ABC job: the progress bar while it runs, the classes, the grid and its Excel export', async ({ page }) => {
  await page.setViewportSize({ width: 1900, height: 1000 });
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/main-control/abc-analysis');
  await expect(page.getByRole('heading', { level: 1, name: t('route.AbcAnalysis') })).toBeVisible();
  await page.getByLabel(t('analysis.warehouse'), { exact: true }).selectOption(warehouse.id);

  // The first answer about the job is held back a moment, so the bar can be seen while it is queued.
  let held = false;
  await page.route('**/be/api/queue/status*', async (route) => {
    if (!held) {
      held = true;
      await new Promise((r) => setTimeout(r, 1500));
    }
    await route.continue();
  });
  await page.getByRole('button', { name: t('analysis.run'), exact: true }).click();
  const bar = page.getByRole('progressbar');
  await expect(bar).toBeVisible();
  await expect(page.getByText(t('analysis.progress'), { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: t('analysis.cancel'), exact: true }).first()).toBeVisible();

  // Done: the bar is gone, the classes and the grid show.
  const classes = page.getByTestId('abc-classes');
  await expect(classes).toBeVisible({ timeout: 20_000 });
  await expect(bar).toHaveCount(0);
  await expect(classes.getByRole('row', { name: /^A 1 / })).toBeVisible();
  await expect(classes.getByRole('row', { name: /^B 1 / })).toBeVisible();
  await expect(classes.getByRole('row', { name: /^C 0 / })).toBeVisible();
  const grid = page.getByRole('treegrid').or(page.getByRole('grid')).first();
  const bigRow = grid.getByRole('row').filter({ hasText: codes.big });
  // 1,600 of 1,700: its share and the cumulative share down to it.
  await expect(bigRow.locator('[col-id="share"]')).toHaveText('94.12 %');
  await expect(bigRow.locator('[col-id="cumulative"]')).toHaveText('94.12 %');
  await expect(grid.getByRole('row').filter({ hasText: codes.small }).locator('[col-id="cumulative"]')).toHaveText('100.00 %');
  await expect(bigRow.getByRole('gridcell', { name: 'A', exact: true })).toBeVisible();
  await expect(grid.getByRole('row').filter({ hasText: codes.small }).getByRole('gridcell', { name: 'B', exact: true })).toBeVisible();
  // The chart beside it.
  await expect(page.locator('.recharts-surface').first()).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: t('grid.export'), exact: true }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await download.path());
  const rows: string[][] = [];
  wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  expect(rows[0]).toEqual(expect.arrayContaining([t('analysis.col.code'), t('analysis.col.class'), t('analysis.col.cumulative')]));
  const codeAt = rows[0]!.indexOf(t('analysis.col.code'));
  const classAt = rows[0]!.indexOf(t('analysis.col.class'));
  expect(rows.slice(1).map((r) => [r[codeAt], r[classAt]])).toEqual([
    [codes.big, 'A'],
    [codes.small, 'B'],
  ]);

  // The job is in the list of earlier results; the address names the parameters and the job shown,
  // so a reload (or a shared link) opens the same result with the same filters.
  const earlier = page.getByTestId('report-jobs');
  await expect(earlier.getByRole('row').nth(1)).toContainText(t('analysis.state.completed'));
  expect(new URL(page.url()).searchParams.get('warehouseId')).toBe(warehouse.id);
  expect(new URL(page.url()).searchParams.get('job')).toBeTruthy();
  await page.reload();
  await expect(page.getByTestId('abc-classes')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel(t('analysis.warehouse'), { exact: true })).toHaveValue(warehouse.id);
  // ...and an earlier result reopens from the list.
  await page.goto('/main-control/abc-analysis');
  await expect(page.getByTestId('abc-classes')).toHaveCount(0);
  await page.getByTestId('report-jobs').getByRole('button', { name: t('analysis.open'), exact: true }).first().click();
  await expect(page.getByTestId('abc-classes')).toBeVisible();
});

test('price bands and the sales trend run on their screens and show chart and table', async ({ page }) => {
  await page.setViewportSize({ width: 1900, height: 1000 });
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/main-control/pricebandAnalysis');
  await expect(page.getByRole('heading', { level: 1, name: t('route.PriceBandAnalysis') })).toBeVisible();
  await page.getByLabel(t('analysis.warehouse'), { exact: true }).selectOption(warehouse.id);
  await page.getByLabel(t('analysis.bands.bounds'), { exact: true }).fill('150');
  await page.getByRole('button', { name: t('analysis.run'), exact: true }).click();
  // Sold at 400 and at 100: one product in each band.
  const grid = page.getByRole('treegrid').or(page.getByRole('grid')).first();
  await expect(grid.locator('[col-id="products"]').filter({ hasText: /^1$/ })).toHaveCount(2, { timeout: 20_000 });
  await expect(page.getByRole('img', { name: t('route.PriceBandAnalysis') })).toBeVisible();

  await page.goto('/report/trend-histogram');
  await expect(page.getByRole('heading', { level: 1, name: t('route.ReportTrendHistogram') })).toBeVisible();
  await page.getByLabel(t('analysis.trend.granularity'), { exact: true }).selectOption('month');
  await page.getByRole('button', { name: t('analysis.run'), exact: true }).click();
  await expect(page.getByTestId('trend-totals')).toBeVisible({ timeout: 20_000 });
  await page.reload();
  await expect(page.getByLabel(t('analysis.trend.granularity'), { exact: true })).toHaveValue('month');
  await expect(page.getByTestId('trend-totals')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('img', { name: t('route.ReportTrendHistogram') })).toBeVisible();
  await expect(page.getByTestId('report-jobs').getByRole('row')).toHaveCount(2);
});
