import { expect, type Page, test } from '@playwright/test';
import { addDays, businessDayOf } from '@tradedesk/contracts/platform/company-time';
import { formatMoney } from '@tradedesk/contracts/platform/money';
import { apiCall, getSettings, okWith, openAs, ROOT_PASSWORD, ROOT_USERNAME, rootToken, t, unique } from './support.js';

/**
 * The finance journey of issue 14 walked through the screens, one user's day at the money desk:
 * a rate entered; a customer's sale order paid by cheque (the cheque in the portfolio, the
 * customer's balance down); the cheque deposited and bounced (the customer owes again, the bank
 * never moved); cash taken to the bank (both balances move); yesterday closed (its totals frozen);
 * a backdated entry refused with the period's sentence; Root reopening the day with a reason; the
 * same entry then posted and the balance moving.
 *
 * Only what is not the subject is set up through the API: the customer, a product with stock, the
 * committed order, the money accounts and an entry dated yesterday (so that the cash box has
 * totals on the day that is closed).
 */
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('a rate, a sale paid by cheque that bounces, cash to the bank, yesterday closed, a backdated entry refused then posted once Root reopens the day', async ({ page, request }) => {
  const token = await rootToken(request);
  const ok = okWith(request, token);
  const s = unique('').slice(-6).toUpperCase();
  const tag = `e2e-journey-${s.toLowerCase()}`;
  const offset = Number((await getSettings(request, token, ['SystemTimeZone'])).SystemTimeZone ?? 0);
  const today = businessDayOf(new Date(), offset);
  const yesterday = addDays(today, -1);

  // A customer, a warehouse with a product in stock, and the customer's committed order.
  const code = `J${s}`;
  const customerName = `Almacén ${s}`;
  const customerId = (await ok('POST', '/customers', { code, name: customerName })).id;
  const warehouseId = (await ok('POST', '/warehouses', { code: `JW${s}`, name: `Bodega ${s}` })).id;
  const productId = (await ok('POST', '/products', { code: `JP${s}`, name: `Aceite ${s}`, prices: { unit: { retail: '50000', wholesale: '50000' } } })).id;
  const count = await ok('POST', '/stock/counts', { warehouseId, productIds: [productId], note: tag });
  const counted = await ok('PUT', `/stock/counts/${count.id}/lines`, { version: count.streamVersion, lines: [{ productId, quantity: '10' }] });
  await ok('POST', `/stock/counts/${count.id}/post`, { version: counted.streamVersion });
  const order = (await ok('POST', '/sale/order/save-commit', {
    commandId: crypto.randomUUID(),
    order: { warehouseId, customerId, memo: tag, taxRate: null, lines: [{ productId, quantity: '3', price: '50000' }] },
  })) as { id: string; number: string; order: { header: { currency: string }; total: string } };
  const currency = order.order.header.currency;
  expect(order.order.total).toBe('150000');
  const money = (amount: string) => formatMoney(amount, currency, 'en-US');

  // The money accounts in the order's currency, a class of income, and yesterday's takings.
  const cash = `Caja viaje ${s}`;
  const bank = `Banco viaje ${s}`;
  const cashId = (await ok('POST', '/finance/accounts', { kind: 'cash', name: cash, currency, openingBalance: '300000' })).id;
  await ok('POST', '/finance/accounts', { kind: 'bank', name: bank, currency, openingBalance: '1000000', bankName: 'Banco de Chile', accountNumber: s });
  const income = `Ventas viaje ${s}`;
  const classId = (await ok('POST', '/finance/classes', { direction: 'income', name: income })).id;
  await ok('POST', '/finance/entries', { entry: { direction: 'income', accountId: cashId, classId, amount: '20000', date: yesterday, memo: `Ventas de ayer ${s}` } });
  // USD beside the base currency for the rate (another test may have added it already).
  await apiCall(request, 'POST', '/currencies', { token, body: { code: 'USD', name: 'US dollar' } });

  const balanceOf = async (name: string, amount: string) => {
    await expect(async () => {
      await page.goto('/finance/bank');
      await expect(row(page, name).locator('[col-id="balance"]')).toHaveText(money(amount), { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  };
  const customerOwes = async (amount: string) => {
    await expect(async () => {
      await page.goto('/customer/account');
      await page.getByLabel(t('customerAccount.searchLabel'), { exact: true }).fill(code);
      // Every balance, a settled one too (the list shows the non-zero ones by default).
      await page.getByLabel(t('customerAccount.show'), { exact: true }).selectOption({ label: t('customerAccount.filters.all') });
      await expect(row(page, code).locator('[col-id="balance"]')).toHaveText(money(amount), { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  };

  try {
    // 1. An exchange rate entered by hand shows in the rate history.
    const digit = () => String(Math.floor(Math.random() * 9) + 1);
    const rate = `9${String(Date.now() % 100).padStart(2, '0')}.${digit()}${digit()}`;
    await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/finance/currency');
    await expect(page.getByRole('heading', { level: 1, name: t('route.Currency') })).toBeVisible();
    await page.getByRole('button', { name: t('exchangeRates.enter'), exact: true }).click();
    const rateDialog = page.getByRole('dialog');
    await rateDialog.getByLabel(t('exchangeRates.from'), { exact: true }).selectOption('USD');
    await rateDialog.getByLabel(t('exchangeRates.to'), { exact: true }).selectOption(currency);
    await rateDialog.getByLabel(t('exchangeRates.rateOne'), { exact: true }).fill(rate);
    await rateDialog.getByLabel(t('exchangeRates.memo'), { exact: true }).fill(`Tasa ${s}`);
    await rateDialog.getByRole('button', { name: t('form.save'), exact: true }).click();
    await expect(rateDialog).toBeHidden();
    const rateRow = page.locator('section[aria-labelledby="exchange-rates-title"]').getByRole('row').filter({ hasText: `Tasa ${s}` });
    await expect(rateRow).toContainText(`1 USD = ${currency}`);
    await expect(rateRow).toContainText(`${rate} ${currency}`);
    await expect(rateRow).toContainText('root');

    // 2. The customer owes the order; it is paid by cheque on the sale list.
    await customerOwes('150000');
    await page.goto('/sale/index');
    await page.getByLabel(t('saleList.filter.search'), { exact: true }).fill(tag);
    await expect(row(page, order.number)).toHaveCount(1);
    await row(page, order.number).first().locator('input[type=checkbox]').first().check();
    await page.getByRole('button', { name: t('saleList.action.pay'), exact: true }).click();
    const payDialog = page.getByRole('dialog');
    await payDialog.getByLabel(t('saleList.pay.method'), { exact: true }).selectOption('bankCheck');
    await expect(payDialog.getByLabel(t('saleList.pay.amount', { currency }), { exact: true })).toHaveValue('150000');
    // A cheque is not money in an account yet: the dialog offers none.
    await expect(payDialog.getByLabel(t('saleList.pay.account'), { exact: true })).toHaveCount(0);
    const chequeNo = `CH${s}`;
    await payDialog.getByLabel(t('saleList.pay.reference'), { exact: true }).fill(chequeNo);
    await payDialog.getByLabel(t('saleList.pay.checkDate'), { exact: true }).fill(today);
    await payDialog.getByLabel(t('saleList.pay.checkBank'), { exact: true }).fill('Banco Santander');
    await payDialog.getByRole('button', { name: t('saleList.pay.submit'), exact: true }).click();
    await expect(page.getByText(t('saleList.pay.done', { number: order.number }))).toBeVisible();

    // The cheque is in the portfolio, from the customer; the customer's balance dropped by it.
    const cheque = row(page, chequeNo);
    await expect(async () => {
      await page.goto('/finance/checkTransfer');
      await page.getByLabel(t('finChk.search'), { exact: true }).fill(chequeNo);
      await expect(cheque.getByRole('gridcell', { name: t('finChk.states.portfolio'), exact: true })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(cheque).toContainText(customerName);
    await expect(cheque).toContainText(money('150000'));
    await expect(cheque.getByRole('gridcell', { name: 'Banco Santander', exact: true })).toBeVisible();
    await customerOwes('0');

    // 3. Deposited into the bank account, then bounced: the customer owes it again, the bank never moved.
    await page.goto('/finance/checkTransfer');
    await page.getByLabel(t('finChk.search'), { exact: true }).fill(chequeNo);
    await cheque.getByRole('checkbox').check();
    await page.getByRole('button', { name: t('finChk.actions.deposit'), exact: true }).click();
    const chequeDialog = page.getByRole('dialog');
    await chequeDialog.getByLabel(t('finChk.depositInto', { currency }), { exact: true }).selectOption({ label: `${bank} (Banco de Chile)` });
    await chequeDialog.getByRole('button', { name: t('finChk.actions.deposit'), exact: true }).click();
    await expect(chequeDialog).toBeHidden();
    await expect(cheque.getByRole('gridcell', { name: t('finChk.states.deposited'), exact: true })).toBeVisible();
    await cheque.getByRole('checkbox').check();
    await page.getByRole('button', { name: t('finChk.actions.bounce'), exact: true }).click();
    await chequeDialog.getByLabel(t('finChk.bounceReason'), { exact: true }).fill('sin fondos');
    await chequeDialog.getByRole('button', { name: t('finChk.actions.bounce'), exact: true }).click();
    await expect(chequeDialog).toBeHidden();
    await expect(cheque.getByRole('gridcell', { name: t('finChk.states.bounced'), exact: true })).toBeVisible();
    // The cheque's page names the order it paid and tells the story: taken with the sale, deposited, bounced.
    await cheque.getByRole('checkbox').check();
    await page.getByRole('button', { name: t('finChk.details'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('finChk.checkNumber', { number: chequeNo }));
    await expect(page.getByText(order.number).first()).toBeVisible();
    const chequeHistory = page.getByRole('region', { name: t('finChk.history') });
    for (const event of ['CheckReceived', 'CheckDeposited', 'CheckBounced']) await expect(chequeHistory.getByRole('cell', { name: t(`finChk.events.${event}`), exact: true })).toBeVisible();
    await customerOwes('150000');
    await balanceOf(bank, '1000000');

    // 4. Cash taken to the bank: the cash box falls, the bank account grows.
    await page.goto('/finance/newDomestic');
    await page.getByLabel(t('finMove.from'), { exact: true }).selectOption({ label: `${cash} (${currency})` });
    await page.getByLabel(t('finMove.to'), { exact: true }).selectOption({ label: `${bank} (${currency})` });
    await page.getByLabel(t('finMove.amountIn', { currency }), { exact: true }).fill('50000');
    await page.getByLabel(t('finMove.memo'), { exact: true }).fill(`Depósito ${s}`);
    await page.getByRole('button', { name: t('form.save'), exact: true }).click();
    await expect(page).toHaveURL(/\/finance\/domestic$/);
    await expect(page.getByRole('gridcell', { name: `Depósito ${s}`, exact: true })).toBeVisible();
    await balanceOf(cash, '270000');
    await balanceOf(bank, '1050000');

    // 5. Yesterday closed from the day-end screen (yesterday by default): its totals frozen.
    await page.getByRole('button', { name: t('route.ReportDayKnot'), exact: true }).click();
    await expect(page).toHaveURL(/\/report\/day-knot$/);
    await expect(page.getByLabel(t('finClose.period.day'), { exact: true })).toHaveValue(yesterday);
    const totals = row(page, cash);
    await expect(totals.locator('[col-id="opening"]')).toHaveText(money('300000'));
    await expect(totals.locator('[col-id="income"]')).toHaveText(money('20000'));
    await expect(totals.locator('[col-id="closing"]')).toHaveText(money('320000'));
    await page.getByRole('button', { name: t('finClose.close.day'), exact: true }).click();
    await expect(page.getByRole('heading', { name: t('finClose.totalsFrozen', { period: yesterday }) })).toBeVisible();
    await expect(page.getByTestId('closing-state')).toContainText(t('finClose.state.closed', { who: 'root', when: '' }).split(' on ')[0]!);
    await expect(page.getByRole('button', { name: t('finClose.close.day'), exact: true })).toBeDisabled();
    await expect(totals.locator('[col-id="closing"]')).toHaveText(money('320000'));

    // 6. A backdated entry dated that day: refused with the period's sentence, nothing posted.
    const late = `Venta atrasada ${s}`;
    const enter = async () => {
      await page.goto('/finance/newFinance');
      await page.getByLabel(t('finAcc.account'), { exact: true }).selectOption({ label: `${cash} (${currency})` });
      await page.getByLabel(t('finAcc.class'), { exact: true }).selectOption({ label: income });
      await page.getByLabel(t('finAcc.amountIn', { currency }), { exact: true }).fill('15000');
      await page.getByLabel(t('finAcc.date'), { exact: true }).fill(yesterday);
      await page.getByLabel(t('finAcc.memo'), { exact: true }).fill(late);
      await page.getByRole('button', { name: t('form.save'), exact: true }).click();
    };
    await enter();
    await expect(page.getByRole('alert').filter({ hasText: t('refusal.reason.period_closed', { period: yesterday }) }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/finance\/newFinance$/);
    await page.goto('/finance/index');
    await page.getByLabel(t('finAcc.search'), { exact: true }).fill(s);
    await expect(page.getByRole('gridcell', { name: `Ventas de ayer ${s}`, exact: true })).toBeVisible();
    await expect(page.getByRole('gridcell', { name: late, exact: true })).toHaveCount(0);
    await balanceOf(cash, '270000');

    // 7. Root reopens the day with a reason; the same entry then posts and the balance moves.
    await page.goto(`/report/day-knot?day=${yesterday}`);
    await page.getByRole('button', { name: t('finClose.reopen'), exact: true }).click();
    const reopenDialog = page.getByRole('dialog');
    await reopenDialog.getByLabel(t('finClose.reason'), { exact: true }).fill(`recibo tardío ${s}`);
    await reopenDialog.getByRole('button', { name: t('finClose.reopen'), exact: true }).click();
    await expect(reopenDialog).toBeHidden();
    await expect(page.getByTestId('closing-state')).toContainText(`recibo tardío ${s}`);
    await enter();
    await expect(page).toHaveURL(/\/finance\/index$/);
    await page.getByLabel(t('finAcc.search'), { exact: true }).fill(s);
    await expect(page.getByRole('gridcell', { name: late, exact: true })).toBeVisible();
    await balanceOf(cash, '285000');
    await page.goto(`/report/day-knot?day=${yesterday}`);
    await expect(totals.locator('[col-id="income"]')).toHaveText(money('35000'));
    await expect(totals.locator('[col-id="closing"]')).toHaveText(money('335000'));
  } finally {
    // Whatever happened, yesterday is left open for the other browser tests.
    const day = await apiCall<{ closing: { closed: boolean } | null }>(request, 'GET', `/finance/closings/days/${yesterday}`, { token });
    if (day.body.data?.closing?.closed) await apiCall(request, 'POST', `/finance/closings/days/${yesterday}/reopen`, { token, body: { reason: `browser test ${s} left it closed` } });
  }
});
