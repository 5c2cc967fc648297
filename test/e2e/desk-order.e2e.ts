import { expect, test } from '@playwright/test';
import { apiAs, openAs, ROOT_PASSWORD, ROOT_USERNAME, rootToken, t, unique } from './support.js';

/**
 * DeskOrder (/setting/basics/deskOrder; docs/pos.md "Desks"): the tables of a store's area in floor
 * order, one moved to the top with the keyboard (the focus stays on the table moved), the order
 * saved at once, and the restaurant floor open in another browser following it live; an order saved
 * over a table added meanwhile is refused in the user's words and nothing changes.
 */
test('the tables of an area are reordered with the keyboard, saved at once, and the floor follows live', async ({ browser, page, request }) => {
  test.setTimeout(90_000);
  const ok = apiAs(request, await rootToken(request));
  const s = unique('').slice(-6).toUpperCase();
  const storeName = `Trattoria ${s}`;
  const code = `T${s}`;
  const store = (await ok('POST', '/warehouses', { code, name: storeName })).id;
  for (const [name, area, position] of [['Mesa A', 'Terraza', 1], ['Mesa B', 'Terraza', 2], ['Mesa C', 'Terraza', 3], ['Barra', 'Bar', 1]] as const) {
    await ok('POST', '/setting/basics/desk', { warehouseId: store, name, area, position });
  }

  // The floor, open in another browser (a waiter's): the terrace in its present order.
  const waiter = await browser.newContext();
  const floor = await waiter.newPage();
  await openAs(floor, ROOT_USERNAME, ROOT_PASSWORD, '/sale/pay-retail-restaurant');
  await floor.getByLabel(t('restaurant.desk.store'), { exact: true }).selectOption(store);
  const terrace = floor.getByRole('region', { name: 'Terraza' }).getByTestId('floor-tile').locator('strong');
  await expect(terrace).toHaveText(['Mesa A', 'Mesa B', 'Mesa C']);

  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/setting/basics/deskOrder');
  await expect(page.getByRole('heading', { level: 1, name: t('route.DeskOrder') })).toBeVisible();
  await page.getByLabel(t('restaurant.desk.store'), { exact: true }).selectOption({ label: `${code} · ${storeName}` });
  await page.getByLabel(t('restaurant.desk.area'), { exact: true }).selectOption({ label: 'Terraza' });
  const table = page.getByRole('table', { name: t('deskOrder.tablesOf', { area: 'Terraza' }) });
  const names = table.locator('tbody th');
  await expect(names).toHaveText(['Mesa A', 'Mesa B', 'Mesa C']);
  const save = page.getByRole('button', { name: t('deskOrder.save'), exact: true });
  await expect(save).toBeDisabled();

  // Mesa C to the top with the keyboard: Enter twice on its Up button.
  const upC = page.getByRole('button', { name: t('deskOrder.upOf', { name: 'Mesa C' }), exact: true });
  await upC.focus();
  await page.keyboard.press('Enter');
  await expect(names).toHaveText(['Mesa A', 'Mesa C', 'Mesa B']);
  await expect(upC).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(names).toHaveText(['Mesa C', 'Mesa A', 'Mesa B']);
  // At the top its Up is off; the focus went to its Down, still on Mesa C.
  await expect(upC).toBeDisabled();
  await expect(page.getByRole('button', { name: t('deskOrder.downOf', { name: 'Mesa C' }), exact: true })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: t('deskOrder.movedTo', { name: 'Mesa C', place: '1' }) })).toBeAttached();
  await expect(page.getByText(t('deskOrder.unsaved'))).toBeVisible();
  await expect(table.locator('tbody tr').first()).toContainText('1');

  await save.click();
  await expect(page.getByText(t('form.saved'))).toBeVisible();
  await expect(page.getByText(t('deskOrder.unsaved'))).toBeHidden();
  await expect(names).toHaveText(['Mesa C', 'Mesa A', 'Mesa B']);
  await expect(save).toBeDisabled();
  // The waiter's floor follows without a reload; the bar is untouched.
  await expect(terrace).toHaveText(['Mesa C', 'Mesa A', 'Mesa B']);
  await expect(floor.getByRole('region', { name: 'Bar' }).getByTestId('floor-tile').locator('strong')).toHaveText(['Barra']);
  // So does a reload of the page: the places 1, 2, 3 were written.
  const desks = (await ok('GET', `/setting/basics/desk?warehouseId=${store}&area=Terraza`)).desks as { name: string; position: number }[];
  expect(desks.map((d) => [d.name, d.position])).toEqual([
    ['Mesa C', 1],
    ['Mesa A', 2],
    ['Mesa B', 3],
  ]);

  // Mesa B moved up here while another manager adds Mesa D to the terrace: refused, nothing changes.
  await page.getByRole('button', { name: t('deskOrder.upOf', { name: 'Mesa B' }), exact: true }).click();
  await expect(names).toHaveText(['Mesa C', 'Mesa B', 'Mesa A']);
  await ok('POST', '/setting/basics/desk', { warehouseId: store, name: 'Mesa D', area: 'Terraza', position: 4 });
  await save.click();
  await expect(page.getByRole('alert').filter({ hasText: t('refusal.reason.desk_area_changed') })).toBeVisible();
  await expect(terrace).toHaveText(['Mesa C', 'Mesa A', 'Mesa B', 'Mesa D']);
  // Discarding shows the area as it is now, Mesa D included.
  await page.getByRole('button', { name: t('deskOrder.discard'), exact: true }).click();
  await expect(names).toHaveText(['Mesa C', 'Mesa A', 'Mesa B', 'Mesa D']);
  await waiter.close();
});
