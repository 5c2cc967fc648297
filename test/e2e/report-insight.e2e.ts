import { expect, test } from '@playwright/test';
import { apiLogin, createUser, okWith, openAs, ROOT_PASSWORD, ROOT_USERNAME, rootToken, t, unique } from './support.js';

/**
 * Target completion and Recommend in the browser (docs/report-insight.md). A new salesperson (an
 * Admin) sells to two new customers: one buys the two products, the other only the first. Root
 * sets the salesperson's target on the completion page and sees the completion; on Recommend the
 * second customer is offered the product the first one bought with it.
 */
test('set a target and see its completion; Recommend offers what a similar customer bought', async ({ page, request }) => {
  const root = await rootToken(request);
  const ok = okWith(request, root);
  const s = unique('').slice(-7).toUpperCase();
  const warehouseId = (await ok('POST', '/warehouses', { code: `RI${s}`, name: `Insight ${s}` })).id;
  const tea = (await ok('POST', '/products', { code: `RIT${s}`, name: `Insight tea ${s}`, prices: { unit: { retail: '100', wholesale: '100' } } })).id;
  const cups = (await ok('POST', '/products', { code: `RIC${s}`, name: `Insight cups ${s}`, prices: { unit: { retail: '50', wholesale: '50' } } })).id;
  const count = await ok('POST', '/stock/counts', { warehouseId, productIds: [tea, cups], note: 'e2e report insight' });
  const counted = await ok('PUT', `/stock/counts/${count.id}/lines`, { version: count.streamVersion, lines: [{ productId: tea, quantity: '50' }, { productId: cups, quantity: '50' }] });
  await ok('POST', `/stock/counts/${count.id}/post`, { version: counted.streamVersion });
  const first = (await ok('POST', '/customers', { code: `RA${s}`, name: `Buyer A ${s}` })).id;
  const second = (await ok('POST', '/customers', { code: `RB${s}`, name: `Buyer B ${s}` })).id;
  const seller = await createUser(request, root, { roles: ['Admin'], prefix: 'ri' });
  const sell = okWith(request, await apiLogin(request, seller.username, seller.password));
  // 2 x 100 + 4 x 50 = 400, then 2 x 100 = 200: the seller's month so far is 600.
  await sell('POST', '/sale/order/save-commit', { commandId: crypto.randomUUID(), order: { warehouseId, customerId: first, lines: [{ productId: tea, quantity: '2', price: '100' }, { productId: cups, quantity: '4', price: '50' }] }, payments: [] });
  const last = await sell('POST', '/sale/order/save-commit', { commandId: crypto.randomUUID(), order: { warehouseId, customerId: second, lines: [{ productId: tea, quantity: '2', price: '100' }] }, payments: [] });
  await ok('GET', `/report/completion?waitFor=${last.globalPosition}`);

  // Completion: set a target of 1,200 for the seller: 600 of it is 50 %.
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/report/completion');
  await expect(page.getByRole('heading', { level: 1, name: t('route.ReportCompletion') })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: seller.name });
  await expect(row.getByRole('gridcell', { name: t('reportInsight.pace.noTarget'), exact: true })).toBeVisible();
  await page.getByRole('button', { name: t('reportInsight.target.set'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t('reportInsight.col.salesperson'), { exact: true }).selectOption({ label: `${seller.name} (${seller.username})` });
  await dialog.getByLabel(t('reportInsight.col.target'), { exact: true }).fill('1200');
  await dialog.getByRole('button', { name: t('form.save'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('gridcell', { name: '50 %', exact: true })).toBeVisible();
  // The change is in the month's history, with who set it.
  const history = page.getByRole('region', { name: t('reportInsight.history.title') });
  await expect(history.getByRole('row').filter({ hasText: seller.name }).first()).toContainText('Root');

  // Recommend: Buyer B bought tea; Buyer A bought tea and cups: offer cups, because of tea.
  await page.goto('/main-control/recommend');
  await expect(page.getByRole('heading', { level: 1, name: t('route.Recommend') })).toBeVisible();
  await page.getByLabel(t('reportInsight.col.customer'), { exact: true }).selectOption(second);
  const offer = page.getByRole('row').filter({ hasText: `Insight cups ${s}` });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText(`Insight tea ${s}`);
});
