import { expect, test } from '@playwright/test';
import { apiAs, apiCall, exportedSheet, openAs, ROOT_PASSWORD, ROOT_USERNAME, rootToken, t, unique } from './support.js';

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

  // Mesa 2 disabled: it stays ticked and the toolbar works on it as it is now (Enable, History).
  const row = page.getByRole('row').filter({ hasText: 'Mesa 2' });
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('form.disable'), exact: true }).click();
  await expect(row).toContainText(t('form.disabled'));
  await expect(row.getByRole('checkbox')).toBeChecked();
  await expect(page.getByRole('button', { name: t('form.enable'), exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: t('form.edit'), exact: true })).toBeEnabled();
  // Its history says who created and disabled it.
  await page.getByRole('button', { name: t('restaurant.desk.history'), exact: true }).click();
  const history = page.getByRole('dialog', { name: t('restaurant.desk.historyOf', { name: 'Mesa 2' }) });
  await expect(history.getByRole('row').filter({ hasText: t('restaurant.events.DeskCreated') })).toContainText(ROOT_USERNAME);
  await expect(history.getByRole('row').filter({ hasText: t('restaurant.events.DeskDisabled') })).toContainText(ROOT_USERNAME);
});

/**
 * The list kit's selection after a row action (frontend/src/components/list/ListPage.tsx): a ticked
 * table disabled in a list of active tables leaves the list, and nothing stays selected; a ticked
 * one disabled in the list of all stays ticked with the toolbar working on it; ticking another one
 * then selects both (the toolbar's one-row buttons wait), unticking the first leaves the second.
 */
test('after Disable the ticks and the toolbar agree: a row gone is unselected, a row still listed stays selected', async ({ page, request }) => {
  const ok = apiAs(request, await rootToken(request));
  const s = unique('').slice(-6).toUpperCase();
  const store = (await ok('POST', '/warehouses', { code: `Q${s}`, name: `Quiosco ${s}` })).id;
  for (const name of ['Q1', 'Q2', 'Q3']) await ok('POST', '/setting/basics/desk', { warehouseId: store, name, area: 'Patio' });

  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/setting/basics/desk');
  await page.getByLabel(t('restaurant.desk.store'), { exact: true }).selectOption(store);
  const row = (name: string) => page.getByRole('row').filter({ hasText: name });
  const button = (key: string) => page.getByRole('button', { name: t(key), exact: true });

  // Active tables only: Q1 disabled leaves the list; nothing is selected, the toolbar waits.
  await page.getByLabel(t('form.status'), { exact: true }).selectOption({ label: t('form.active') });
  await row('Q1').getByRole('checkbox').check();
  await button('form.disable').click();
  await expect(row('Q1')).toHaveCount(0);
  await expect(button('form.edit')).toBeDisabled();
  await expect(page.getByRole('row').getByRole('checkbox', { checked: true })).toHaveCount(0);
  // All tables: Q1 is back, unticked (the toolbar agrees).
  await page.getByLabel(t('form.status'), { exact: true }).selectOption({ label: t('form.all') });
  await expect(row('Q1')).toContainText(t('form.disabled'));
  await expect(row('Q1').getByRole('checkbox')).not.toBeChecked();
  await expect(button('form.edit')).toBeDisabled();

  // Q2 disabled while all are listed: still ticked, the toolbar offers Enable for it.
  await row('Q2').getByRole('checkbox').check();
  await button('form.disable').click();
  await expect(row('Q2')).toContainText(t('form.disabled'));
  await expect(row('Q2').getByRole('checkbox')).toBeChecked();
  await expect(button('form.enable')).toBeEnabled();
  // Q3 ticked too: two rows, the one-row buttons wait; Q2 unticked: Q3 alone, active, Disable.
  await row('Q3').getByRole('checkbox').check();
  await expect(button('form.edit')).toBeDisabled();
  await row('Q2').getByRole('checkbox').uncheck();
  await expect(button('form.edit')).toBeEnabled();
  await expect(button('form.disable')).toBeEnabled();
  // Enable Q2 again from the toolbar in one step: tick it alone, Enable.
  await row('Q3').getByRole('checkbox').uncheck();
  await row('Q2').getByRole('checkbox').check();
  await button('form.enable').click();
  await expect(row('Q2')).toContainText(t('form.active'));
  await expect(row('Q2').getByRole('checkbox')).toBeChecked();
  await expect(button('form.disable')).toBeEnabled();
});
