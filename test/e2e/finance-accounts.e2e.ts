import { expect, test } from '@playwright/test';
import { apiCall, openAs, ROOT_PASSWORD, ROOT_USERNAME, rootToken, t, unique } from './support.js';

/**
 * Money accounts and entries through their screens: a bank account opened with its balance, an
 * income and an expense class, an income and an expense on the account, the balance they leave,
 * the totals of the list, and a reversal that gives the expense back.
 */
test('a bank account, two classes, an income and an expense: the balance, the totals, then a reversal', async ({ page }) => {
  const s = unique('').slice(-6).toUpperCase();
  const bank = `Banco ${s}`;
  const sales = `Ventas ${s}`;
  const services = `Servicios ${s}`;
  const save = () => page.getByRole('button', { name: t('form.save'), exact: true }).click();

  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/finance/newBank');
  await page.getByRole('radio', { name: t('finAcc.kinds.bank'), exact: true }).check();
  await page.getByLabel(t('finAcc.name'), { exact: true }).fill(bank);
  await page.getByLabel(t('finAcc.currency'), { exact: true }).selectOption('USD');
  await page.getByLabel(t('finAcc.openingBalance'), { exact: true }).fill('500');
  await page.getByLabel(t('finAcc.bankName'), { exact: true }).fill('BCI');
  await save();
  await expect(page).toHaveURL(/\/finance\/bank$/);
  const account = page.getByRole('row').filter({ hasText: bank });
  await expect(account.getByRole('gridcell', { name: '500.00', exact: true }).first()).toBeVisible();

  for (const [direction, name] of [
    ['income', sales],
    ['expense', services],
  ] as const) {
    await page.goto('/finance/newFinanceClass');
    await page.getByRole('radio', { name: t(`finAcc.directions.${direction}`), exact: true }).check();
    await page.getByLabel(t('finAcc.className'), { exact: true }).fill(name);
    await save();
    await expect(page).toHaveURL(/\/finance\/class$/);
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  }

  const post = async (direction: 'income' | 'expense', klass: string, amount: string, memo: string) => {
    await page.goto('/finance/newFinance');
    await page.getByRole('radio', { name: t(`finAcc.directions.${direction}`), exact: true }).check();
    await page.getByLabel(t('finAcc.account'), { exact: true }).selectOption({ label: `${bank} (USD)` });
    await page.getByLabel(t('finAcc.class'), { exact: true }).selectOption({ label: klass });
    await page.getByLabel(t('finAcc.amountIn', { currency: 'USD' }), { exact: true }).fill(amount);
    await page.getByLabel(t('finAcc.memo'), { exact: true }).fill(memo);
    await save();
    await expect(page).toHaveURL(/\/finance\/index$/);
  };
  // Too many decimals for USD: refused under the amount, nothing posted.
  await page.goto('/finance/newFinance');
  await page.getByLabel(t('finAcc.account'), { exact: true }).selectOption({ label: `${bank} (USD)` });
  await page.getByLabel(t('finAcc.class'), { exact: true }).selectOption({ label: sales });
  await page.getByLabel(t('finAcc.amountIn', { currency: 'USD' }), { exact: true }).fill('1.005');
  await save();
  await expect(page.getByRole('alert').filter({ hasText: 'USD amounts have at most 2 decimals' }).first()).toBeVisible();

  await post('income', sales, '120.50', `Venta mostrador ${s}`);
  await post('expense', services, '20.25', `Luz ${s}`);

  // The list, filtered to the account, totals what is not reversed.
  await page.getByRole('search').getByLabel(t('finAcc.account'), { exact: true }).selectOption({ label: `${bank} (USD)` });
  await expect(page.getByRole('gridcell', { name: `Luz ${s}`, exact: true })).toBeVisible();
  await expect(page.getByTestId('totals-USD')).toContainText('120.50');
  await expect(page.getByTestId('totals-USD')).toContainText('100.25');

  await page.goto('/finance/bank');
  await expect(account.getByRole('gridcell', { name: '600.25', exact: true })).toBeVisible();

  // Reverse the expense: it stays listed, marked, and its amount is back on the account.
  await page.goto('/finance/index');
  await page.getByRole('row').filter({ hasText: `Luz ${s}` }).getByRole('checkbox').check();
  await page.getByRole('button', { name: t('finAcc.reverse'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t('finAcc.reason'), { exact: true }).fill('cobrada dos veces');
  await dialog.getByRole('button', { name: t('finAcc.reverse'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: `Luz ${s}` })).toContainText(t('finAcc.reversedBecause', { reason: 'cobrada dos veces' }));

  // The print page takes the list's filters: this account's entries, the reversal marked.
  await page.getByRole('search').getByLabel(t('finAcc.account'), { exact: true }).selectOption({ label: `${bank} (USD)` });
  await page.getByRole('button', { name: t('finAcc.print'), exact: true }).click();
  await expect(page).toHaveURL(/\/finance\/financePrint\?.*accountId=/);
  const printed = page.getByRole('table', { name: t('route.FinanceList') });
  await expect(printed.getByRole('row')).toHaveCount(3);
  await expect(printed.getByRole('row').filter({ hasText: `Luz ${s}` })).toContainText(t('finAcc.reversedBecause', { reason: 'cobrada dos veces' }));

  await page.goto('/finance/bank');
  await expect(account.getByRole('gridcell', { name: '620.50', exact: true })).toBeVisible();
});

test('a batch of entries is posted all or nothing from one grid', async ({ page, request }) => {
  const s = unique('').slice(-6).toUpperCase();
  const token = await rootToken(request);
  const post = async (path: string, body: unknown) => {
    const r = await apiCall<{ id: string }>(request, 'POST', path, { token, body });
    expect(r.status).toBe(201);
    return r.body.data!.id;
  };
  await post('/finance/accounts', { kind: 'cash', name: `Caja ${s}`, currency: 'CLP', openingBalance: '10000' });
  await post('/finance/classes', { direction: 'expense', name: `Fletes ${s}` });

  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/finance/batchAdd');
  const cell = (what: string, n: number) => page.getByLabel(t('finAcc.cell', { what: t(what), n: String(n) }), { exact: true });
  for (const [n, amount] of [
    [1, '2500'],
    [2, '99.5'],
  ] as const) {
    await cell('finAcc.account', n).selectOption({ label: `Caja ${s} (CLP)` });
    await cell('finAcc.class', n).selectOption({ label: `Fletes ${s}` });
    await cell('finAcc.amount', n).fill(amount);
    await cell('finAcc.memo', n).fill(`Flete ${n} ${s}`);
  }
  // CLP has no decimals: row 2 is refused and nothing is posted.
  await page.getByRole('button', { name: t('finAcc.postAll'), exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'CLP amounts have no decimals' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/finance\/batchAdd$/);
  const none = await apiCall<{ total: number }>(request, 'GET', `/finance/entries?search=${encodeURIComponent(s.toLowerCase())}`, { token });
  expect(none.body.data!.total).toBe(0);

  await cell('finAcc.amount', 2).fill('100');
  await page.getByRole('button', { name: t('finAcc.postAll'), exact: true }).click();
  await expect(page).toHaveURL(/\/finance\/index$/);
  await expect(page.getByRole('gridcell', { name: `Flete 1 ${s}`, exact: true })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: `Flete 2 ${s}`, exact: true })).toBeVisible();
  await page.goto('/finance/bank');
  await expect(page.getByRole('row').filter({ hasText: `Caja ${s}` }).getByRole('gridcell', { name: '7,400', exact: true })).toBeVisible();
});
