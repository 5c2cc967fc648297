import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';
import { apiCalls } from '../../identity/testing/api-calls.js';

/**
 * The API of an invoicing int spec on PostgreSQL: `start` boots it with the log's daemon running
 * (the sale orders' read model follows the log; the invoices' is inline), signs root in and saves
 * the company settings the spec names; `call`, `ok`, `read`, `countEvents` are apiCalls' as root
 * by default. `harness` and `root` are set once `start` has run.
 */
export function invoicingApi() {
  const fx = { harness: undefined as unknown as ApiHarness, root: '' };
  const calls = apiCalls(() => fx.harness, () => fx.root);
  const start = async (settings: Record<string, unknown>) => {
    fx.harness = await startApi();
    const { DaemonHost } = await import('../../system/daemon-host.js');
    fx.harness.app.get(DaemonHost).start(100);
    fx.root = await fx.harness.login('root', ROOT_PASSWORD);
    await calls.ok('PUT', '/system-setting/settings', { settings });
  };
  /** An employee whose one position grants `pagePrivileges`, signed in (answers the token). */
  const employee = async (username: string, positionName: string, pagePrivileges: Record<string, string>) => {
    const position = (await calls.ok('POST', '/positions', { name: positionName, pagePrivileges })).id;
    await calls.ok('POST', '/employees', { username, password: 'password-1', name: username[0]!.toUpperCase() + username.slice(1), positionIds: [position] });
    return fx.harness.login(username, 'password-1');
  };
  /** A product with one unit priced `price` retail and wholesale (answers its id). */
  const product = async (code: string, name: string, price: string) => (await calls.ok('POST', '/products', { code, name, prices: { unit: { retail: price, wholesale: price } } })).id as string;
  /** A sale order of `lines` saved and committed, the sale orders' read model waited for. */
  const commitOrder = async (warehouseId: string, lines: { productId: string; quantity: string }[]) => {
    const d = await calls.ok('POST', '/sale/order', { warehouseId, lines });
    await calls.ok('POST', '/sale/order/save-commit', { id: d.id, version: d.version });
    await calls.read('/sale/order');
    return { id: d.id as string, number: d.number as string };
  };
  return Object.assign(fx, calls, { start, employee, product, commitOrder, close: () => fx.harness?.close() });
}
export type InvoicingApi = ReturnType<typeof invoicingApi>;

/** Today (UTC) as YYYY-MM-DD: the issue date the server gives a document issued now. */
export const today = () => new Date().toISOString().slice(0, 10);
