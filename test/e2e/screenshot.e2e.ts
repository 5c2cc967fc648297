// The README's screenshot: the signed-in dashboard, 1280x800, in English (docs/screenshot.png).
import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { openAs, ROOT_PASSWORD, ROOT_USERNAME, sidebar, t, title, withSettings } from './support.js';

const target = new URL('../../docs/screenshot.png', import.meta.url);
const COMPANY = 'Andes Trading SpA';

test.use({ viewport: { width: 1280, height: 800 } });

test('screenshot of the signed-in dashboard for the README', async ({ page, request }) => {
  await withSettings(request, { CompanyName: COMPANY }, async () => {
    await openAs(page, ROOT_USERNAME, ROOT_PASSWORD);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(COMPANY);
    await expect(page.getByText(t('dashboard.welcome', { name: 'Root' }))).toBeVisible();
    // Live updates connected, so the card does not show a transient state.
    await expect(page.locator('.live-state')).toContainText(t('live.connected'));
    await expect(sidebar(page).getByRole('button', { name: title('Sale'), exact: true })).toBeVisible();
    await page.mouse.move(1279, 799);
    await sidebar(page).locator('.sidebar-scroll').evaluate((el) => {
      (el as unknown as { scrollTop: number }).scrollTop = 0;
    });

    mkdirSync(new URL('.', target), { recursive: true });
    await page.screenshot({ path: target.pathname, fullPage: false, animations: 'disabled' });
  });

  const png = readFileSync(target);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1280, 800]);
});
