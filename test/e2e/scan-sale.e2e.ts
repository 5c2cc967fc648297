import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiCall, newScanSale, openAs, ROOT_PASSWORD, ROOT_USERNAME, saleShop, type SaleShop, t, tabStrip, title, unique } from './support.js';

/**
 * Issue 12, "Scan sale and order entry": what a cashier sees while scanning — the stock of every
 * line as it is scanned (a line the order would take below zero is marked at once), the newest
 * line in view with the cursor still in the scan box (and back there when the tab is reopened),
 * a customer chosen after scanning re-pricing the lines already there, the screen at a shop
 * laptop's 1366x768, and a wholesale order of 1,000 lines.
 */

async function draft(request: APIRequestContext, s: SaleShop, lines: number, customerId?: string): Promise<string> {
  const r = await apiCall<any>(request, 'POST', '/sale/order', {
    token: s.token,
    body: {
      kind: 'sale',
      source: 'scan',
      warehouseId: s.warehouse,
      ...(customerId ? { customerId } : {}),
      lines: Array.from({ length: lines }, (_, i) => ({ productId: s.product, quantity: '1', gift: false, memo: `L${i + 1}` })),
    },
  });
  expect(r.status, JSON.stringify(r.body.error)).toBeLessThan(300);
  return r.body.data.id;
}

const linesTable = (page: Page) => page.getByRole('table', { name: t('saleEntry.lines') });
const row = (page: Page, n: number) => linesTable(page).locator('tbody tr').nth(n - 1);

test('every scanned line shows the stock on hand in its unit and in base units, and a line beyond the stock is marked at once', async ({ page, request }) => {
  const s = await saleShop(request);
  const scanBox = await newScanSale(page, s.warehouse);

  // 10 boxes (240 units) on hand: a box scanned shows "10 Caja (240 Un)".
  await scanBox.fill(s.boxBarcode);
  await scanBox.press('Enter');
  const stock = row(page, 1).getByTestId('line-stock');
  await expect(stock).toContainText('10 Caja');
  await expect(stock).toContainText('240 Un');
  await expect(row(page, 1)).not.toHaveAttribute('data-short', 'true');

  // A unit scanned: its line shows the same stock in units.
  await scanBox.fill(s.unitBarcode);
  await scanBox.press('Enter');
  await expect(row(page, 2).getByTestId('line-stock')).toContainText('240 Un');

  // 10 more boxes: 11 boxes and a unit (265) are more than the 240 on hand; both lines of the product are marked before any commit.
  await scanBox.fill(`10*${s.boxBarcode}`);
  await scanBox.press('Enter');
  await expect(row(page, 1).getByLabel(t('sale.col.quantity'), { exact: true })).toHaveValue('11');
  await expect(row(page, 1)).toHaveAttribute('data-short', 'true');
  await expect(row(page, 1).getByTestId('line-stock')).toContainText(t('saleEntry.short'));
  await expect(row(page, 2)).toHaveAttribute('data-short', 'true');
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Back within the stock: the marks go.
  const qty = row(page, 1).getByLabel(t('sale.col.quantity'), { exact: true });
  await qty.fill('9');
  await qty.press('Enter');
  await expect(row(page, 1)).not.toHaveAttribute('data-short', 'true');
  await expect(row(page, 2)).not.toHaveAttribute('data-short', 'true');
});

test('a scanned line is in view at once, the scan box keeps the focus and has it again when the tab is reopened', async ({ page, request }) => {
  const s = await saleShop(request);
  const id = await draft(request, s, 60);
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, `/sale/new?id=${id}`);
  const scanBox = page.getByLabel(t('saleEntry.scanLabel'), { exact: true });
  await expect(linesTable(page).locator('tbody tr')).toHaveCount(60);
  await scanBox.focus();
  await scanBox.fill(s.boxBarcode);
  await scanBox.press('Enter');
  await expect(linesTable(page).locator('tbody tr')).toHaveCount(61);
  // The row's first cells (number, code, name) wholly in view: the list scrolled down to it.
  await expect(row(page, 61).locator('td').nth(2)).toBeInViewport({ ratio: 1 });
  await expect(row(page, 61)).toHaveAttribute('aria-selected', 'true');
  await expect(scanBox).toBeFocused();

  // Another tab, then scan sale's tab again: the cursor is back in the scan box.
  await tabStrip(page).getByRole('link', { name: title('Dashboard'), exact: true }).click();
  await expect(scanBox).toBeHidden();
  await tabStrip(page).getByRole('link', { name: title('SaleNew'), exact: true }).click();
  await expect(scanBox).toBeVisible();
  await expect(scanBox).toBeFocused();
  await page.keyboard.type(s.unitBarcode);
  await page.keyboard.press('Enter');
  await expect(linesTable(page).locator('tbody tr')).toHaveCount(62);
  await expect(row(page, 62).locator('td').nth(2)).toBeInViewport({ ratio: 1 });
});

