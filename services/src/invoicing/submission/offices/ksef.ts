import { constants, createCipheriv, createHash, publicEncrypt, randomBytes, X509Certificate } from 'node:crypto';
import { credential, type HttpResponse, type OfficeAdapter, type OfficeOutcome, type SubmitContext } from './office.port.js';

/**
 * KSeF 2.0 (PL, Krajowy System e-Faktur), API v2 as the Ministry of Finance documents it
 * (github.com/CIRFMF/ksef-docs: uwierzytelnianie, sesja-interaktywna, faktury). JSON over HTTPS:
 *
 * 1. GET  /security/public-key-certificates: the MF certificates (KsefTokenEncryption, SymmetricKeyEncryption).
 * 2. POST /auth/challenge -> challenge, timestampMs.
 * 3. POST /auth/ksef-token {challenge, contextIdentifier {type Nip, value}, encryptedToken}: the KSeF
 *    token "token|timestampMs" encrypted RSA-OAEP (SHA-256, MGF1 SHA-256) with the MF key, base64.
 * 4. GET  /auth/{referenceNumber} (Bearer authenticationToken) until status.code 200.
 * 5. POST /auth/token/redeem (Bearer authenticationToken) -> accessToken.
 * 6. POST /sessions/online {formCode FA (3) 1-0E FA, encryption {encryptedSymmetricKey, initializationVector}}
 *    (Bearer accessToken): a fresh AES-256 key and IV, the key RSA-OAEP encrypted with the MF key.
 * 7. POST /sessions/online/{session}/invoices {invoiceHash, invoiceSize, encryptedInvoiceHash,
 *    encryptedInvoiceSize, encryptedInvoiceContent}: SHA-256 (base64) and sizes of the FA(3) XML and
 *    of its AES-256-CBC (PKCS#7) encryption, the encryption base64 -> the invoice's referenceNumber.
 * 8. POST /sessions/online/{session}/close.
 * Status: GET /sessions/{session}/invoices/{invoice}: 200 with ksefNumber (accepted), 100/150
 * (processing), 440 duplicate (KSeF has the invoice already: accepted with its KSeF number), other
 * codes rejected with description and details.
 */

