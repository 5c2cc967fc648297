import { expect, test } from '@playwright/test';
import { apiCall, openAs, ROOT_PASSWORD, ROOT_USERNAME, rootToken, t, title, unique } from './support.js';

/**
 * Money moving between accounts through the screens: cash taken to the bank with a fee (both
 * balances move), a supplier in China paid from the bank at the table's rate (its payables drop
 * by the amount received), and dollars changed into yuan at the bank's rate with the difference
 * against the table shown.
 */
test('cash to the bank, a transfer to China, a currency exchange: the balances and the supplier balance follow', async ({ page, request }) => {
  const s = unique('').slice(-6).toUpperCase();
  const token = await rootToken(request);
  const post = async (path: string, body: unknown) => {
    const r = await apiCall<{ id: string }>(request, 'POST', path, { token, body });
    expect(r.status, `${path}: ${JSON.stringify(r.body.error)}`).toBeLessThan(300);
    return r.body.data!.id;
  };
  // CNY among the company's currencies (another test may have added it already).
  await apiCall(request, 'POST', '/currencies', { token, body: { code: 'CNY', name: 'Yuan renminbi' } });
  await post('/finance/accounts', { kind: 'cash', name: `Caja ${s}`, currency: 'USD', openingBalance: '1000' });
  await post('/finance/accounts', { kind: 'bank', name: `Banco ${s}`, currency: 'USD', openingBalance: '5000', bankName: 'BCI' });
  await post('/finance/accounts', { kind: 'bank', name: `Yuan ${s}`, currency: 'CNY', openingBalance: '0', bankName: 'ICBC' });
  const supplier = await post('/suppliers', { code: `CN${s}`, name: `Yiwu ${s}`, currency: 'CNY', country: 'CN' });
  await post(`/supplier-accounts/${supplier}/entries`, { kind: 'opening', amount: '20000', currency: 'CNY' });
  await post('/currency/exchange-rate', { fromCode: 'USD', toCode: 'CNY', rate: '7.1' });
  const balance = (name: string) => page.getByRole('row').filter({ hasText: name });
  const save = () => page.getByRole('button', { name: t('form.save'), exact: true }).click();

  // Cash to the bank, with a fee taken from the cash box.
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/finance/newDomestic');
  await page.getByLabel(t('finMove.from'), { exact: true }).selectOption({ label: `Caja ${s} (USD)` });
  await page.getByLabel(t('finMove.to'), { exact: true }).selectOption({ label: `Banco ${s} (USD)` });
  await page.getByLabel(t('finMove.amountIn', { currency: 'USD' }), { exact: true }).fill('300');
  await page.getByLabel(t('finMove.fee'), { exact: true }).fill('1.50');
  await page.getByLabel(t('finMove.memo'), { exact: true }).fill(`Depósito ${s}`);
  await save();
  await expect(page).toHaveURL(/\/finance\/domestic$/);
  await expect(page.getByRole('gridcell', { name: `Depósito ${s}`, exact: true })).toBeVisible();
  await page.goto('/finance/bank');
  await expect(balance(`Caja ${s}`).getByRole('gridcell', { name: '698.50', exact: true })).toBeVisible();
  await expect(balance(`Banco ${s}`).getByRole('gridcell', { name: '5,300.00', exact: true })).toBeVisible();

  // Pay the supplier in China from the bank: the rate comes from the table, the amount received is amount x rate.
  await page.goto('/finance/newTransferToChina');
  await page.getByLabel(t('finMove.from'), { exact: true }).selectOption({ label: `Banco ${s} (USD)` });
  await page.getByLabel(t('finMove.supplierSearch'), { exact: true }).fill(`CN${s}`);
  await page.getByLabel(t('finMove.supplier'), { exact: true }).selectOption({ label: `CN${s} · Yiwu ${s}` });
  await page.getByLabel(t('finMove.amountSentIn', { currency: 'USD' }), { exact: true }).fill('1000');
  await page.getByLabel(t('finMove.fee'), { exact: true }).fill('20');
  await expect(page.getByLabel(t('finMove.rateOf', { from: 'USD', to: 'CNY' }), { exact: true })).toHaveValue(/^7\.10*$/);
  await page.getByLabel(t('finMove.reference'), { exact: true }).fill(`MT103-${s}`);
  await save();
  await expect(page).toHaveURL(/\/finance\/transfer-to-china$/);
  await expect(page.getByRole('row').filter({ hasText: `MT103-${s}` })).toContainText('7,100.00');
  await page.goto('/product/supplier/account');
  await expect(balance(`Yiwu ${s}`).getByRole('gridcell', { name: '12,900.00', exact: true })).toBeVisible();

  // Dollars into yuan at the bank's rate: what arrives, then the difference against the table.
  await page.goto('/finance/currency-exchange');
  await page.getByRole('button', { name: t('finMove.newExchange'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t('finMove.from'), { exact: true }).selectOption({ label: `Banco ${s} (USD)` });
  await dialog.getByLabel(t('finMove.to'), { exact: true }).selectOption({ label: `Yuan ${s} (CNY)` });
  await dialog.getByLabel(t('finMove.givenIn', { currency: 'USD' }), { exact: true }).fill('100');
  const rate = dialog.getByLabel(t('finMove.rateOf', { from: 'USD', to: 'CNY' }), { exact: true });
  await expect(rate).toHaveValue(/^7\.10*$/);
  await rate.fill('7.2');
  await expect(dialog.getByTestId('exchange-arrives')).toContainText('720.00');
  await dialog.getByLabel(t('finMove.memo'), { exact: true }).fill(`Cambio ${s}`);
  await dialog.getByRole('button', { name: t('finMove.exchange'), exact: true }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: `Cambio ${s}` });
  await expect(row).toContainText('720.00');
  await expect(row.getByRole('gridcell', { name: '7.1', exact: true })).toBeVisible();

  await page.goto('/finance/bank');
  await expect(balance(`Banco ${s}`).getByRole('gridcell', { name: '4,180.00', exact: true })).toBeVisible();
  await expect(balance(`Yuan ${s}`).getByRole('gridcell', { name: '720.00', exact: true })).toBeVisible();
});

test('entries from a sheet (refused, then posted), an entry whose customer is picked from a search, and its voucher', async ({ page, request }) => {
  const s = unique('').slice(-6).toUpperCase();
  const token = await rootToken(request);
  const post = async (path: string, body: unknown) => {
    const r = await apiCall<{ id: string }>(request, 'POST', path, { token, body });
    expect(r.status, `${path}: ${JSON.stringify(r.body.error)}`).toBeLessThan(300);
    return r.body.data!.id;
  };
  await post('/finance/accounts', { kind: 'cash', name: `Caja ${s}`, currency: 'CLP', openingBalance: '1000' });
  await post('/finance/classes', { direction: 'income', name: `Ventas ${s}` });
  await post('/customers', { code: `C${s}`, name: `Cliente ${s}` });
  const csv = (rows: string[]) => Buffer.from(['direction,account,class,amount,memo', ...rows].join('\n'));

  // A sheet with a bad row posts nothing; the corrected sheet posts every row.
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/finance/Excel-import');
  await expect(page.getByRole('heading', { name: title('FinanceImport'), exact: true })).toBeVisible();
  const file = page.getByLabel(t('importReport.file'), { exact: true });
  await file.setInputFiles({ name: 'entries.csv', mimeType: 'text/csv', buffer: csv([`income,Caja ${s},Ventas ${s},2000,uno ${s}`, `income,Caja ${s},Ventas ${s},10.5,dos ${s}`]) });
  await page.getByRole('button', { name: t('importReport.import'), exact: true }).click();
  await expect(page.getByText(t('importReport.nothingImported', { refused: '1', total: '2' }))).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('CLP amounts have no decimals').first()).toBeVisible();
  await file.setInputFiles({ name: 'entries-ok.csv', mimeType: 'text/csv', buffer: csv([`income,Caja ${s},Ventas ${s},2000,uno ${s}`, `income,Caja ${s},Ventas ${s},10,dos ${s}`]) });
  await page.getByRole('button', { name: t('importReport.import'), exact: true }).click();
  await expect(page.getByText(t('finImport.imported', { rows: '2' }))).toBeVisible({ timeout: 15_000 });

  // An entry whose customer is picked by a search, then its voucher from the list.
  await page.goto('/finance/newFinance');
  await page.getByLabel(t('finAcc.account'), { exact: true }).selectOption({ label: `Caja ${s} (CLP)` });
  await page.getByLabel(t('finAcc.class'), { exact: true }).selectOption({ label: `Ventas ${s}` });
  await page.getByLabel(t('finAcc.amountIn', { currency: 'CLP' }), { exact: true }).fill('5000');
  await page.getByLabel(t('finAcc.partyType'), { exact: true }).selectOption('customer');
  await page.getByLabel(t('finVoucher.partySearch'), { exact: true }).fill(`C${s}`);
  await page.getByLabel(t('finAcc.parties.customer'), { exact: true }).selectOption({ label: `C${s} · Cliente ${s}` });
  await page.getByLabel(t('finAcc.memo'), { exact: true }).fill(`abono ${s}`);
  await page.getByRole('button', { name: t('form.save'), exact: true }).click();
  await expect(page).toHaveURL(/\/finance\/index$/);
  await page.getByRole('row').filter({ hasText: `abono ${s}` }).getByRole('checkbox').check();
  await page.getByRole('button', { name: t('finVoucher.voucher'), exact: true }).click();
  await expect(page).toHaveURL(/\/finance\/financePrint\?id=/);
  await expect(page.getByRole('heading', { name: t('finVoucher.title.income'), exact: true })).toBeVisible();
  const voucher = page.getByRole('table', { name: t('finVoucher.voucher') });
  await expect(voucher).toContainText(`Cliente ${s}`);
  await expect(voucher).toContainText('5,000');

  await page.goto('/finance/bank');
  await expect(page.getByRole('row').filter({ hasText: `Caja ${s}` }).getByRole('gridcell', { name: '8,010', exact: true })).toBeVisible();
});
