import type { APIRequestContext } from '@playwright/test';
import { apiAs, rootToken, unique } from './support.js';

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
