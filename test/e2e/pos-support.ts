import type { APIRequestContext, Page } from '@playwright/test';
import { apiAs, ROOT_PASSWORD, ROOT_USERNAME, rootToken, t, unique } from './support.js';

/**
 * A register to test the till on, made through the API: a warehouse "Tienda <s>", the active cash
 * method (the one there is, else "Efectivo <s>"), a card method "Tarjeta <s>", the register
 * "Caja <s>" in CLP, and an employee who will be the cashier.
 */
export async function tillSetup(request: APIRequestContext, cashierFirstName: string) {
  const s = unique('').slice(-6).toUpperCase();
  const names = { s, register: `Caja ${s}`, warehouse: `Tienda ${s}`, cashier: `${cashierFirstName} ${s}`, card: `Tarjeta ${s}` };
  const ok = apiAs(request, await rootToken(request));
  const warehouseId = (await ok('POST', '/warehouses', { code: `T${s}`, name: names.warehouse })).id as string;
  const caja = (await ok('POST', '/finance/accounts', { kind: 'cash', name: `Caja POS ${s}`, currency: 'CLP' })).id;
  const banco = (await ok('POST', '/finance/accounts', { kind: 'bank', name: `Banco ${s}`, currency: 'CLP', bankName: 'BCI' })).id;
  const existing = (await ok('GET', '/setting/pay-method')).payMethods as { name: string; kind: string; active: boolean; accounts: { currency: string }[] }[];
  // The till offers a method only in the register's currency: an active cash method with a CLP account (other tests leave theirs).
  const usable = existing.find((m) => m.kind === 'cash' && m.active && m.accounts.some((a) => a.currency === 'CLP'));
  const cash = usable?.name ?? `Efectivo ${s}`;
  if (!usable) await ok('POST', '/setting/pay-method', { name: cash, kind: 'cash', accounts: [{ currency: 'CLP', accountId: caja }], position: 0 });
  await ok('POST', '/setting/pay-method', { name: names.card, kind: 'card', accounts: [{ currency: 'CLP', accountId: banco }], position: 50 });
  await ok('POST', '/pos/registers', { name: names.register, warehouseId, currency: 'CLP' });
  const employeeId = (await ok('POST', '/employees', { username: `${cashierFirstName.toLowerCase()}${s.toLowerCase()}`, password: 'password-1', name: names.cashier })).id as string;
  return { ...names, ok, warehouseId, cash, employeeId };
}

type Api = Awaited<ReturnType<typeof tillSetup>>['ok'];

/** Puts stock in the register's warehouse through a posted count: `[productId, quantity]` pairs. */
export async function stockUp(ok: Api, warehouseId: string, lines: [string, string][]) {
  const count = await ok('POST', '/stock/counts', { warehouseId, productIds: lines.map(([id]) => id) });
  await ok('PUT', `/stock/counts/${count.id}/lines`, { version: 1, lines: lines.map(([productId, quantity]) => ({ productId, quantity })) });
  await ok('POST', `/stock/counts/${count.id}/post`, { version: 2 });
}

/**
 * As a shop would start the day: the Admin authorises this browser as a till of the register
 * (named `device`), the cashier signs in with her PIN and opens the session with the float in CLP.
 */
export async function openTill(
  page: Page,
  { s, register, warehouse, cashier }: { s: string; register: string; warehouse: string; cashier: string },
  { pin, float, device = `Mostrador ${s}` }: { pin: string; float: string; device?: string },
) {
  await page.goto('/pos/posAuthorize');
  await page.getByLabel(t('pos.authorize.username'), { exact: true }).fill(ROOT_USERNAME);
  await page.getByLabel(t('pos.authorize.password'), { exact: true }).fill(ROOT_PASSWORD);
  await page.getByRole('button', { name: t('pos.authorize.signIn'), exact: true }).click();
  await page.getByLabel(t('pos.register.name'), { exact: true }).selectOption({ label: `${register} · ${warehouse}` });
  await page.getByLabel(t('pos.device.name'), { exact: true }).fill(device);
  await page.getByRole('button', { name: t('pos.authorize.bind'), exact: true }).click();
  await page.getByRole('link', { name: t('pos.authorize.toTill'), exact: true }).click();
  await page.getByRole('radio', { name: cashier }).check();
  await page.getByLabel(t('pos.pin.pin'), { exact: true }).fill(pin);
  await page.getByRole('button', { name: t('pos.pin.signIn'), exact: true }).click();
  await page.getByLabel(t('pos.session.floatIn', { currency: 'CLP' }), { exact: true }).fill(float);
  await page.getByRole('button', { name: t('pos.session.openButton'), exact: true }).click();
}
