import { expect, test } from '@playwright/test';
import { addDays, businessDayOf } from '@tradedesk/contracts/platform/company-time';
import { apiCall, getSettings, openAs, ROOT_PASSWORD, ROOT_USERNAME, rootToken, t, unique } from './support.js';

/**
 * Day closing through its screens (issue 14 "Views and closing"): a past day's totals per account,
 * the day closed (totals frozen), a backdated entry refused with the period's sentence, the day in
 * the list of closings, Root reopening it with a reason, the entry then posted and the day's
 * totals moving with it.
 */
test('close a day, a backdated entry is refused, Root reopens the day with a reason, the entry then passes', async ({ page, request }) => {
  const s = unique('').slice(-6).toUpperCase();
  const token = await rootToken(request);
  const offset = Number((await getSettings(request, token, ['SystemTimeZone'])).SystemTimeZone ?? 0);
  // A day long past, so that no other browser test dates anything on it while it is closed.
  const day = addDays(businessDayOf(new Date(), offset), -400 - Math.floor(Math.random() * 300));
  const cash = `Caja cierre ${s}`;
  const sales = `Ventas cierre ${s}`;
  const post = async (path: string, body: unknown) => {
    const r = await apiCall<{ id: string }>(request, 'POST', path, { token, body });
    expect(r.status).toBe(201);
    return r.body.data!.id;
  };
  const accountId = await post('/finance/accounts', { kind: 'cash', name: cash, currency: 'USD', openingBalance: '250' });
  const classId = await post('/finance/classes', { direction: 'income', name: sales });
  // The day's takings, entered that day.
  await post('/finance/entries', { entry: { direction: 'income', accountId, classId, amount: '50', date: day, memo: `Ventas del día ${s}` } });
  const totalsRow = () => page.getByRole('row').filter({ hasText: cash });

  // The day before it is closed: its totals read from the ledger now.
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/finance/bank');
  await page.getByRole('button', { name: t('route.ReportDayKnot'), exact: true }).click();
  await expect(page).toHaveURL(/\/report\/day-knot$/);
  await page.getByLabel(t('finClose.period.day'), { exact: true }).fill(day);
  await expect(page.getByTestId('closing-state')).toHaveText(t('finClose.state.open.day'));
  await expect(totalsRow().getByRole('gridcell', { name: '250.00', exact: true }).first()).toBeVisible();
  await expect(totalsRow().getByRole('gridcell', { name: '300.00', exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: t('finClose.close.day'), exact: true }).click();
  await expect(page.getByTestId('closing-state')).toContainText(t('finClose.state.closed', { who: 'root', when: '' }).split(' on ')[0]!);
  await expect(page.getByRole('heading', { name: t('finClose.totalsFrozen', { period: day }) })).toBeVisible();
  await expect(page.getByRole('button', { name: t('finClose.close.day'), exact: true })).toBeDisabled();

  // A backdated entry on the closed day: refused with the sentence naming the day, nothing posted.
  const enter = async () => {
    await page.goto('/finance/newFinance');
    await page.getByLabel(t('finAcc.account'), { exact: true }).selectOption({ label: `${cash} (USD)` });
    await page.getByLabel(t('finAcc.class'), { exact: true }).selectOption({ label: sales });
    await page.getByLabel(t('finAcc.amountIn', { currency: 'USD' }), { exact: true }).fill('80');
    await page.getByLabel(t('finAcc.date'), { exact: true }).fill(day);
    await page.getByLabel(t('finAcc.memo'), { exact: true }).fill(`Venta atrasada ${s}`);
    await page.getByRole('button', { name: t('form.save'), exact: true }).click();
  };
  await enter();
  await expect(page.getByRole('alert').filter({ hasText: day }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/finance\/newFinance$/);
  const none = await apiCall<{ total: number }>(request, 'GET', `/finance/entries?search=${encodeURIComponent(`venta atrasada ${s.toLowerCase()}`)}`, { token });
  expect(none.body.data!.total).toBe(0);

  // The list of day closings shows it; Root reopens it with a reason.
  await page.goto('/report/day-knot-list');
  const listed = page.getByRole('row').filter({ hasText: day });
  await expect(listed).toContainText(t('finClose.statuses.closed'));
  await listed.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('finClose.reopen'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t('finClose.reason'), { exact: true }).fill('recibo tardío');
  await dialog.getByRole('button', { name: t('finClose.reopen'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(listed).toContainText(t('finClose.statuses.reopened'));
  await expect(listed).toContainText('recibo tardío');

  // Now the entry passes, and the day's totals (read from the ledger again) count it.
  await enter();
  await expect(page).toHaveURL(/\/finance\/index$/);
  await page.goto(`/report/day-knot?day=${day}`);
  await expect(page.getByTestId('closing-state')).toContainText('recibo tardío');
  await expect(totalsRow().getByRole('gridcell', { name: '130.00', exact: true }).first()).toBeVisible();
  await expect(totalsRow().getByRole('gridcell', { name: '380.00', exact: true }).first()).toBeVisible();

  // Its history: closed by root, reopened by root.
  await page.getByRole('button', { name: t('finClose.history'), exact: true }).click();
  const history = page.getByRole('dialog');
  await expect(history).toContainText(t('finClose.events.DayClosed'));
  await expect(history).toContainText(t('finClose.events.DayReopened'));
});

/**
 * Month closing: a past month's totals per account and per currency frozen, an entry dated in it
 * refused, Root reopening it from the list of month closings (the month is left open for the
 * other browser tests).
 */
test('close a month: its totals frozen, an entry dated in it refused, Root reopens it from the list', async ({ page, request }) => {
  const s = unique('').slice(-6).toUpperCase();
  const token = await rootToken(request);
  const offset = Number((await getSettings(request, token, ['SystemTimeZone'])).SystemTimeZone ?? 0);
  const month = addDays(businessDayOf(new Date(), offset), -1200 - Math.floor(Math.random() * 300)).slice(0, 7);
  const bank = `Banco mes ${s}`;
  const post = async (path: string, body: unknown) => apiCall<{ id: string }>(request, 'POST', path, { token, body });
  const accountId = (await post('/finance/accounts', { kind: 'bank', name: bank, currency: 'EUR', openingBalance: '1000', bankName: 'Banco Estado' })).body.data!.id;
  const classId = (await post('/finance/classes', { direction: 'expense', name: `Arriendo mes ${s}` })).body.data!.id;
  const entry = (day: string) => ({ entry: { direction: 'expense', accountId, classId, amount: '300', date: `${month}-${day}`, memo: `Arriendo ${s}` } });
  expect((await post('/finance/entries', entry('05'))).status).toBe(201);

  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/finance/bank');
  await page.getByRole('button', { name: t('route.ReportMonthKnot'), exact: true }).click();
  await expect(page).toHaveURL(/\/report\/month-knot$/);
  await page.getByLabel(t('finClose.period.month'), { exact: true }).fill(month);
  const row = page.getByRole('row').filter({ hasText: bank });
  await expect(row.getByRole('gridcell', { name: '300.00', exact: true }).first()).toBeVisible();
  await expect(row.getByRole('gridcell', { name: '700.00', exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: t('finClose.close.month'), exact: true }).click();
  await expect(page.getByRole('heading', { name: t('finClose.totalsFrozen', { period: month }) })).toBeVisible();
  await expect(page.getByTestId('closing-EUR')).toContainText('700.00');

  const refused = await post('/finance/entries', entry('20'));
  expect({ status: refused.status, reason: refused.body.error?.reason }).toEqual({ status: 409, reason: 'period_closed' });

  await page.getByRole('button', { name: t('finClose.allClosings.month'), exact: true }).click();
  await expect(page).toHaveURL(/\/report\/month-knot-list$/);
  const listed = page.getByRole('row').filter({ hasText: month });
  await expect(listed).toContainText(t('finClose.statuses.closed'));
  await listed.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('finClose.reopen'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t('finClose.reason'), { exact: true }).fill('factura de arriendo corregida');
  await dialog.getByRole('button', { name: t('finClose.reopen'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(listed).toContainText(t('finClose.statuses.reopened'));
  expect((await post('/finance/entries', entry('20'))).status).toBe(201);
});
