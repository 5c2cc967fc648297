import { randomUUID } from 'node:crypto';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../identity/testing/api-harness.js';

/**
 * Command ids over real HTTP on PostgreSQL, on sale orders: a command id stands for one request
 * of one user. The same request again gets the first answer; the same id with another body or
 * on another endpoint is refused (409 command_id_reused) instead of answering "duplicate" and
 * dropping the change; another user's command with the same id is theirs; and concurrent retries
 * of one versioned command all get the one answer of the one change applied.
 */
describe('command ids (sale orders API)', () => {
  let api: ApiHarness;
  let root: string;
  let clerk: string;
  let cola: string;
  let agua: string;
  let central: string;

  const as = (token: string) => (method: string, path: string, body?: unknown) => api.call(method, `/be/api/${path}`, { token, body });
  const events = async () => Number((await api.platform.db.query<{ n: string }>('select count(*)::text as n from es.events')).rows[0].n);
  const draft = async (token = root) => {
    const r = await as(token)('POST', 'sale/order', { warehouseId: central });
    expect(r.status).toBe(201);
    return r.body.data as { id: string; version: number };
  };
  const order = async (id: string) => (await as(root)('GET', `sale/order?id=${id}`)).body.data;

  beforeAll(async () => {
    api = await startApi();
    root = await api.login('root', ROOT_PASSWORD);
    const call = as(root);
    const employee = await call('POST', 'employees', { username: 'vera', password: 'password-1', name: 'Vera', roles: ['Admin'] });
    expect(employee.status).toBe(201);
    clerk = await api.login('vera', 'password-1');
    cola = (await call('POST', 'products', { code: 'COLA-350', name: 'Cola 350 ml', prices: { unit: { retail: '800', wholesale: '600' } } })).body.data.id;
    agua = (await call('POST', 'products', { code: 'AGUA-500', name: 'Agua 500 ml', prices: { unit: { retail: '500', wholesale: '400' } } })).body.data.id;
    central = (await call('POST', 'warehouses', { code: 'CENTRAL', name: 'Bodega Central' })).body.data.id;
  });
  afterAll(() => api?.close());

  it('the same command id with another body is refused with 409 command_id_reused and changes nothing; the same request gets the first answer', async () => {
    const d = await draft();
    const commandId = randomUUID();
    const first = await as(root)('POST', 'sale/order/detail', { commandId, id: d.id, version: d.version, line: { productId: cola, quantity: '1' } });
    expect(first.status).toBe(200);
    expect(first.body.data.duplicate).toBe(false);
    const before = await events();

    const reused = await as(root)('POST', 'sale/order/detail', { commandId, id: d.id, version: first.body.data.version, line: { productId: agua, quantity: '2' } });
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ status: 409, data: null, error: { code: 40902, reason: 'command_id_reused' } });
    expect(await events()).toBe(before);
    expect((await order(d.id)).lines.map((l: { productId: string }) => l.productId)).toEqual([cola]);

    // A retry of the first request, its JSON keys in another order, is that request.
    const retry = await as(root)('POST', 'sale/order/detail', { line: { quantity: '1', productId: cola }, version: d.version, id: d.id, commandId });
    expect(retry.status).toBe(200);
    expect(retry.body.data).toMatchObject({ duplicate: true, version: first.body.data.version, globalPosition: first.body.data.globalPosition });
    expect(await events()).toBe(before);
  });

  it('the same command id on another endpoint is refused with 409 command_id_reused and changes nothing', async () => {
    const d = await draft();
    const commandId = randomUUID();
    const first = await as(root)('PUT', 'sale/order/packing-type', { commandId, id: d.id, version: d.version, packingType: 'box' });
    expect(first.status).toBe(200);
    const before = await events();
    const other = await as(root)('POST', 'sale/order/detail', { commandId, id: d.id, version: first.body.data.version, line: { productId: cola, quantity: '1' } });
    expect(other.status).toBe(409);
    expect(other.body.error).toMatchObject({ code: 40902, reason: 'command_id_reused' });
    expect(await events()).toBe(before);
    expect((await order(d.id)).lines).toHaveLength(0);
  });

  it("a command id is its user's: another user sending the same id runs their own command", async () => {
    const mine = await draft(root);
    const theirs = await draft(clerk);
    const commandId = randomUUID();
    const body = (id: string, version: number) => ({ commandId, id, version, line: { productId: agua, quantity: '3' } });
    const first = await as(root)('POST', 'sale/order/detail', body(mine.id, mine.version));
    expect(first.body.data.duplicate).toBe(false);
    const other = await as(clerk)('POST', 'sale/order/detail', body(theirs.id, theirs.version));
    expect(other.status).toBe(200);
    expect(other.body.data).toMatchObject({ id: theirs.id, duplicate: false, version: theirs.version + 1 });
    expect(BigInt(other.body.data.globalPosition)).toBeGreaterThan(BigInt(first.body.data.globalPosition));
    expect((await order(theirs.id)).lines).toMatchObject([{ productId: agua, quantity: '3' }]);
  });

  it('concurrent retries of one versioned command all answer 200 with the one change applied', async () => {
    for (let round = 0; round < 5; round++) {
      const d = await draft();
      const commandId = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 15 }, () => as(root)('POST', 'sale/order/detail', { commandId, id: d.id, version: d.version, line: { productId: cola, quantity: '1' } })),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(15).fill(200));
      expect(new Set(answers.map((a) => a.body.data.globalPosition)).size).toBe(1);
      expect(answers.filter((a) => a.body.data.duplicate === false)).toHaveLength(1);
      expect(answers.every((a) => a.body.data.version === d.version + 1)).toBe(true);
      const o = await order(d.id);
      expect(o.version).toBe(d.version + 1);
      expect(o.lines).toMatchObject([{ productId: cola, quantity: '1' }]);
    }
  });
});
