import { requestFingerprint } from './request-fingerprint.js';

const req = (over: Partial<{ method: string; route: { path: string }; params: Record<string, string>; query: Record<string, unknown>; body: unknown }> = {}) => ({
  method: 'PUT',
  path: '/be/api/products/p-1',
  route: { path: '/be/api/products/:id' },
  params: { id: 'p-1' },
  query: {},
  body: { commandId: 'c-1', version: 3, prices: { unit: { retail: '590', wholesale: '450' } } },
  ...over,
});

describe('request fingerprint (what a command id stands for)', () => {
  it('is the same for a retry whatever its JSON key order, and leaves the command id itself out', () => {
    const retry = req({ body: { prices: { unit: { wholesale: '450', retail: '590' } }, version: 3, commandId: 'c-1' } });
    expect(requestFingerprint(retry)).toBe(requestFingerprint(req()));
    expect(requestFingerprint(req({ query: { commandId: 'c-1', waitFor: '12' } }))).toBe(requestFingerprint(req()));
  });

  it('differs for another body, another endpoint, another path parameter or another upload', () => {
    const base = requestFingerprint(req());
    expect(requestFingerprint(req({ body: { commandId: 'c-1', version: 3, prices: { unit: { retail: '600', wholesale: '450' } } } }))).not.toBe(base);
    expect(requestFingerprint(req({ method: 'POST', route: { path: '/be/api/products/:id/prices' } }))).not.toBe(base);
    expect(requestFingerprint(req({ params: { id: 'p-2' } }))).not.toBe(base);
    expect(requestFingerprint(req(), Buffer.from('file one'))).not.toBe(requestFingerprint(req(), Buffer.from('file two')));
  });
});