test("a customer chosen after scanning gives the lines already there the customer's price list, with a one-line notice", async ({ page, request }) => {
  const s = await saleShop(request);
  const code = unique('CR').slice(-8).toUpperCase();
  const customer = await apiCall<any>(request, 'POST', '/customers', { token: s.token, body: { code, name: 'Tienda Sol', priceType: 'retail' } });
  expect(customer.status, JSON.stringify(customer.body.error)).toBeLessThan(300);
  const scanBox = await newScanSale(page, s.warehouse);

  // Walk-in, a wholesale company: 600 a unit.
  await scanBox.fill(s.unitBarcode);
  await scanBox.press('Enter');
  await scanBox.fill(`2*${s.boxBarcode}`);
  await scanBox.press('Enter');
  await expect(row(page, 1).getByLabel(t('sale.col.price'), { exact: true })).toHaveValue('600');
  await expect(row(page, 2).getByLabel(t('sale.col.price'), { exact: true })).toHaveValue('14400');

  // F2, the customer: both lines take the retail list (800 a unit, 19200 a box).
  await page.keyboard.press('F2');
  const picker = page.getByRole('combobox', { name: `${t('sale.col.customer')} (F2)` });
  await expect(picker).toBeFocused();
  await picker.fill(code);
  await expect(page.getByRole('option', { name: new RegExp(code) })).toBeVisible();
  await picker.press('Enter');
  await expect(row(page, 1).getByLabel(t('sale.col.price'), { exact: true })).toHaveValue('800');
  await expect(row(page, 2).getByLabel(t('sale.col.price'), { exact: true })).toHaveValue('19200');
  const notice = page.getByTestId('order-notice');
  await expect(notice).toContainText(code);
  await expect(notice).toContainText(t('sale.priceType.retail'));
  await expect(notice).toContainText(': 2');
  await expect(scanBox).toBeFocused();
});

test.describe('at 1366x768, a shop laptop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('memo and delete stay in view, names stay on one line, the chosen customer reads as a value', async ({ page, request }) => {
    const s = await saleShop(request, 'Jugo de naranja natural sin azúcar añadido, botella familiar de 1 litro');
    const code = unique('CL').slice(-8).toUpperCase();
    const customer = await apiCall<any>(request, 'POST', '/customers', { token: s.token, body: { code, name: 'Comercial Los Andes', priceType: 'wholesale' } });
    expect(customer.status).toBeLessThan(300);
    const id = await draft(request, s, 6, customer.body.data.id);
    await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, `/sale/new?id=${id}`);
    await expect(linesTable(page).locator('tbody tr')).toHaveCount(6);

    const first = row(page, 1);
    await expect(first.getByLabel(t('sale.col.memo'), { exact: true })).toBeInViewport({ ratio: 1 });
    await expect(first.getByRole('button', { name: t('saleEntry.removeLine', { n: '1' }) })).toBeInViewport({ ratio: 1 });
    const height = (await first.boundingBox())!.height;
    expect(height, 'a row stays one line of text high (no tower of a wrapped name)').toBeLessThan(48);

    const picker = page.getByRole('combobox', { name: `${t('sale.col.customer')} (F2)` });
    await expect(picker).toHaveValue(new RegExp(`${code}.*Comercial Los Andes`));

    // A line of boxes beyond the stock (its stock in boxes and units, marked short) fits too.
    const scanBox = page.getByLabel(t('saleEntry.scanLabel'), { exact: true });
    await scanBox.fill(`12*${s.boxBarcode}`);
    await scanBox.press('Enter');
    const boxes = row(page, 7);
    await expect(boxes).toHaveAttribute('data-short', 'true');
    await expect(boxes.getByTestId('line-stock')).toContainText('240 Un');
    await expect(boxes.getByLabel(t('sale.col.memo'), { exact: true })).toBeInViewport({ ratio: 1 });
    await expect(boxes.getByRole('button', { name: t('saleEntry.removeLine', { n: '7' }) })).toBeInViewport({ ratio: 1 });
  });
});

test('an order of 1,000 lines opens with every line reachable, only the rows in view in the page, and a memo typed in line 500 is saved there', async ({ page, request }) => {
  test.setTimeout(180_000);
  const s = await saleShop(request);
  const id = await draft(request, s, 1000);
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, `/sale/new?id=${id}`);
  const table = linesTable(page);
  // The table says it has the order's 1,000 lines (and its header row) but holds only those in view: the page stays light.
  await expect(table).toHaveAttribute('aria-rowcount', '1001', { timeout: 30_000 });
  expect(await table.locator('tbody tr[aria-rowindex]').count()).toBeLessThan(120);
  const line = (n: number) => table.locator(`tbody tr[aria-rowindex="${n + 1}"]`);
  await expect(line(1).getByLabel(t('sale.col.memo'), { exact: true })).toHaveValue('L1');

  // Scrolled to the middle, line 500 is there; its memo typed and sent with Enter.
  const box = table.locator('xpath=..');
  await box.evaluate((el) => (el.scrollTop = (el.scrollHeight - el.clientHeight) / 2));
  await expect(line(500)).toBeAttached();
  const memo = line(500).getByLabel(t('sale.col.memo'), { exact: true });
  await expect(memo).toHaveValue('L500');
  await memo.fill('');
  await memo.pressSequentially('cliente pide caja aparte');
  await memo.press('Enter');
  await expect(page.getByLabel(t('saleEntry.scanLabel'), { exact: true })).toBeFocused();
  await expect
    .poll(async () => {
      const r = await apiCall<any>(request, 'GET', `/sale/order?id=${id}`, { token: s.token });
      return r.body.data.lines[499].memo;
    })
    .toBe('cliente pide caja aparte');
  await expect(line(501).getByLabel(t('sale.col.memo'), { exact: true })).toHaveValue('L501');

  // The end of the order: line 1,000; a scan adds line 1,001, in view.
  await box.evaluate((el) => (el.scrollTop = el.scrollHeight));
  await expect(line(1000).getByLabel(t('sale.col.memo'), { exact: true })).toHaveValue('L1000');
  const scanBox = page.getByLabel(t('saleEntry.scanLabel'), { exact: true });
  await scanBox.fill(s.boxBarcode);
  await scanBox.press('Enter');
  await expect(table).toHaveAttribute('aria-rowcount', '1002');
  await expect(line(1001).locator('td').nth(2)).toBeInViewport({ ratio: 0.9 });
  await expect(scanBox).toBeFocused();
});
