import { expect, test } from '@playwright/test';
import { apiCall, openAs, ROOT_PASSWORD, ROOT_USERNAME, rootToken, t, unique } from './support.js';

/**
 * The example context end to end in the browser: a command from the form -> event -> read model
 * -> list; and a change made elsewhere (another tab, through the API) reaching the open list by
 * the live socket, without a reload.
 */
test('a reminder set on the page is listed, and one set elsewhere appears live', async ({ page, request }) => {
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/main-control/alarm-clock');
  await expect(page.getByRole('heading', { level: 1, name: t('route.AlarmClock') })).toBeVisible();

  const mine = unique('Llamar al agente de aduanas');
  await page.getByRole('button', { name: t('alarmPage.new'), exact: true }).click();
  await page.getByLabel(t('alarmPage.content'), { exact: true }).fill(mine);
  await page.getByLabel(t('alarmPage.remindAt'), { exact: true }).fill('2030-03-04T09:30');
  await page.getByRole('button', { name: t('form.save'), exact: true }).click();
  await expect(page.getByRole('gridcell', { name: mine })).toBeVisible();

  // Another tab of the same user sets a reminder through the API: the open list shows it by itself.
  const token = await rootToken(request);
  const elsewhere = unique('Confirmar llegada del contenedor');
  const r = await apiCall(request, 'POST', '/alarm-clock/alarm', { token, body: { content: elsewhere, remindAt: '2030-03-05T10:00:00Z' } });
  expect(r.status).toBe(201);
  await expect(page.getByRole('gridcell', { name: elsewhere })).toBeVisible({ timeout: 10_000 });

  // Marking it read elsewhere removes it from the unread list, live too.
  const id = (r.body.data as { id: string }).id;
  expect((await apiCall(request, 'POST', '/alarm-clock/alarms/close', { token, body: { ids: [id] } })).status).toBe(201);
  await expect(page.getByRole('gridcell', { name: elsewhere })).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByRole('gridcell', { name: mine })).toBeVisible();
});
