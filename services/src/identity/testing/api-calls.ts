import type { ApiHarness } from './api-harness.js';

/**
 * The calls an API spec makes against the harness: `call` as it answers, `ok` expecting success
 * (and remembering where its events landed), `read` waiting until the read models reflect our
 * last write (?waitFor=), `countEvents` to show a refusal appended nothing. The token is the
 * signed-in user the spec names, by default the one `defaultToken` answers at call time.
 */
export function apiCalls(harness: () => ApiHarness, defaultToken: () => string) {
  let position = 0n;
  /** Our writes reach the read models in log order: wait for the furthest one seen. */
  const noteWrite = (p: unknown) => {
    if (typeof p === 'string' && /^\d+$/.test(p) && BigInt(p) > position) position = BigInt(p);
  };
  const countEvents = async () => Number((await harness().platform.db.query<{ n: string }>('select count(*)::text as n from es.events')).rows[0]!.n);
  const call = (method: string, path: string, body?: unknown, token = defaultToken()) => harness().call(method, `/be/api${path}`, { token, body });
  const ok = async (method: string, path: string, body?: unknown, token = defaultToken()) => {
    const r = await call(method, path, body, token);
    expect({ path, status: r.status, error: r.body.error }).toEqual({ path, status: r.status < 300 ? r.status : 200, error: null });
    if (r.body.data && typeof r.body.data === 'object') noteWrite((r.body.data as { globalPosition?: unknown }).globalPosition);
    return r.body.data;
  };
  /**
   * Waits for everything appended so far (the log's head, so writes whose answer names no position
   * count too); a busy machine may need more than the server's one wait (X-Read-Model-Fresh: no).
   */
  const read = async (path: string, token = defaultToken()) => {
    const head = BigInt(await harness().written());
    const at = head > position ? head : position;
    for (let i = 0; ; i++) {
      const r = await call('GET', `${path}${path.includes('?') ? '&' : '?'}waitFor=${at}`, undefined, token);
      if (r.headers.get('X-Read-Model-Fresh') === 'no' && i < 5) continue;
      expect({ path, status: r.status, error: r.body.error }).toEqual({ path, status: r.status < 300 ? r.status : 200, error: null });
      return r.body.data;
    }
  };
  return { call, ok, read, countEvents, noteWrite };
}
