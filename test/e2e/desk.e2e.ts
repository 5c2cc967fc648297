import { expect, test } from '@playwright/test';
import { apiCall, exportedSheet, openAs, ROOT_PASSWORD, ROOT_USERNAME, rootToken, t, unique } from './support.js';

/**
 * The restaurant's tables on /setting/basics/desk (docs/pos.md "Desks"): two tables of a store
 * created in the dialog, listed in floor order and exported; a name taken in the store refused
 * with the translated sentence; a table disabled and its history showing who did what.
 */
test('tables of a store are created, refused when the name is taken, exported, disabled, with their history', async ({ page, request }) => {
  const token = await rootToken(request);
  const s = unique('').slice(-6).toUpperCase();
  const store = `Restaurante ${s}`;
  const code = `R${s}`;
  const warehouse = (await apiCall<any>(request, 'POST', '/warehouses', { token, body: { code, name: store } })).body.data;
  expect(warehouse.id).toBeTruthy();

  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/setting/basics/desk');
  await expect(page.getByRole('heading', { level: 1, name: t('route.Desk') })).toBeVisible();
  await page.getByLabel(t('restaurant.desk.store'), { exact: true }).selectOption({ label: `${code} · ${store}` });

  const dialog = page.getByRole('dialog');
  for (const [name, area, seats, position] of [['Mesa 2', 'Terraza', '2', '2'], ['Mesa 1', 'Terraza', '4', '1']]) {
    await page.getByRole('button', { name: t('restaurant.desk.new'), exact: true }).click();
    await expect(dialog.getByLabel(t('restaurant.desk.store'), { exact: true })).toHaveValue(warehouse.id);
    await dialog.getByLabel(t('restaurant.desk.name'), { exact: true }).fill(name);
    await dialog.getByLabel(t('restaurant.desk.area'), { exact: true }).fill(area);
    await dialog.getByLabel(t('restaurant.desk.seats'), { exact: true }).fill(seats);
    await dialog.getByLabel(t('restaurant.desk.position'), { exact: true }).fill(position);
    await dialog.getByRole('button', { name: t('form.save'), exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  // A third "MESA 1" in the same store: refused, the dialog says why in the user's words.
  await page.getByRole('button', { name: t('restaurant.desk.new'), exact: true }).click();
  await dialog.getByLabel(t('restaurant.desk.name'), { exact: true }).fill('MESA 1');
  await dialog.getByRole('button', { name: t('form.save'), exact: true }).click();
  await expect(dialog.getByText(t('refusal.reason.desk_name_taken'))).toBeVisible();
  await dialog.getByRole('button', { name: t('form.cancel'), exact: true }).click();

  // Floor order: area, then place.
  await expect(page.getByRole('row').filter({ hasText: 'Mesa 1' })).toBeVisible();
  const sheet = await exportedSheet(page);
  expect(sheet.data.map((r) => r.slice(0, 6))).toEqual([
    [store, 'Terraza', '1', 'Mesa 1', '4', t('form.active')],
    [store, 'Terraza', '2', 'Mesa 2', '2', t('form.active')],
  ]);

  // Mesa 2 disabled; its history says who created and disabled it.
  const row = page.getByRole('row').filter({ hasText: 'Mesa 2' });
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('form.disable'), exact: true }).click();
  await expect(row).toContainText(t('form.disabled'));
  // Select the row as it is now (its new version).
  await row.getByRole('checkbox').uncheck();
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('restaurant.desk.history'), exact: true }).click();
  const history = page.getByRole('dialog', { name: t('restaurant.desk.historyOf', { name: 'Mesa 2' }) });
  await expect(history.getByRole('row').filter({ hasText: t('restaurant.events.DeskCreated') })).toContainText(ROOT_USERNAME);
  await expect(history.getByRole('row').filter({ hasText: t('restaurant.events.DeskDisabled') })).toContainText(ROOT_USERNAME);
});
