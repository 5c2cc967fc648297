import { expect, type Page, test } from '@playwright/test';
import { apiCall, openAs, ROOT_PASSWORD, ROOT_USERNAME, rootToken, t, unique } from './support.js';

/**
 * A customer pays by cheque: the cheque is taken into the portfolio (the customer's balance falls
 * by it), deposited into the bank, and bounces: the customer owes the amount again, the bank
 * balance never moved, and the cheque's page tells the story with who and when.
 */
test('receive a cheque, deposit it, it bounces: the customer owes it again', async ({ page, request }) => {
  const s = unique('').slice(-6).toUpperCase();
  const code = `CHQ${s}`;
  const bank = `Banco Cheques ${s}`;
  const token = await rootToken(request);
  const post = async (path: string, body: unknown) => {
    const r = await apiCall<{ id: string }>(request, 'POST', path, { token, body });
    expect([path, r.status]).toEqual([path, 201]);
    return r.body.data!.id;
  };
  const customer = await post('/customers', { code, name: `Comercial ${s}` });
  await post(`/customers/${customer}/account/entries`, { kind: 'opening', amount: '200000', currency: 'CLP' });
  await post('/finance/accounts', { kind: 'bank', name: bank, currency: 'CLP', bankName: 'Banco de Chile', accountNumber: s });
  const today = (await apiCall<{ today: string }>(request, 'GET', '/finance/checks', { token })).body.data!.today;
  const balanceIs = async (p: Page, amount: string) => {
    await p.goto('/customer/account');
    await p.getByLabel(t('customerAccount.searchLabel'), { exact: true }).fill(code);
    await expect(p.getByRole('row').filter({ hasText: code }).getByRole('gridcell', { name: amount, exact: true })).toBeVisible();
  };

  // Take the cheque: the customer is found by its code, the amount is in the cheque's currency.
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/finance/newcheckTransfer');
  await page.getByLabel(t('finChk.findCustomer'), { exact: true }).fill(code);
  await page.getByLabel(t('finChk.customer'), { exact: true }).selectOption({ label: `${code} · Comercial ${s}` });
  await page.getByLabel(t('finChk.number'), { exact: true }).fill(`N${s}`);
  await page.getByLabel(t('finChk.bank'), { exact: true }).fill('Banco Estado');
  await page.getByLabel(t('finChk.drawer'), { exact: true }).fill('Ana Pérez');
  await page.getByLabel(t('finChk.currency'), { exact: true }).selectOption('CLP');
  await page.getByLabel(t('finChk.amountIn', { currency: 'CLP' }), { exact: true }).fill('150000');
  await page.getByLabel(t('finChk.issueDate'), { exact: true }).fill(today);
  await page.getByLabel(t('finChk.dueDate'), { exact: true }).fill(today);
  await page.getByRole('button', { name: t('form.save'), exact: true }).click();
  await expect(page).toHaveURL(/\/finance\/checkTransfer$/);
  const row = page.getByRole('row').filter({ hasText: `N${s}` });
  await expect(row.getByRole('gridcell', { name: t('finChk.states.portfolio'), exact: true })).toBeVisible();
  await balanceIs(page, '50,000');

  // Deposit it into the bank account: it waits there for the bank, the balance does not move yet.
  await page.goto('/finance/checkTransfer');
  await page.getByLabel(t('finChk.search'), { exact: true }).fill(`N${s}`);
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('finChk.actions.deposit'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t('finChk.depositInto', { currency: 'CLP' }), { exact: true }).selectOption({ label: `${bank} (Banco de Chile)` });
  await dialog.getByRole('button', { name: t('finChk.actions.deposit'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('gridcell', { name: t('finChk.states.deposited'), exact: true })).toBeVisible();

  // It bounces: the customer owes it again.
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('finChk.actions.bounce'), exact: true }).click();
  await dialog.getByLabel(t('finChk.bounceReason'), { exact: true }).fill('sin fondos');
  await dialog.getByRole('button', { name: t('finChk.actions.bounce'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('gridcell', { name: t('finChk.states.bounced'), exact: true })).toBeVisible();
  // A bounced cheque cannot be deposited again: the button stays off.
  await row.getByRole('checkbox').check();
  await expect(page.getByRole('button', { name: t('finChk.actions.deposit'), exact: true })).toBeDisabled();
  await balanceIs(page, '200,000');

  await page.goto('/finance/bank');
  await expect(page.getByRole('row').filter({ hasText: bank }).getByRole('gridcell', { name: '0', exact: true }).first()).toBeVisible();

  // The cheque's page: what is written on it and its history.
  await page.goto('/finance/checkTransfer');
  await page.getByLabel(t('finChk.search'), { exact: true }).fill(`N${s}`);
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('finChk.details'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('finChk.checkNumber', { number: `N${s}` }));
  const history = page.getByRole('region', { name: t('finChk.history') });
  for (const event of ['CheckReceived', 'CheckDeposited', 'CheckBounced']) await expect(history.getByRole('cell', { name: t(`finChk.events.${event}`), exact: true })).toBeVisible();
});
