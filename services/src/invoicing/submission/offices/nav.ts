import { createDecipheriv, createHash } from 'node:crypto';
import { b64, credential, escapeXml, type HttpResponse, type OfficeAdapter, type OfficeOutcome, type SubmitContext, xmlText, xmlTexts } from './office.port.js';

/**
 * NAV Online Számla 3.0 (HU), as the interface specification (Online Számla interfész
 * specifikáció 3.0, github.com/nav-gov-hu/Online-Invoice) lays it out. XML over HTTPS POST,
 * Content-Type application/xml, namespaces http://schemas.nav.gov.hu/OSA/3.0/api and
 * http://schemas.nav.gov.hu/NTCA/1.0/common:
 *
 * - every request: header (requestId, timestamp, requestVersion 3.0, headerVersion 1.0), user
 *   (login, passwordHash SHA-512 upper hex, taxNumber: the 8-digit base, requestSignature SHA3-512
 *   upper hex of requestId + timestamp as yyyyMMddHHmmss UTC + signKey, for /manageInvoice followed by
 *   the upper-hex SHA3-512 of operation + base64 invoice data), software (id, name, operation...).
 * - /tokenExchange -> encodedExchangeToken, AES-128-ECB with the exchange key: decrypted, it goes
 *   into /manageInvoice with invoiceOperations (compressedContent false, index 1, CREATE / MODIFY /
 *   STORNO, invoiceData base64) -> transactionId.
 * - /queryTransactionStatus {transactionId}: invoiceStatus RECEIVED / PROCESSING / SAVED (still
 *   working), DONE (accepted), ABORTED (rejected: technical / business validation messages).
 * - /queryInvoiceCheck {invoiceNumberQuery {invoiceNumber, invoiceDirection OUTBOUND}}: whether NAV
 *   holds the number (the look-up after a timeout, when no transactionId came back).
 */

const API = 'http://schemas.nav.gov.hu/OSA/3.0/api';
const COMMON = 'http://schemas.nav.gov.hu/NTCA/1.0/common';
const SOFTWARE = { id: 'HU00000000TRADEDSK', name: 'TradeDesk', mainVersion: '1.0', devName: 'TradeDesk', devContact: 'support@tradedesk.invalid' };

const upper = (alg: string, s: string) => createHash(alg).update(s, 'utf8').digest('hex').toUpperCase();
const stamp = (d: Date) => d.toISOString().replace(/[-:T]/g, '').slice(0, 14);

function envelope(ctx: SubmitContext, root: string, inner: string, signatureTail = ''): string {
  const requestId = `TD${ctx.newId().replace(/-/g, '').slice(0, 28)}`;
  const ts = ctx.now.toISOString();
  const signature = upper('sha3-512', `${requestId}${stamp(ctx.now)}${credential(ctx, 'signKey')}${signatureTail}`);
  const taxNumber = ctx.doc.seller.taxId.replace(/\D/g, '').slice(0, 8);
  return `<?xml version="1.0" encoding="UTF-8"?>
<${root} xmlns="${API}" xmlns:common="${COMMON}">
<common:header><common:requestId>${requestId}</common:requestId><common:timestamp>${ts}</common:timestamp><common:requestVersion>3.0</common:requestVersion><common:headerVersion>1.0</common:headerVersion></common:header>
<common:user><common:login>${escapeXml(credential(ctx, 'login'))}</common:login><common:passwordHash cryptoType="SHA-512">${upper('sha512', credential(ctx, 'password'))}</common:passwordHash><common:taxNumber>${taxNumber}</common:taxNumber><common:requestSignature cryptoType="SHA3-512">${signature}</common:requestSignature></common:user>
<software><softwareId>${SOFTWARE.id}</softwareId><softwareName>${SOFTWARE.name}</softwareName><softwareOperation>LOCAL_SOFTWARE</softwareOperation><softwareMainVersion>${SOFTWARE.mainVersion}</softwareMainVersion><softwareDevName>${SOFTWARE.devName}</softwareDevName><softwareDevContact>${SOFTWARE.devContact}</softwareDevContact></software>
${inner}
</${root}>`;
}

class NavRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function call(ctx: SubmitContext, op: string, body: string): Promise<string> {
  const res: HttpResponse = await ctx.http({ method: 'POST', url: `${ctx.baseUrl}/${op}`, headers: { 'Content-Type': 'application/xml', Accept: 'application/xml' }, body });
  const funcCode = xmlText(res.body, 'funcCode');
  if (res.status >= 400 || funcCode === 'ERROR') throw new NavRefusal(xmlText(res.body, 'errorCode') || String(res.status), `${op}: ${xmlText(res.body, 'message') || res.status}`);
  return res.body;
}

async function exchangeToken(ctx: SubmitContext): Promise<string> {
  const res = await call(ctx, 'tokenExchange', envelope(ctx, 'TokenExchangeRequest', ''));
  const decipher = createDecipheriv('aes-128-ecb', Buffer.from(credential(ctx, 'exchangeKey'), 'utf8'), null);
  return Buffer.concat([decipher.update(Buffer.from(xmlText(res, 'encodedExchangeToken'), 'base64')), decipher.final()]).toString('utf8');
}

function transactionOutcome(xml: string, transactionId: string): OfficeOutcome {
  const status = xmlText(xml, 'invoiceStatus');
  if (status === 'DONE') return { kind: 'accepted', officeId: transactionId, message: messages(xml, 'WARN') };
  if (status === 'ABORTED') return { kind: 'rejected', code: xmlTexts(xml, 'validationErrorCode')[0] ?? 'ABORTED', message: messages(xml, 'ERROR') || 'ABORTED' };
  return { kind: 'received', reference: transactionId };
}
const messages = (xml: string, level: string) =>
  [...xml.matchAll(/<(?:\w+:)?(?:business|technical)ValidationMessages>([\s\S]*?)<\/(?:\w+:)?(?:business|technical)ValidationMessages>/g)]
    .map((m) => m[1])
    .filter((m) => xmlText(m, 'validationResultCode') === level || level === 'WARN')
    .map((m) => `${xmlText(m, 'validationErrorCode')}: ${xmlText(m, 'message')}`)
    .join('; ');


export const navAdapter: OfficeAdapter = {
  office: 'nav',
  urls: { sandbox: 'https://api-test.onlineszamla.nav.gov.hu/invoiceService/v3', production: 'https://api.onlineszamla.nav.gov.hu/invoiceService/v3' },
  async submit(ctx) {
    try {
      const token = await exchangeToken(ctx);
      const data = b64(ctx.payload.content);
      const operation = ctx.payload.operation ?? 'CREATE';
      const inner = `<exchangeToken>${token}</exchangeToken><invoiceOperations><compressedContent>false</compressedContent><invoiceOperation><index>1</index><invoiceOperation>${operation}</invoiceOperation><invoiceData>${data}</invoiceData></invoiceOperation></invoiceOperations>`;
      const res = await call(ctx, 'manageInvoice', envelope(ctx, 'ManageInvoiceRequest', inner, upper('sha3-512', `${operation}${data}`)));
      return { kind: 'received', reference: xmlText(res, 'transactionId') };
    } catch (e) {
      if (e instanceof NavRefusal) return { kind: 'rejected', code: e.code, message: e.message };
      throw e;
    }
  },
  async status(ctx, reference) {
    try {
      if (reference) return transactionOutcome(await call(ctx, 'queryTransactionStatus', envelope(ctx, 'QueryTransactionStatusRequest', `<transactionId>${reference}</transactionId><returnOriginalRequest>false</returnOriginalRequest>`)), reference);
      const res = await call(ctx, 'queryInvoiceCheck', envelope(ctx, 'QueryInvoiceCheckRequest', `<invoiceNumberQuery><invoiceNumber>${escapeXml(ctx.payload.key)}</invoiceNumber><invoiceDirection>OUTBOUND</invoiceDirection></invoiceNumberQuery>`));
      return xmlText(res, 'invoiceCheckResult') === 'true' ? { kind: 'accepted', officeId: ctx.payload.key, message: 'NAV holds this invoice number (queryInvoiceCheck)' } : { kind: 'unknown' };
    } catch (e) {
      if (e instanceof NavRefusal) return { kind: 'rejected', code: e.code, message: e.message };
      throw e;
    }
  },
};
