import { type HttpCall, type HttpRequest, OfficeUnanswered, OfficeUnavailable } from './offices/office.port.js';

/**
 * The HTTP carrier of the adapters (Node's fetch). A request that gets no answer within
 * `timeoutMs`, or whose connection breaks after it left, is OfficeUnanswered (the office may have
 * it); a refused connection or a DNS failure is OfficeUnavailable (it surely did not arrive).
 */
export function fetchHttp(timeoutMs = 30_000): HttpCall {
  return async (req: HttpRequest) => {
    let res: Response;
    try {
      res = await fetch(req.url, { method: req.method, headers: req.headers, body: req.body as any, signal: AbortSignal.timeout(timeoutMs) });
    } catch (e: any) {
      const code = e?.cause?.code ?? e?.code ?? '';
      if (['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN'].includes(code)) throw new OfficeUnavailable(`${code} ${new URL(req.url).host}`);
      throw new OfficeUnanswered(e?.name === 'TimeoutError' ? `no answer from ${new URL(req.url).host} within ${timeoutMs / 1000} s` : `${e?.message ?? e} (${code})`);
    }
    let body: string;
    try {
      body = await res.text();
    } catch (e: any) {
      throw new OfficeUnanswered(`the answer from ${new URL(req.url).host} broke off: ${e?.message ?? e}`);
    }
    const headers: Record<string, string> = {};
    res.headers.forEach((v, k) => (headers[k] = v));
    if (res.status === 429 || (res.status === 503 && headers['retry-after'])) throw new OfficeUnavailable(`${res.status} from ${new URL(req.url).host}`);
    if (res.status >= 500 && !/Fault|<\?xml|^\s*[{<]/.test(body)) throw new OfficeUnanswered(`${res.status} from ${new URL(req.url).host}`);
    return { status: res.status, headers, body };
  };
}
