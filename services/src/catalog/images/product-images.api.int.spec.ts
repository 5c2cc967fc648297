import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';

/** A 1x1 PNG and a tiny JPEG header: real picture signatures, different bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);

/**
 * Image import over real HTTP on PostgreSQL: a file named after a product code or barcode (with
 * -2 for a second picture) is kept and shown on the product; a file naming no product, or that
 * is not a picture, is refused naming the file, and nothing is stored or appended.
 */
describe('product images API', () => {
  let api: ApiHarness;
  let root: string;
  let cola: string;

  const count = async (sql: string) => Number((await api.platform.db.query<{ n: string }>(sql)).rows[0].n);
  const events = () => count('select count(*)::text as n from es.events');
  const stored = () => count('select count(*)::text as n from files.product_images');
  const upload = async (fileName: string, bytes: Buffer, type = 'image/jpeg') => {
    const res = await fetch(`${api.base}/be/api/products/images?fileName=${encodeURIComponent(fileName)}`, { method: 'POST', headers: { 'X-Auth-Token': root, 'Content-Type': type }, body: bytes });
    return { status: res.status, body: (await res.json()) as any };
  };

  beforeAll(async () => {
    api = await startApi();
    root = await api.login('root', ROOT_PASSWORD);
    cola = (await api.call('POST', '/be/api/products', { token: root, body: { code: '1001', name: 'Cola 350 ml', packings: { box: { size: '24', barcode: '7801000000011' } } } })).body.data.id;
  });
  afterAll(() => api.close());

  it('a file named after the code, and a second one with -2 or after a barcode, become images of the product', async () => {
    const a = await upload('1001.jpg', JPEG);
    expect(a.status).toBe(200);
    expect(a.body.data).toMatchObject({ productId: cola, code: '1001', matchedBy: 'code', added: true });
    const b = await upload('1001-2.png', PNG, 'application/octet-stream');
    expect(b.body.data).toMatchObject({ productId: cola, added: true });
    const product = (await api.call('GET', `/be/api/products/${cola}`, { token: root })).body.data;
    expect(product.images).toEqual([a.body.data.url, b.body.data.url]);
    const again = await upload('7801000000011.png', PNG);
    expect(again.body.data).toMatchObject({ productId: cola, matchedBy: 'barcode', added: false });
    const h = await api.call('GET', `/be/api/products/${cola}/history`, { token: root });
    expect(h.body.data.events.filter((e: any) => e.type === 'ProductImageAdded').map((e: any) => [e.data.fileName, e.data.contentType, e.data.size])).toEqual([
      ['1001.jpg', 'image/jpeg', JPEG.length],
      ['1001-2.png', 'image/png', PNG.length],
    ]);
  });

  it('the picture is served with its type, to a browser sending the session cookie', async () => {
    const url = (await api.call('GET', `/be/api/products/${cola}`, { token: root })).body.data.images[1];
    const res = await fetch(`${api.base}${url}`, { headers: { Cookie: `Admin-Token=${encodeURIComponent(root)}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetch(`${api.base}${url}`)).status).toBe(401);
    const other = await api.call('GET', `/be/api/products/${cola}/images/${'0'.repeat(64)}`, { token: root });
    expect([other.status, other.body.error!.reason]).toEqual([404, 'image_not_found']);
  });

  it('a file that names no product, or is not a picture, is refused naming the file; nothing is kept', async () => {
    const [e0, s0] = [await events(), await stored()];
    const none = await upload('9999-1.jpg', Buffer.from([0xff, 0xd8, 0xff, 0x01]));
    expect([none.status, none.body.error.reason, none.body.error.message]).toEqual([404, 'no_product_for_file', '9999-1.jpg: no product has this code or barcode.']);
    const text = await upload('1001-3.jpg', Buffer.from('hello'));
    expect([text.status, text.body.error.reason]).toEqual([400, 'not_an_image']);
    const json = await api.call('POST', '/be/api/products/images?fileName=1001.jpg', { token: root, body: { file: 'x' } });
    expect(json.status).toBe(400);
    const noName = await upload('', JPEG);
    expect(noName.status).toBe(400);
    expect([await events(), await stored()]).toEqual([e0, s0]);
  });
});
