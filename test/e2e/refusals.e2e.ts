// Server refusals read in the user's language, with the values they name (docs/shell.md "Calling
// the API", docs/api.md error.params): the sentence comes from locales/<lang>/errors.json.
import { expect, test, type Page } from '@playwright/test';
import { readLocale } from '../../frontend/src/i18n/read-locales.node.js';
import { apiCall, apiLogin, createUser, openWithToken, rootToken, unique, withSettings } from './support.js';

const es = readLocale('es') as Record<string, unknown>;
/** The Spanish text of a key, {{x}} filled from `vars`. */
function tEs(key: string, vars: Record<string, string> = {}): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), es);
  if (typeof value !== 'string') throw new Error(`the es locale has no text for ${key}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => vars[name] ?? `{{${name}}}`);
}

/** Opens `path` as an administrator whose language is Spanish (signed in choosing Spanish). */
async function openInSpanish(page: Page, path: string) {
  const user = await createUser(page.request, await rootToken(page.request), { roles: ['Admin'], language: 'es', prefix: 'es' });
  await page.context().addInitScript(() => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('language', 'es'));
  await openWithToken(page, await apiLogin(page.request, user.username, user.password, 'es'), path);
  await expect(page.locator('html')).toHaveAttribute('lang', /^es/);
}

test('a taken product code is refused in Spanish, naming the code, under the code field', async ({ page, request }) => {
  const token = await rootToken(request);
  const code = `COD-${unique('r').slice(-6).toUpperCase()}`;
  expect((await apiCall(request, 'POST', '/products', { token, body: { code, name: `Primero ${code}` } })).status).toBe(201);

  await openInSpanish(page, '/product/new');
  await page.getByLabel(tEs('product.code'), { exact: true }).fill(code);
  await page.getByLabel(tEs('product.name'), { exact: true }).fill(`Segundo ${code}`);
  await page.getByRole('button', { name: tEs('form.save'), exact: true }).click();

  const sentence = tEs('refusal.reason.product_code_taken', { code });
  expect(sentence).toContain(code);
  expect(sentence).not.toContain('is taken');
  await expect(page.getByRole('alert').filter({ hasText: sentence })).toBeVisible();
  await expect(page.getByLabel(tEs('product.code'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/product\/new$/);
});

test('writing off stock that is not there is refused in Spanish with the product, warehouse and quantities', async ({ page, request }) => {
  const token = await rootToken(request);
  const ok = async (method: 'POST', path: string, body: unknown) => {
    const r = await apiCall<any>(request, method, path, { token, body });
    expect(r.status, `${method} ${path}: ${JSON.stringify(r.body.error)}`).toBeLessThan(300);
    return r.body.data;
  };
  const s = unique('n').slice(-6).toUpperCase();
  const warehouseCode = `RN${s}`;
  const warehouse = (await ok('POST', '/warehouses', { code: warehouseCode, name: `Bodega ${s}` })).id;
  const code = `TAZA-${s}`;
  const name = `Taza ${s}`;
  await ok('POST', '/products', { code, name });

  await withSettings(request, { NegativeStockPolicy: 'refuse' }, async () => {
    await openInSpanish(page, '/product/stock-damage');
    await page.getByLabel(tEs('stock.warehouse'), { exact: true }).selectOption(warehouse);
    await page.getByLabel(tEs('stock.reason'), { exact: true }).selectOption('broken');
    // The write-off form's scan bar: the code, then the quantity (the line joins the grid).
    const entry = page.getByRole('group', { name: tEs('stock.scan.title'), exact: true });
    await entry.getByLabel(tEs('count.entry.code'), { exact: true }).fill(code);
    await entry.getByLabel(tEs('count.entry.code'), { exact: true }).press('Enter');
    await entry.getByLabel(tEs('stock.quantity'), { exact: true }).fill('3');
    await entry.getByLabel(tEs('stock.quantity'), { exact: true }).press('Enter');
    await expect(entry.getByRole('status')).toContainText(code);
    await page.getByRole('button', { name: tEs('stock.recordDamage'), exact: true }).click();

    const sentence = tEs('refusal.reason.negative_stock', { product: `${code} ${name}`, warehouse: warehouseCode, available: '0', requested: '3' });
    await expect(page.getByText(sentence)).toBeVisible();
    await expect(page.getByText(/does not allow negative stock/)).toHaveCount(0);
  });
});