const json = (ctx: SubmitContext, method: 'GET' | 'POST', path: string, body?: unknown, bearer?: string) =>
  ctx.http({
    method,
    url: `${ctx.baseUrl}${path}`,
    headers: { Accept: 'application/json', ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });

class KsefRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function parse(res: HttpResponse, step: string): any {
  let body: any = {};
  try {
    body = res.body ? JSON.parse(res.body) : {};
  } catch {
    body = { raw: res.body };
  }
  if (res.status >= 400) {
    const ex = body?.exception?.exceptionDetailList?.[0];
    throw new KsefRefusal(String(ex?.exceptionCode ?? res.status), `${step}: ${ex?.exceptionDescription ?? body?.title ?? body?.raw ?? res.status}${ex?.details?.length ? ` (${ex.details.join('; ')})` : ''}`);
  }
  return body;
}

const rsaOaep = (pem: string, data: Buffer) => publicEncrypt({ key: pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, data).toString('base64');
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('base64');

async function keys(ctx: SubmitContext): Promise<{ token: string; symmetric: string }> {
  const certs: { certificate: string; usage: string[] }[] = parse(await json(ctx, 'GET', '/security/public-key-certificates'), 'public keys');
  const pem = (usage: string) => {
    const c = certs.find((x) => x.usage?.includes(usage));
    if (!c) throw new KsefRefusal('no_key', `KSeF published no ${usage} certificate.`);
    return new X509Certificate(Buffer.from(c.certificate, 'base64')).publicKey.export({ type: 'spki', format: 'pem' }).toString();
  };
  return { token: pem('KsefTokenEncryption'), symmetric: pem('SymmetricKeyEncryption') };
}

async function signIn(ctx: SubmitContext, tokenKey: string): Promise<string> {
  const nip = ctx.doc.seller.taxId.replace(/\D/g, '');
  const challenge = parse(await json(ctx, 'POST', '/auth/challenge', {}), 'challenge');
  const encryptedToken = rsaOaep(tokenKey, Buffer.from(`${credential(ctx, 'token')}|${challenge.timestampMs}`, 'utf8'));
  const started = parse(await json(ctx, 'POST', '/auth/ksef-token', { challenge: challenge.challenge, contextIdentifier: { type: 'Nip', value: nip }, encryptedToken }), 'sign-in');
  const authToken: string = started.authenticationToken.token;
  for (let i = 0; i < 10; i++) {
    const st = parse(await json(ctx, 'GET', `/auth/${started.referenceNumber}`, undefined, authToken), 'sign-in status');
    if (st.status?.code === 200) break;
    if (st.status?.code >= 300) throw new KsefRefusal(String(st.status.code), `sign-in: ${st.status.description}${st.status.details?.length ? ` (${st.status.details.join('; ')})` : ''}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  const redeemed = parse(await json(ctx, 'POST', '/auth/token/redeem', undefined, authToken), 'token redeem');
  return redeemed.accessToken.token;
}

function invoiceOutcome(st: any): OfficeOutcome {
  const code = Number(st.status?.code);
  const text = `${st.status?.description ?? ''}${st.status?.details?.length ? ` (${st.status.details.join('; ')})` : ''}`;
  if (code === 200) return { kind: 'accepted', officeId: st.ksefNumber, message: text };
  if (code === 440 && st.status?.extensions?.originalKsefNumber) return { kind: 'accepted', officeId: st.status.extensions.originalKsefNumber, message: `duplicate: ${text}` };
  if (code < 200) return { kind: 'received', reference: '' };
  return { kind: 'rejected', code: String(code), message: text };
}

export const ksefAdapter: OfficeAdapter = {
  office: 'ksef',
  urls: { sandbox: 'https://api-test.ksef.mf.gov.pl/v2', production: 'https://api.ksef.mf.gov.pl/v2' },
  async submit(ctx) {
    try {
      const k = await keys(ctx);
      const access = await signIn(ctx, k.token);
      const key = randomBytes(32);
      const iv = randomBytes(16);
      const session = parse(
        await json(ctx, 'POST', '/sessions/online', { formCode: { systemCode: 'FA (3)', schemaVersion: '1-0E', value: 'FA' }, encryption: { encryptedSymmetricKey: rsaOaep(k.symmetric, key), initializationVector: iv.toString('base64') } }, access),
        'open session',
      );
      const plain = Buffer.from(ctx.payload.content, 'utf8');
      const cipher = createCipheriv('aes-256-cbc', key, iv);
      const encrypted = Buffer.concat([cipher.update(plain), cipher.final()]);
      const sent = parse(
        await json(ctx, 'POST', `/sessions/online/${session.referenceNumber}/invoices`, {
          invoiceHash: sha256(plain),
          invoiceSize: plain.length,
          encryptedInvoiceHash: sha256(encrypted),
          encryptedInvoiceSize: encrypted.length,
          encryptedInvoiceContent: encrypted.toString('base64'),
        }, access),
        'send invoice',
      );
      await json(ctx, 'POST', `/sessions/online/${session.referenceNumber}/close`, undefined, access);
      return { kind: 'received', reference: `${session.referenceNumber}/${sent.referenceNumber}` };
    } catch (e) {
      if (e instanceof KsefRefusal) return { kind: 'rejected', code: e.code, message: e.message };
      throw e;
    }
  },
  /** By the session and invoice references only: KSeF has no look-up by our number here; a resend after a timeout meets KSeF's duplicate check (440). */
  async status(ctx, reference) {
    if (!reference) return { kind: 'unknown' };
    try {
      const k = await keys(ctx);
      const access = await signIn(ctx, k.token);
      const [session, invoice] = reference.split('/');
      const outcome = invoiceOutcome(parse(await json(ctx, 'GET', `/sessions/${session}/invoices/${invoice}`, undefined, access), 'invoice status'));
      return outcome.kind === 'received' ? { kind: 'received', reference } : outcome;
    } catch (e) {
      if (e instanceof KsefRefusal) return { kind: 'rejected', code: e.code, message: e.message };
      throw e;
    }
  },
};
