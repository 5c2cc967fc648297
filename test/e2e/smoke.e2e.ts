// Smoke: the built app starts, answers its health check and serves the web page.
import { expect, test } from '@playwright/test';

test('health answers 200 and the home page is TradeDesk', async ({ page }) => {
  const res = await page.request.get('/be/api/health');
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body).toMatchObject({
    status: 200,
    data: { store: expect.anything(), queue: expect.anything() },
    error: null,
  });

  await page.goto('/');
  await expect(page).toHaveTitle(/TradeDesk/);
});
