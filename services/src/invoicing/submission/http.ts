import { readFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { rootCertificates } from 'node:tls';
import { type HttpCall, type HttpRequest, type HttpResponse, OfficeRefusedConnection, OfficeUnanswered, OfficeUnavailable } from './offices/office.port.js';

export interface CarrierOptions {
  /** PEM of certificate authorities trusted for office connections besides the system's (a proxy's CA, the tests' stand-in). */
  extraCaPem?: string;
}

/** TD_SUBMISSION_CA_FILE: a PEM file of extra trusted authorities for the offices' TLS connections (mutual TLS only). */
export function carrierOptionsFromEnv(): CarrierOptions {
  const file = process.env.TD_SUBMISSION_CA_FILE;
  return file ? { extraCaPem: readFileSync(file, 'utf8') } : {};
}

const UNREACHABLE = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN'];
/** The office's own certificate is not one we trust: nothing was sent. */
const UNTRUSTED_SERVER = ['UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'DEPTH_ZERO_SELF_SIGNED_CERT', 'SELF_SIGNED_CERT_IN_CHAIN', 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY', 'UNABLE_TO_GET_ISSUER_CERT', 'CERT_HAS_EXPIRED', 'CERT_NOT_YET_VALID', 'ERR_TLS_CERT_ALTNAME_INVALID', 'CERT_UNTRUSTED'];

/**
 * The HTTP carrier of the adapters (Node's fetch; node:https when the request carries the
 * company's client certificate). A request that gets no answer within `timeoutMs`, or whose
 * connection breaks after it left, is OfficeUnanswered (the office may have it); a refused
 * connection or a DNS failure is OfficeUnavailable (it surely did not arrive); a TLS handshake the
 * office refused (our certificate missing or not accepted, or its certificate not trusted) is
 * OfficeRefusedConnection (nothing arrived, and sending again without a change fails the same way).
 */
export function fetchHttp(timeoutMs = 30_000, options: CarrierOptions = {}): HttpCall {
  return async (req: HttpRequest) => {
    const host = new URL(req.url).host;
    const res = req.clientCertificate && req.url.startsWith('https:') ? await mutualTls(req, timeoutMs, options) : await plain(req, timeoutMs);
    if (res.status === 429 || (res.status === 503 && res.headers['retry-after'])) throw new OfficeUnavailable(`${res.status} from ${host}`);
    if (res.status >= 500 && !/Fault|<\?xml|^\s*[{<]/.test(res.body)) throw new OfficeUnanswered(`${res.status} from ${host}`);
    return res;
  };
}

async function plain(req: HttpRequest, timeoutMs: number): Promise<HttpResponse> {
  const host = new URL(req.url).host;
  let res: Response;
  try {
    res = await fetch(req.url, { method: req.method, headers: req.headers, body: req.body as any, signal: AbortSignal.timeout(timeoutMs) });
  } catch (e: any) {
    const code = e?.cause?.code ?? e?.code ?? '';
    if (UNREACHABLE.includes(code)) throw new OfficeUnavailable(`${code} ${host}`);
    throw new OfficeUnanswered(e?.name === 'TimeoutError' ? `no answer from ${host} within ${timeoutMs / 1000} s` : `${e?.message ?? e} (${code})`);
  }
  let body: string;
  try {
    body = await res.text();
  } catch (e: any) {
    throw new OfficeUnanswered(`the answer from ${host} broke off: ${e?.message ?? e}`);
  }
  const headers: Record<string, string> = {};
  res.headers.forEach((v, k) => (headers[k] = v));
  return { status: res.status, headers, body };
}

/** One request over TLS presenting the company's certificate (AEAT authenticates the company by it). */
function mutualTls(req: HttpRequest, timeoutMs: number, options: CarrierOptions): Promise<HttpResponse> {
  const host = new URL(req.url).host;
  const body = req.body === undefined ? undefined : Buffer.from(req.body);
  return new Promise<HttpResponse>((resolve, reject) => {
    let answered = false;
    const r = httpsRequest(
      req.url,
      {
        method: req.method,
        headers: { ...req.headers, ...(body ? { 'Content-Length': String(body.length) } : {}) },
        // The certificate, then the CAs that issued it (from the uploaded file): the office may know only the root.
        cert: req.clientCertificate!.certificatePem + (req.clientCertificate!.chainPem ?? ''),
        key: req.clientCertificate!.privateKeyPem,
        ...(options.extraCaPem ? { ca: [...rootCertificates, options.extraCaPem] } : {}),
        // TLS 1.2: the office checks our certificate inside the handshake, so a refusal is told
        // before the request leaves (TLS 1.3 checks it after, and a refusal looks like a hang-up).
        maxVersion: 'TLSv1.2',
        agent: false,
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', (e) => reject(new OfficeUnanswered(`the answer from ${host} broke off: ${e.message}`)));
        res.on('aborted', () => reject(new OfficeUnanswered(`the answer from ${host} broke off`)));
        res.on('end', () => {
          clearTimeout(timer);
          const headers: Record<string, string> = {};
          for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('utf8') });
        });
      },
    );
    // Bytes of the request leave only once the TLS handshake is done (secureConnect).
    let secured = false;
    r.on('socket', (socket) => socket.once('secureConnect', () => (secured = true)));
    const timer = setTimeout(() => r.destroy(Object.assign(new Error(`no answer from ${host} within ${timeoutMs / 1000} s`), { code: 'TIMEOUT' })), timeoutMs);
    r.on('error', (e: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      const code = e.code ?? '';
      if (UNREACHABLE.includes(code)) return reject(new OfficeUnavailable(`${code} ${host}`));
      if (!answered && UNTRUSTED_SERVER.includes(code)) return reject(new OfficeRefusedConnection(`The certificate of ${host} is not trusted (${code}): nothing was sent.`));
      if (!answered && code !== 'TIMEOUT' && (!secured || /^ERR_SSL_.*ALERT/.test(code)))
        return reject(
          new OfficeRefusedConnection(`${host} refused the TLS connection (${code}) before anything was sent: it did not accept the company's certificate, or the connection broke. Check the certificate uploaded under the invoice setup, then send again.`),
        );
      reject(new OfficeUnanswered(code === 'TIMEOUT' ? e.message : `${e.message} (${code})`));
    });
    r.end(body);
  });
}
