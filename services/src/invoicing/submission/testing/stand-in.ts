import { constants, createCipheriv, createDecipheriv, createHash, generateKeyPairSync, privateDecrypt, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import forge from 'node-forge';
import type { SubmissionOffice } from '@tradedesk/contracts/invoicing/submission';
import JSZip from 'jszip';
import { testCertificate } from '../../e-documents/testing/test-certificate.js';
import { verifyXmlSignature } from '../../e-documents/signing/xml-signature.js';
import { validateXml } from '../../e-documents/testing/xsd.js';
import { xmlAttr, xmlText } from '../offices/office.port.js';

/**
 * A local stand-in for an office (tests only): it checks every request against the shape the
 * office documents (method, path, headers, content type, required fields, XML root and
 * namespace, base64 / zip / encryption that must give back the generated document, and that
 * document against its official schema where we hold one), records what it took, and answers
 * accepted or rejected as the test tells it. A request that breaks the shape is answered 400 and
 * listed in `problems` (a test expects none). `hangNext` makes the next document-carrying request
 * take the document and never answer (the client times out): the office HAS it.
 */

export interface StandInRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Buffer;
  /** The common name of the client certificate presented on the TLS connection (mutual TLS stand-ins). */
  clientCertificate?: string;
}
interface Answer {
  status: number;
  headers?: Record<string, string>;
  body: string | Buffer;
}

export interface StandInControl {
  answer: 'accept' | 'reject';
  rejectCode: string;
  rejectMessage: string;
  /** Take the next document and answer nothing (the client's timeout fires). */
  hangNext: number;
  /** NAV: answer PROCESSING to this many status calls before the outcome; SII: FAU (not listed yet) to this many look-ups by folio; SII boletas: also REC to this many track-id questions. */
  processingPolls: number;
  /** ANAF: the life of the access tokens the token endpoint grants, in seconds (ANAF: 90 days). */
  accessExpiresIn: number;
}

export interface StandIn {
  office: SubmissionOffice;
  url: string;
  control: StandInControl;
  /** Every request, in order. */
  requests: { method: string; path: string }[];
  /** Documents taken (each submit of a document counts, duplicates included): the double-submission check. */
  received: { key: string; content: string }[];
  /** Shape violations seen (a test expects []). */
  problems: string[];
  /** SII: the certificates (PEM) the signed seeds carried, in order. */
  signers: string[];
  /** ANAF: the OAuth2 grant types the token endpoint granted, in order. */
  grants: string[];
  /** The credentials the stand-in expects (what the test saves in the setup). */
  credentials: Record<string, string>;
  close(): Promise<void>;
}

const SOAP = 'http://schemas.xmlsoap.org/soap/envelope/';
class Problem extends Error {}
const need = (ok: unknown, what: string) => {
  if (!ok) throw new Problem(what);
};
const json = (status: number, body: unknown): Answer => ({ status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const xml = (status: number, body: string, type = 'application/xml'): Answer => ({ status, headers: { 'content-type': `${type}; charset=utf-8` }, body });
const soapAnswer = (inner: string) => xml(200, `<?xml version="1.0" encoding="UTF-8"?><S:Envelope xmlns:S="${SOAP}"><S:Body>${inner}</S:Body></S:Envelope>`, 'text/xml');
const soapFault = (code: string, message: string) => xml(500, `<?xml version="1.0" encoding="UTF-8"?><S:Envelope xmlns:S="${SOAP}"><S:Body><S:Fault><faultcode>${code}</faultcode><faultstring>${message}</faultstring></S:Fault></S:Body></S:Envelope>`, 'text/xml');
const rootOf = (x: string) => /<(?:([\w-]+):)?([\w-]+)[\s>]/.exec(x.replace(/^\s*<\?xml[^?]*\?>\s*/, ''));
function rootNs(x: string): { name: string; ns: string } {
  const m = rootOf(x);
  if (!m) return { name: '', ns: '' };
  const prefix = m[1];
  const ns = new RegExp(`xmlns${prefix ? `:${prefix}` : ''}="([^"]*)"`).exec(x)?.[1] ?? '';
  return { name: m[2], ns };
}
const isSoap = (r: StandInRequest) => {
  need(r.method === 'POST', 'SOAP needs POST');
  need(/^text\/xml/.test(String(r.headers['content-type'])), `SOAP 1.1 content type text/xml (got ${r.headers['content-type']})`);
  const body = r.body.toString('utf8');
  need(rootNs(body).name === 'Envelope' && rootNs(body).ns === SOAP, 'a SOAP 1.1 Envelope');
  need('soapaction' in r.headers, 'the SOAPAction header');
  return body;
};
const schemaValid = async (doc: string, schema: string) => {
  const v = await validateXml(doc, schema);
  need(v.ok, `the document fails ${schema}: ${v.errors.slice(0, 3).join(' | ')}`);
};
const b64ok = (s: string) => /^[A-Za-z0-9+/]+={0,2}$/.test(s.replace(/\s/g, ''));

type Handler = (r: StandInRequest, s: StandIn, hang: () => boolean) => Promise<Answer | 'hang'>;

// ---- KSeF 2.0 --------------------------------------------------------------------------------
function ksef(): { handler: Handler; credentials: Record<string, string> } {
  const cert = testCertificate('KSeF stand-in');
  const der = Buffer.from(cert.certificatePem.replace(/-----[^-]+-----|\s/g, ''), 'base64').toString('base64');
  const credentials = { token: 'KSEF-TOKEN-STAND-IN' };
  const challenges = new Map<string, number>();
  const auths = new Map<string, boolean>();
  const access = new Set<string>();
  const sessions = new Map<string, { key: Buffer; iv: Buffer }>();
  const invoices = new Map<string, { ok: boolean; ksefNumber: string; hash: string }>();
  const byHash = new Map<string, string>();
  let n = 0;
  const bearer = (r: StandInRequest) => String(r.headers.authorization ?? '').replace(/^Bearer /, '');
  const body = (r: StandInRequest) => {
    need(/^application\/json/.test(String(r.headers['content-type'])), 'Content-Type application/json');
    return JSON.parse(r.body.toString('utf8'));
  };
  const decrypt = (b64: string) => privateDecrypt({ key: cert.privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(b64, 'base64'));
  const handler: Handler = async (r, s, hang) => {
    const p = r.path.replace(/^\/v2/, '');
    if (r.method === 'GET' && p === '/security/public-key-certificates') return json(200, [{ certificate: der, usage: ['KsefTokenEncryption'] }, { certificate: der, usage: ['SymmetricKeyEncryption'] }]);
    if (r.method === 'POST' && p === '/auth/challenge') {
      const challenge = `20261125-CR-${++n}`;
      const ts = Date.now();
      challenges.set(challenge, ts);
      return json(200, { challenge, timestamp: new Date(ts).toISOString(), timestampMs: ts });
    }
    if (r.method === 'POST' && p === '/auth/ksef-token') {
      const b = body(r);
      need(challenges.has(b.challenge), 'a challenge KSeF gave');
      need(b.contextIdentifier?.type === 'Nip' && /^\d{10}$/.test(b.contextIdentifier?.value), 'contextIdentifier {type Nip, value: 10 digits}');
      const plain = decrypt(b.encryptedToken).toString('utf8');
      need(plain === `${s.credentials.token}|${challenges.get(b.challenge)}`, 'encryptedToken = RSA-OAEP-SHA256("token|timestampMs")');
      const ref = `20261125-AU-${++n}`;
      auths.set(ref, true);
      return json(202, { referenceNumber: ref, authenticationToken: { token: `AUTH-${ref}`, validUntil: '' } });
    }
    const authStatus = /^\/auth\/([\w-]+)$/.exec(p);
    if (r.method === 'GET' && authStatus) {
      need(bearer(r) === `AUTH-${authStatus[1]}`, 'Bearer authenticationToken');
      return json(200, { status: { code: 200, description: 'Uwierzytelnianie zakończone sukcesem' } });
    }
    if (r.method === 'POST' && p === '/auth/token/redeem') {
      need(auths.has(bearer(r).replace(/^AUTH-/, '')), 'Bearer authenticationToken');
      const token = `ACC-${++n}`;
      access.add(token);
      return json(200, { accessToken: { token, validUntil: '' }, refreshToken: { token: `REF-${n}`, validUntil: '' } });
    }
    need(access.has(bearer(r)), 'Bearer accessToken');
    if (r.method === 'POST' && p === '/sessions/online') {
      const b = body(r);
      need(b.formCode?.systemCode === 'FA (3)' && b.formCode?.schemaVersion === '1-0E' && b.formCode?.value === 'FA', 'formCode FA (3) / 1-0E / FA');
      const key = decrypt(b.encryption.encryptedSymmetricKey);
      const iv = Buffer.from(b.encryption.initializationVector, 'base64');
      need(key.length === 32 && iv.length === 16, 'a 256-bit key and a 128-bit IV');
      const ref = `20261125-SO-${++n}`;
      sessions.set(ref, { key, iv });
      return json(201, { referenceNumber: ref, validUntil: '' });
    }
    const send = /^\/sessions\/online\/([\w-]+)\/invoices$/.exec(p);
    if (r.method === 'POST' && send) {
      const ses = sessions.get(send[1]);
      need(ses, 'an open session');
      const b = body(r);
      const encrypted = Buffer.from(b.encryptedInvoiceContent, 'base64');
      need(createHash('sha256').update(encrypted).digest('base64') === b.encryptedInvoiceHash && encrypted.length === b.encryptedInvoiceSize, 'encryptedInvoiceHash / Size of the content');
      const d = createDecipheriv('aes-256-cbc', ses!.key, ses!.iv);
      const plain = Buffer.concat([d.update(encrypted), d.final()]);
      need(createHash('sha256').update(plain).digest('base64') === b.invoiceHash && plain.length === b.invoiceSize, 'invoiceHash / Size of the decrypted FA(3)');
      const doc = plain.toString('utf8');
      const root = rootNs(doc);
      need(root.name === 'Faktura' && root.ns === 'http://crd.gov.pl/wzor/2025/06/25/13775/', 'an FA(3) Faktura');
      await schemaValid(doc, 'pl/schemat_FA(3)_v1-0E.xsd');
      s.received.push({ key: xmlText(doc, 'P_2'), content: doc });
      const ref = `20261125-EE-${++n}`;
      const earlier = byHash.get(b.invoiceHash);
      invoices.set(ref, earlier ? { ok: false, ksefNumber: earlier, hash: b.invoiceHash } : { ok: s.control.answer === 'accept', ksefNumber: `1234563218-20261125-${String(n).padStart(6, '0')}-AB`, hash: b.invoiceHash });
      if (!earlier && s.control.answer === 'accept') byHash.set(b.invoiceHash, invoices.get(ref)!.ksefNumber);
      if (hang()) return 'hang';
      return json(202, { referenceNumber: ref });
    }
    if (r.method === 'POST' && /^\/sessions\/online\/[\w-]+\/close$/.test(p)) return { status: 204, body: '' };
    const st = /^\/sessions\/([\w-]+)\/invoices\/([\w-]+)$/.exec(p);
    if (r.method === 'GET' && st) {
      const inv = invoices.get(st[2]);
      if (!inv) return json(404, { exception: { exceptionDetailList: [{ exceptionCode: 21405, exceptionDescription: 'Nie znaleziono faktury' }] } });
      if (inv.ok) return json(200, { referenceNumber: st[2], ksefNumber: inv.ksefNumber, status: { code: 200, description: 'Sukces' } });
      if (byHash.get(inv.hash) && byHash.get(inv.hash) === inv.ksefNumber) return json(200, { referenceNumber: st[2], status: { code: 440, description: 'Duplikat faktury', extensions: { originalKsefNumber: inv.ksefNumber } } });
      return json(200, { referenceNumber: st[2], status: { code: Number(s.control.rejectCode), description: 'Błąd weryfikacji semantyki dokumentu faktury', details: [s.control.rejectMessage] } });
    }
    throw new Problem(`no KSeF call ${r.method} ${r.path}`);
  };
  return { handler, credentials };
}

// ---- NAV Online Számla 3.0 ---------------------------------------------------------------------
function nav(): { handler: Handler; credentials: Record<string, string> } {
  const credentials = { login: 'tdtechuser1', password: 'Jelszo-123', signKey: 'ce-8f5e-215119fa7dd621DLMRHRLH2S', exchangeKey: 'CE8F5E215119FA7D' };
  const tokens = new Set<string>();
  const transactions = new Map<string, { ok: boolean; number: string }>();
  const saved = new Set<string>();
  let n = 0;
  const API = 'http://schemas.nav.gov.hu/OSA/3.0/api';
  const upper = (alg: string, v: string) => createHash(alg).update(v, 'utf8').digest('hex').toUpperCase();
  const check = (r: StandInRequest, root: string, tail: (body: string) => string = () => '') => {
    need(r.method === 'POST', 'POST');
    need(/^application\/xml/.test(String(r.headers['content-type'])), 'Content-Type application/xml');
    const body = r.body.toString('utf8');
    need(rootNs(body).name === root && rootNs(body).ns === API, `${root} in ${API}`);
    need(xmlText(body, 'requestVersion') === '3.0' && xmlText(body, 'headerVersion') === '1.0', 'requestVersion 3.0, headerVersion 1.0');
    need(xmlText(body, 'login') === credentials.login, 'the technical user login');
    need(xmlAttr(body, 'passwordHash', 'cryptoType') === 'SHA-512' && xmlText(body, 'passwordHash') === upper('sha512', credentials.password), 'passwordHash SHA-512 of the password');
    need(/^\d{8}$/.test(xmlText(body, 'taxNumber')), 'taxNumber: 8 digits');
    const requestId = xmlText(body, 'requestId');
    need(/^[+a-zA-Z0-9_]{1,30}$/.test(requestId), 'requestId [+a-zA-Z0-9_]{1,30}');
    const ts = xmlText(body, 'timestamp');
    const compact = ts.replace(/[-:T]/g, '').slice(0, 14);
    need(xmlAttr(body, 'requestSignature', 'cryptoType') === 'SHA3-512' && xmlText(body, 'requestSignature') === upper('sha3-512', `${requestId}${compact}${credentials.signKey}${tail(body)}`), 'requestSignature SHA3-512');
    need(xmlText(body, 'softwareId').length === 18, 'softwareId of 18 characters');
    return body;
  };
  const result = (inner: string, root: string) => xml(200, `<?xml version="1.0" encoding="UTF-8"?><${root} xmlns="${API}" xmlns:common="http://schemas.nav.gov.hu/NTCA/1.0/common"><common:header/><common:result><common:funcCode>OK</common:funcCode></common:result>${inner}</${root}>`);
  const tail = (op: string) => (body: string) => (op === 'manageInvoice' ? upper('sha3-512', `${/<invoiceOperation>(CREATE|MODIFY|STORNO)<\/invoiceOperation>/.exec(body)?.[1]}${xmlText(body, 'invoiceData')}`) : '');
  const handler: Handler = async (r, s, hang) => {
    const op = r.path.replace(/^\/invoiceService\/v3\//, '');
    if (op === 'tokenExchange') {
      check(r, 'TokenExchangeRequest', tail(op));
      const token = `${randomBytes(8).toString('hex')}-exchange`;
      tokens.add(token);
      const c = createCipheriv('aes-128-ecb', Buffer.from(credentials.exchangeKey, 'utf8'), null);
      return result(`<encodedExchangeToken>${Buffer.concat([c.update(token, 'utf8'), c.final()]).toString('base64')}</encodedExchangeToken><tokenValidityFrom/><tokenValidityTo/>`, 'TokenExchangeResponse');
    }
    if (op === 'manageInvoice') {
      const body = check(r, 'ManageInvoiceRequest', tail(op));
      need(tokens.delete(xmlText(body, 'exchangeToken')), 'a fresh exchangeToken from /tokenExchange');
      need(xmlText(body, 'compressedContent') === 'false' && xmlText(body, 'index') === '1', 'compressedContent false, index 1');
      const data = xmlText(body, 'invoiceData');
      need(b64ok(data), 'invoiceData base64');
      const doc = Buffer.from(data, 'base64').toString('utf8');
      need(rootNs(doc).name === 'InvoiceData' && rootNs(doc).ns === 'http://schemas.nav.gov.hu/OSA/3.0/data', 'invoiceData decodes to an InvoiceData (OSA 3.0 data)');
      await schemaValid(doc, 'hu/nav-osa-3.0-all.xsd');
      const number = xmlText(doc, 'invoiceNumber');
      s.received.push({ key: number, content: doc });
      const id = `4Q2JSOXL${String(++n).padStart(6, '0')}`;
      transactions.set(id, { ok: s.control.answer === 'accept', number });
      if (s.control.answer === 'accept') saved.add(number);
      if (hang()) return 'hang';
      return result(`<transactionId>${id}</transactionId>`, 'ManageInvoiceResponse');
    }
    if (op === 'queryTransactionStatus') {
      const body = check(r, 'QueryTransactionStatusRequest');
      const t = transactions.get(xmlText(body, 'transactionId'));
      need(t, 'a transactionId NAV gave');
      if (s.control.processingPolls > 0) {
        s.control.processingPolls--;
        return result(`<processingResults><processingResult><index>1</index><invoiceStatus>PROCESSING</invoiceStatus><compressedContentIndicator>false</compressedContentIndicator></processingResult><originalRequestVersion>3.0</originalRequestVersion></processingResults>`, 'QueryTransactionStatusResponse');
      }
      return result(
        `<processingResults><processingResult><index>1</index><invoiceStatus>${t!.ok ? 'DONE' : 'ABORTED'}</invoiceStatus>${t!.ok ? '' : `<businessValidationMessages><validationResultCode>ERROR</validationResultCode><validationErrorCode>${s.control.rejectCode}</validationErrorCode><message>${s.control.rejectMessage}</message></businessValidationMessages>`}<compressedContentIndicator>false</compressedContentIndicator></processingResult><originalRequestVersion>3.0</originalRequestVersion></processingResults>`,
        'QueryTransactionStatusResponse',
      );
    }
    if (op === 'queryInvoiceCheck') {
      const body = check(r, 'QueryInvoiceCheckRequest');
      need(xmlText(body, 'invoiceDirection') === 'OUTBOUND', 'invoiceDirection OUTBOUND');
      return result(`<invoiceCheckResult>${saved.has(xmlText(body, 'invoiceNumber'))}</invoiceCheckResult>`, 'QueryInvoiceCheckResponse');
    }
    throw new Problem(`no NAV operation ${r.path}`);
  };
  return { handler, credentials };
}

// ---- AEAT VERI*FACTU ---------------------------------------------------------------------------
/**
 * Served over HTTPS that REQUIRES a client certificate issued by the stand-ins' test CA
 * (`standInCa().issue`): a connection without one, or with another CA's, is refused in the TLS
 * handshake, as the AEAT refuses a connection without the company's certificate.
 */
function verifactu(): { handler: Handler; credentials: Record<string, string>; mutualTls: true } {
  const TIKE = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws';
  const SFLR = `${TIKE}/SuministroLR.xsd`;
  const registered = new Map<string, { nif: string; date: string }>();
  let n = 0;
  const ns = (bodyXml: string, root: string, uri: string) => {
    const m = new RegExp(`<([\\w-]+):${root}[\\s>]`).exec(bodyXml);
    return !!m && new RegExp(`xmlns:${m[1]}="${uri.replace(/[.]/g, '\\.')}"`).test(bodyXml);
  };
  const handler: Handler = async (r, s, hang) => {
    need(r.path === '/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP', `the VerifactuSOAP path (got ${r.path})`);
    need(r.clientCertificate, 'the company certificate on the TLS connection');
    const env = isSoap(r);
    const bodyXml = /<(?:\w+:)?Body>([\s\S]*)<\/(?:\w+:)?Body>/.exec(env)?.[1] ?? '';
    const nif = xmlText(bodyXml, 'NIF');
    need(/^[A-Z0-9]{9}$/.test(nif), 'Cabecera/ObligadoEmision/NIF');
    if (/ConsultaFactuSistemaFacturacion[\s>]/.test(bodyXml)) {
      need(ns(bodyXml, 'ConsultaFactuSistemaFacturacion', `${TIKE}/ConsultaLR.xsd`), 'ConsultaFactuSistemaFacturacion in ConsultaLR.xsd');
      const year = xmlText(bodyXml, 'Ejercicio');
      const month = xmlText(bodyXml, 'Periodo');
      need(/^\d{4}$/.test(year) && /^(0[1-9]|1[0-2])$/.test(month), 'FiltroConsulta/PeriodoImputacion Ejercicio YYYY, Periodo MM');
      const number = xmlText(bodyXml, 'NumSerieFactura');
      const hit = [...registered].filter(([num, r]) => r.nif === nif && r.date.endsWith(`-${month}-${year}`) && (!number || num === number));
      const RC = `${TIKE}/RespuestaConsultaLR.xsd`;
      const rows = hit
        .map(([num, r]) => `<rc:RegistroRespuestaConsultaFactuSistemaFacturacion><rc:IDFactura><sf:IDEmisorFactura>${nif}</sf:IDEmisorFactura><sf:NumSerieFactura>${num}</sf:NumSerieFactura><sf:FechaExpedicionFactura>${r.date}</sf:FechaExpedicionFactura></rc:IDFactura><rc:DatosRegistroFacturacion/><rc:EstadoRegistro><rc:TimestampUltimaModificacion>2026-11-25T10:00:00+01:00</rc:TimestampUltimaModificacion><rc:EstadoRegistro>Correcto</rc:EstadoRegistro></rc:EstadoRegistro></rc:RegistroRespuestaConsultaFactuSistemaFacturacion>`)
        .join('');
      return soapAnswer(
        `<rc:RespuestaConsultaFactuSistemaFacturacion xmlns:rc="${RC}" xmlns:sf="${TIKE}/SuministroInformacion.xsd"><rc:Cabecera><sf:IDVersion>1.0</sf:IDVersion><sf:ObligadoEmision><sf:NombreRazon>${xmlText(bodyXml, 'NombreRazon')}</sf:NombreRazon><sf:NIF>${nif}</sf:NIF></sf:ObligadoEmision></rc:Cabecera><rc:PeriodoImputacion><rc:Ejercicio>${year}</rc:Ejercicio><rc:Periodo>${month}</rc:Periodo></rc:PeriodoImputacion><rc:IndicadorPaginacion>N</rc:IndicadorPaginacion><rc:ResultadoConsulta>${rows ? 'ConDatos' : 'SinDatos'}</rc:ResultadoConsulta>${rows}</rc:RespuestaConsultaFactuSistemaFacturacion>`,
      );
    }
    need(ns(bodyXml, 'RegFactuSistemaFacturacion', SFLR), 'RegFactuSistemaFacturacion in SuministroLR.xsd');
    need(/^[0-9A-F]{64}$/.test(xmlText(bodyXml, 'Huella')), 'Huella: SHA-256 upper hex');
    const number = xmlText(bodyXml, 'NumSerieFactura');
    const date = xmlText(bodyXml, 'FechaExpedicionFactura');
    need(/^\d{2}-\d{2}-\d{4}$/.test(date), 'IDFactura/FechaExpedicionFactura dd-mm-yyyy');
    s.received.push({ key: number, content: bodyXml });
    const head = `<tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="${TIKE}/RespuestaSuministro.xsd" xmlns:tik="${TIKE}/SuministroInformacion.xsd">`;
    const line = (estado: string, code = '', text = '') =>
      `${head}<tikR:CSV>${estado === 'Incorrecto' ? '' : `A-${String(++n).padStart(8, '0')}XYZ`}</tikR:CSV><tikR:EstadoEnvio>${estado === 'Incorrecto' ? 'Incorrecto' : 'Correcto'}</tikR:EstadoEnvio><tikR:RespuestaLinea><tikR:IDFactura><tik:IDEmisorFactura>${nif}</tik:IDEmisorFactura><tik:NumSerieFactura>${number}</tik:NumSerieFactura></tikR:IDFactura><tikR:EstadoRegistro>${estado}</tikR:EstadoRegistro>${code ? `<tikR:CodigoErrorRegistro>${code}</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>${text}</tikR:DescripcionErrorRegistro>` : ''}</tikR:RespuestaLinea></tikR:RespuestaRegFactuSistemaFacturacion>`;
    if (registered.has(number)) return soapAnswer(line('Incorrecto', '3000', 'Registro de facturación duplicado.'));
    if (s.control.answer === 'reject') return hang() ? 'hang' : soapAnswer(line('Incorrecto', s.control.rejectCode, s.control.rejectMessage));
    // Registered before the answer leaves: a hung answer leaves the record at the AEAT.
    registered.set(number, { nif, date });
    return hang() ? 'hang' : soapAnswer(line('Correcto'));
  };
  return { handler, credentials: {}, mutualTls: true };
}

// ---- SUNAT billService ---------------------------------------------------------------------------
function sunat(): { handler: Handler; credentials: Record<string, string> } {
  const credentials = { solUser: 'MODDATOS', solPassword: 'moddatos' };
  const cdrs = new Map<string, Buffer>();
  const cdr = async (name: string, id: string, code: string, text: string) => {
    const zip = new JSZip();
    zip.file(`R-${name}.xml`, `<?xml version="1.0" encoding="UTF-8"?><ar:ApplicationResponse xmlns:ar="urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"><cbc:ID>${Date.now()}</cbc:ID><cac:DocumentResponse><cac:Response><cbc:ReferenceID>${id}</cbc:ReferenceID><cbc:ResponseCode>${code}</cbc:ResponseCode><cbc:Description>${text}</cbc:Description></cac:Response></cac:DocumentResponse></ar:ApplicationResponse>`);
    return zip.generateAsync({ type: 'nodebuffer' });
  };
  const handler: Handler = async (r, s, hang) => {
    const env = isSoap(r);
    const ruc = xmlText(env, 'Username').slice(0, 11);
    need(/^\d{11}$/.test(ruc) && xmlText(env, 'Username') === `${ruc}${credentials.solUser}` && xmlText(env, 'Password') === credentials.solPassword, 'wsse UsernameToken: RUC + usuario SOL, clave SOL');
    need(/http:\/\/docs\.oasis-open\.org\/wss\/2004\/01\/oasis-200401-wss-wssecurity-secext-1\.0\.xsd/.test(env), 'the WS-Security namespace');
    if (r.path.endsWith('/billService')) {
      need(/<(?:\w+:)?sendBill[\s>]/.test(env) && /xmlns:\w+="http:\/\/service\.sunat\.gob\.pe"/.test(env), 'sendBill in http://service.sunat.gob.pe');
      const fileName = xmlText(env, 'fileName');
      need(/^\d{11}-(01|03|07|08)-[A-Z0-9]{4}-\d{1,8}\.zip$/.test(fileName), `fileName RUC-TT-SERIE-NUMERO.zip (got ${fileName})`);
      const zip = await JSZip.loadAsync(Buffer.from(xmlText(env, 'contentFile'), 'base64'));
      const inner = zip.file(fileName.replace(/\.zip$/, '.xml'));
      need(inner, 'the zip holds the XML of the same name');
      const doc = await inner!.async('string');
      const root = rootNs(doc);
      need((root.name === 'Invoice' && root.ns === 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2') || (root.name === 'CreditNote' && root.ns === 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2'), 'a UBL 2.1 Invoice or CreditNote');
      // The signature goes in UBLExtensions/ExtensionContent; without a company certificate it is
      // empty, which the schema refuses: then check the rest of the document.
      const unsigned = /<ext:ExtensionContent\s*\/>|<ext:ExtensionContent>\s*<\/ext:ExtensionContent>/.test(doc);
      await schemaValid(unsigned ? doc.replace(/<ext:UBLExtensions>[\s\S]*?<\/ext:UBLExtensions>/, '') : doc, root.name === 'Invoice' ? 'ubl-2.1/maindoc/UBL-Invoice-2.1.xsd' : 'ubl-2.1/maindoc/UBL-CreditNote-2.1.xsd');
      const name = fileName.replace(/\.zip$/, '');
      s.received.push({ key: name, content: doc });
      if (cdrs.has(name)) return soapFault('soap-env:Client.1033', 'El comprobante fue registrado previamente con otros datos');
      const answer = s.control.answer === 'accept' ? await cdr(name, xmlText(doc, 'ID'), '0', `La Factura numero ${xmlText(doc, 'ID')}, ha sido aceptada`) : await cdr(name, xmlText(doc, 'ID'), s.control.rejectCode, s.control.rejectMessage);
      if (s.control.answer === 'accept') cdrs.set(name, answer);
      if (hang()) return 'hang';
      return soapAnswer(`<br:sendBillResponse xmlns:br="http://service.sunat.gob.pe"><applicationResponse>${answer.toString('base64')}</applicationResponse></br:sendBillResponse>`);
    }
    if (r.path.endsWith('/billConsultService')) {
      need(/<(?:\w+:)?getStatusCdr[\s>]/.test(env), 'getStatusCdr');
      const name = `${xmlText(env, 'rucComprobante')}-${xmlText(env, 'tipoComprobante')}-${xmlText(env, 'serieComprobante')}-${xmlText(env, 'numeroComprobante').padStart(8, '0')}`;
      const found = cdrs.get(name);
      return soapAnswer(`<ns2:getStatusCdrResponse xmlns:ns2="http://service.sunat.gob.pe"><statusCdr>${found ? `<content>${found.toString('base64')}</content><statusCode>0004</statusCode><statusMessage>La constancia existe</statusMessage>` : '<statusCode>0127</statusCode><statusMessage>El comprobante no existe</statusMessage>'}</statusCdr></ns2:getStatusCdrResponse>`);
    }
    throw new Problem(`no SUNAT service ${r.path}`);
  };
  return { handler, credentials };
}

// ---- SRI ----------------------------------------------------------------------------------------
function sri(): { handler: Handler; credentials: Record<string, string> } {
  const docs = new Map<string, boolean>();
  const handler: Handler = async (r, s, hang) => {
    const env = isSoap(r);
    if (r.path === '/comprobantes-electronicos-ws/RecepcionComprobantesOffline') {
      need(/<(?:\w+:)?validarComprobante[\s>]/.test(env) && /xmlns:\w+="http:\/\/ec\.gob\.sri\.ws\.recepcion"/.test(env), 'validarComprobante in http://ec.gob.sri.ws.recepcion');
      const data = xmlText(env, 'xml');
      need(b64ok(data), 'xml base64');
      const doc = Buffer.from(data, 'base64').toString('utf8');
      need(rootNs(doc).name === 'factura' && xmlAttr(doc, 'factura', 'id') === 'comprobante', 'a factura id="comprobante"');
      await schemaValid(doc, 'ec/factura_v2.1.0.xsd');
      const key = xmlText(doc, 'claveAcceso');
      need(/^\d{49}$/.test(key), 'claveAcceso: 49 digits');
      s.received.push({ key, content: doc });
      const head = '<ns2:validarComprobanteResponse xmlns:ns2="http://ec.gob.sri.ws.recepcion"><RespuestaRecepcionComprobante>';
      // Registered and authorised: a second reception is refused (43); a NO AUTORIZADO one may come again, corrected.
      if (docs.get(key) === true) return soapAnswer(`${head}<estado>DEVUELTA</estado><comprobantes><comprobante><claveAcceso>${key}</claveAcceso><mensajes><mensaje><identificador>43</identificador><mensaje>CLAVE ACCESO REGISTRADA</mensaje><tipo>ERROR</tipo></mensaje></mensajes></comprobante></comprobantes></RespuestaRecepcionComprobante></ns2:validarComprobanteResponse>`);
      docs.set(key, s.control.answer === 'accept');
      if (hang()) return 'hang';
      return soapAnswer(`${head}<estado>RECIBIDA</estado><comprobantes/></RespuestaRecepcionComprobante></ns2:validarComprobanteResponse>`);
    }
    if (r.path === '/comprobantes-electronicos-ws/AutorizacionComprobantesOffline') {
      need(/<(?:\w+:)?autorizacionComprobante[\s>]/.test(env) && /xmlns:\w+="http:\/\/ec\.gob\.sri\.ws\.autorizacion"/.test(env), 'autorizacionComprobante in http://ec.gob.sri.ws.autorizacion');
      const key = xmlText(env, 'claveAccesoComprobante');
      const head = `<ns2:autorizacionComprobanteResponse xmlns:ns2="http://ec.gob.sri.ws.autorizacion"><RespuestaAutorizacionComprobante><claveAccesoConsultada>${key}</claveAccesoConsultada>`;
      if (!docs.has(key)) return soapAnswer(`${head}<numeroComprobantes>0</numeroComprobantes><autorizaciones/></RespuestaAutorizacionComprobante></ns2:autorizacionComprobanteResponse>`);
      const ok = docs.get(key);
      return soapAnswer(
        `${head}<numeroComprobantes>1</numeroComprobantes><autorizaciones><autorizacion><estado>${ok ? 'AUTORIZADO' : 'NO AUTORIZADO'}</estado>${ok ? `<numeroAutorizacion>${key}</numeroAutorizacion><fechaAutorizacion>2026-11-25T10:00:00-05:00</fechaAutorizacion>` : ''}<ambiente>PRUEBAS</ambiente><mensajes>${ok ? '' : `<mensaje><identificador>${s.control.rejectCode}</identificador><mensaje>${s.control.rejectMessage}</mensaje><tipo>ERROR</tipo></mensaje>`}</mensajes></autorizacion></autorizaciones></RespuestaAutorizacionComprobante></ns2:autorizacionComprobanteResponse>`,
      );
    }
    throw new Problem(`no SRI service ${r.path}`);
  };
  return { handler, credentials: {} };
}

// ---- ANAF e-Factura ------------------------------------------------------------------------------
/**
 * With ANAF's OAuth2 service at /anaf-oauth2/v1 on the same address: `authorize` (where the person
 * signs in with the company's certificate) sends the browser back to the registered redirect
 * address with a one-time code; `token` grants authorization_code (code, the same redirect_uri) and
 * refresh_token (a refresh token it gave, used once), client id and secret in the form. The API
 * takes only an access token it granted that has not expired.
 */
function anaf(): { handler: Handler; credentials: Record<string, string> } {
  const credentials = { clientId: 'anaf-client-id-stand-in', clientSecret: 'anaf-client-secret-stand-in', redirectUri: 'https://tradedesk.example/invoice/e-invoice' };
  const uploads = new Map<string, boolean>();
  const codes = new Map<string, boolean>();
  const access = new Map<string, number>();
  const refresh = new Set<string>();
  let n = 5000000;
  let t = 0;
  const handler: Handler = async (r, s, hang) => {
    if (r.path === '/anaf-oauth2/v1/authorize') {
      need(r.method === 'GET', 'GET authorize (the browser)');
      need(r.query.get('response_type') === 'code', 'response_type=code');
      need(r.query.get('client_id') === credentials.clientId, 'the registered client_id');
      need(r.query.get('redirect_uri') === credentials.redirectUri, 'the registered redirect_uri');
      need(r.query.get('state'), 'a state');
      need(r.query.get('token_content_type') === 'jwt', 'token_content_type=jwt');
      // Here the person chooses the company's certificate in the browser.
      const code = `anaf-code-${++t}`;
      codes.set(code, true);
      return { status: 302, headers: { location: `${credentials.redirectUri}?code=${code}&state=${encodeURIComponent(r.query.get('state')!)}` }, body: '' };
    }
    if (r.path === '/anaf-oauth2/v1/token') {
      need(r.method === 'POST', 'POST token');
      need(/^application\/x-www-form-urlencoded/.test(String(r.headers['content-type'])), 'Content-Type application/x-www-form-urlencoded');
      const f = new URLSearchParams(r.body.toString('utf8'));
      need(f.get('client_id') === credentials.clientId && f.get('client_secret') === credentials.clientSecret, 'client_id and client_secret');
      need(f.get('token_content_type') === 'jwt', 'token_content_type=jwt');
      const grant = f.get('grant_type');
      if (grant === 'authorization_code') {
        need(f.get('redirect_uri') === credentials.redirectUri, 'the redirect_uri the code was given for');
        if (!codes.get(f.get('code') ?? '')) return json(400, { error: 'invalid_grant', error_description: 'The authorization code is unknown or was used.' });
        codes.set(f.get('code')!, false);
      } else if (grant === 'refresh_token') {
        if (!refresh.has(f.get('refresh_token') ?? '')) return json(400, { error: 'invalid_grant', error_description: 'The refresh token is unknown or was used.' });
        refresh.delete(f.get('refresh_token')!);
      } else throw new Problem('grant_type authorization_code or refresh_token');
      s.grants.push(grant);
      const token = `anaf-access-${++t}`;
      access.set(token, Date.now() + s.control.accessExpiresIn * 1000);
      refresh.add(`anaf-refresh-${t}`);
      return json(200, { access_token: token, refresh_token: `anaf-refresh-${t}`, expires_in: s.control.accessExpiresIn, token_type: 'Bearer' });
    }
    const bearer = String(r.headers.authorization ?? '').replace(/^Bearer /, '');
    need(access.has(bearer), 'Authorization: Bearer <an access token the token endpoint granted>');
    need(access.get(bearer)! > Date.now(), 'an access token that has not expired');
    if (r.method === 'POST' && r.path === '/test/FCTEL/rest/upload') {
      const standard = r.query.get('standard');
      need(standard === 'UBL' || standard === 'CN', 'standard=UBL|CN');
      need(/^\d{2,10}$/.test(r.query.get('cif') ?? ''), 'cif: the CIF digits');
      need(/^text\/plain/.test(String(r.headers['content-type'])), 'Content-Type text/plain');
      const doc = r.body.toString('utf8');
      const root = rootNs(doc);
      need(standard === 'UBL' ? root.name === 'Invoice' && root.ns === 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2' : root.name === 'CreditNote' && root.ns === 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2', `a UBL ${standard === 'UBL' ? 'Invoice' : 'CreditNote'}`);
      need(xmlText(doc, 'CustomizationID').includes('CIUS-RO'), 'CustomizationID CIUS-RO');
      await schemaValid(doc, standard === 'UBL' ? 'ubl-2.1/maindoc/UBL-Invoice-2.1.xsd' : 'ubl-2.1/maindoc/UBL-CreditNote-2.1.xsd');
      s.received.push({ key: xmlText(doc, 'ID'), content: doc });
      const index = String(++n);
      uploads.set(index, s.control.answer === 'accept');
      if (hang()) return 'hang';
      return xml(200, `<?xml version="1.0" encoding="UTF-8"?><header xmlns="mfp:anaf:dgti:spv:respUploadFisier:v1" dateResponse="202611251000" ExecutionStatus="0" index_incarcare="${index}"/>`);
    }
    if (r.method === 'GET' && r.path === '/test/FCTEL/rest/stareMesaj') {
      const ok = uploads.get(r.query.get('id_incarcare') ?? '');
      need(ok !== undefined, 'an id_incarcare ANAF gave');
      return xml(200, ok ? `<?xml version="1.0" encoding="UTF-8"?><header xmlns="mfp:anaf:dgti:efactura:stareMesajFactura:v1" stare="ok" id_descarcare="${Number(r.query.get('id_incarcare')) + 1}"/>` : `<?xml version="1.0" encoding="UTF-8"?><header xmlns="mfp:anaf:dgti:efactura:stareMesajFactura:v1" stare="nok"><Errors errorMessage="${s.control.rejectCode}: ${s.control.rejectMessage}"/></header>`);
    }
    throw new Problem(`no ANAF call ${r.method} ${r.path}`);
  };
  return { handler, credentials };
}

// ---- Számlázz.hu Számla Agent ---------------------------------------------------------------------
function szamlazz(): { handler: Handler; credentials: Record<string, string> } {
  const credentials = { agentKey: 'szamlaagent-kulcs-stand-in' };
  let n = 0;
  const handler: Handler = async (r, s, hang): Promise<Answer | 'hang'> => {
    need(r.method === 'POST' && r.path === '/szamla/', 'POST /szamla/');
    need(/^multipart\/form-data; boundary=/.test(String(r.headers['content-type'])), 'multipart/form-data');
    const form = await new Request('http://x/', { method: 'POST', headers: { 'content-type': String(r.headers['content-type']) }, body: r.body }).formData();
    const file = form.get('action-xmlagentxmlfile');
    need(file && typeof file !== 'string', 'the file field action-xmlagentxmlfile');
    const doc = await (file as Blob).text();
    need(rootNs(doc).name === 'xmlszamla' && rootNs(doc).ns === 'http://www.szamlazz.hu/xmlszamla', 'an xmlszamla document');
    need(xmlText(doc, 'szamlaagentkulcs') === credentials.agentKey, 'the agent key in beallitasok');
    for (const f of ['keltDatum', 'fizmod', 'penznem', 'szamlaNyelve', 'nev', 'megnevezes', 'mennyiseg', 'nettoEgysegar', 'afakulcs']) need(xmlText(doc, f) !== '', `${f} filled`);
    s.received.push({ key: xmlText(doc, 'rendelesSzam'), content: doc });
    if (hang()) return 'hang';
    if (s.control.answer === 'reject') return { status: 200, headers: { szlahu_error_code: s.control.rejectCode, szlahu_error: encodeURIComponent(s.control.rejectMessage) }, body: '' };
    return { status: 200, headers: { szlahu_szamlaszam: `E-TDSK-2026-${++n}`, szlahu_nettovegosszeg: '0' }, body: 'xmlagentresponse=DONE' };
  };
  return { handler, credentials };
}

// ---- SmartBill -----------------------------------------------------------------------------------
function smartbill(): { handler: Handler; credentials: Record<string, string> } {
  const credentials = { username: 'contabil@firma.ro', token: '002|8bf4c1d2e3' };
  let n = 0;
  const handler: Handler = async (r, s, hang) => {
    need(r.method === 'POST' && r.path === '/SBORO/api/invoice', 'POST /SBORO/api/invoice');
    need(r.headers.authorization === `Basic ${Buffer.from(`${credentials.username}:${credentials.token}`).toString('base64')}`, 'Basic e-mail:token');
    need(/^application\/json/.test(String(r.headers['content-type'])) && /application\/json/.test(String(r.headers.accept)), 'Content-Type and Accept application/json');
    const b = JSON.parse(r.body.toString('utf8'));
    need(/^(RO)?\d{2,10}$/.test(b.companyVatCode), 'companyVatCode');
    need(b.client?.name && b.issueDate && b.seriesName && Array.isArray(b.products) && b.products.length, 'client.name, issueDate, seriesName, products');
    for (const p of b.products)
      if (p.isDiscount) need(p.name && p.numberOfItems >= 1 && (p.discountType === 1 || p.discountType === 2) && typeof p.discountValue === 'number', 'a discount: name, numberOfItems, discountType 1|2, discountValue');
      else need(p.name && typeof p.quantity === 'number' && typeof p.price === 'number' && typeof p.taxPercentage === 'number' && p.taxName && p.measuringUnitName, 'each product: name, quantity, price, taxName, taxPercentage, measuringUnitName');
    s.received.push({ key: b.mentions, content: r.body.toString('utf8') });
    if (hang()) return 'hang';
    if (s.control.answer === 'reject') return json(400, { errorText: s.control.rejectMessage, message: '', number: '', series: '' });
    return json(200, { errorText: '', message: '', number: String(++n).padStart(4, '0'), series: b.seriesName, url: '' });
  };
  return { handler, credentials };
}

// ---- SII DTE upload (CL) ----------------------------------------------------------------------------
/**
 * getSeed, getToken (the seed signed with a certificate: the signature must verify with the
 * certificate it carries, and that certificate is recorded in `signers`), DTEUpload (multipart with
 * the token cookie, the EnvioDTE valid against EnvioDTE_v10.xsd, its set signature verifying),
 * getEstUp by track id (EPR with ACEPTADOS 1, or RCT with the test's message), getEstDte by
 * folio (all eleven arguments; DOK when a DTE of that type and folio was uploaded with that date,
 * amount and receiver and the test accepts, DNK when they differ, FAU when none was, and FAU for
 * the first `processingPolls` questions: SII's processing delay).
 * The boleta service under /recursos/v1 (offices/sii-boleta.ts): the seed (GET) and token (POST
 * application/xml, the signed seed verifying with the certificate it carries), the upload (POST,
 * Mozilla-style User-Agent, the boleta service's own token cookie, multipart with a
 * Content-Length, the EnvioBOLETA valid against EnvioBOLETA_v11.xsd and signed by the certificate
 * that signed in: JSON with a 15-digit trackid, estado REC), the upload's state by
 * {rut}-{dv}-{trackid} (REC for the first `processingPolls` questions, then EPR: accepted, or
 * RCH in detalle_rep_rech with the test's code and message), one boleta by
 * {rut}-{dv}-{tipo}-{folio}/estado with rut_receptor, dv_receptor, monto, fechaEmision DD-MM-YYYY
 * (FAU for the first `processingPolls`, then DOK / DNK / FAU as getEstDte).
 */
function sii(): { handler: Handler; credentials: Record<string, string> } {
  const credentials = { senderRut: '11111111-1', acteco: '465000' };
  const seeds = new Set<string>();
  const tokens = new Set<string>();
  const tracks = new Map<string, { ok: boolean; rut: string }>();
  let n = 0;
  const rpcAnswer = (op: string, inner: string) =>
    soapAnswer(`<ns1:${op}Response xmlns:ns1="http://DefaultNamespace"><${op}Return>${inner.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</${op}Return></ns1:${op}Response>`);
  const siiXml = (body: string, estado = '00', glosa = '') => `<?xml version="1.0" encoding="UTF-8"?><SII:RESPUESTA xmlns:SII="http://www.sii.cl/XMLSchema"><SII:RESP_HDR><ESTADO>${estado}</ESTADO>${glosa ? `<GLOSA>${glosa}</GLOSA>` : ''}</SII:RESP_HDR><SII:RESP_BODY>${body}</SII:RESP_BODY></SII:RESPUESTA>`;
  const handler: Handler = async (r, s, hang) => {
    if (r.path === '/DTEWS/CrSeed.jws') {
      const env = isSoap(r);
      need(/getSeed[\s/>]/.test(env), 'getSeed');
      const seed = String(100000000000 + ++n);
      seeds.add(seed);
      return rpcAnswer('getSeed', siiXml(`<SEMILLA>${seed}</SEMILLA>`));
    }
    if (r.path === '/DTEWS/GetTokenFromSeed.jws') {
      const env = isSoap(r);
      const psz = /<pszXml>(?:<!\[CDATA\[)?([\s\S]*?)(?:\]\]>)?<\/pszXml>/.exec(env)?.[1] ?? '';
      const doc = psz.includes('&lt;') ? xmlText(`<x>${psz}</x>`, 'x') : psz;
      need(rootNs(doc).name === 'getToken', 'getToken(pszXml) with a <getToken> document');
      const seed = xmlText(doc, 'Semilla');
      need(seeds.delete(seed), 'the Semilla getSeed gave (once)');
      const certB64 = xmlText(doc, 'X509Certificate').replace(/\s/g, '');
      need(certB64, 'KeyInfo/X509Data/X509Certificate');
      const pem = `-----BEGIN CERTIFICATE-----\n${certB64.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
      need(/<Modulus>/.test(doc), 'KeyInfo/KeyValue/RSAKeyValue');
      need(verifyXmlSignature(doc, pem), 'the seed signature verifies with the certificate it carries');
      s.signers.push(pem);
      const token = `SIITOKEN${++n}`;
      tokens.add(token);
      return rpcAnswer('getToken', siiXml(`<TOKEN>${token}</TOKEN>`));
    }
    if (r.path === '/cgi_dte/UPL/DTEUpload') {
      need(r.method === 'POST', 'POST DTEUpload');
      need(tokens.has(/TOKEN=([^;]+)/.exec(String(r.headers.cookie ?? ''))?.[1] ?? ''), 'Cookie TOKEN=<a token getToken gave>');
      need(/^multipart\/form-data; boundary=/.test(String(r.headers['content-type'])), 'multipart/form-data');
      const form = await new Request('http://x/', { method: 'POST', headers: { 'content-type': String(r.headers['content-type']) }, body: r.body }).formData();
      for (const f of ['rutSender', 'dvSender', 'rutCompany', 'dvCompany']) need(typeof form.get(f) === 'string' && form.get(f), `the field ${f}`);
      need(`${form.get('rutSender')}-${form.get('dvSender')}` === s.credentials.senderRut, 'rutSender-dvSender: the sender RUT');
      const file = form.get('archivo');
      need(file instanceof Blob, 'the file archivo');
      const xmlDoc = Buffer.from(await (file as Blob).arrayBuffer()).toString('latin1');
      const root = rootNs(xmlDoc);
      need(root.name === 'EnvioDTE' && root.ns === 'http://www.sii.cl/SiiDte', 'an EnvioDTE in http://www.sii.cl/SiiDte');
      need(xmlText(xmlDoc, 'RutEmisor') === `${form.get('rutCompany')}-${form.get('dvCompany')}`, 'rutCompany-dvCompany: the RutEmisor');
      await schemaValid(xmlDoc, 'cl/EnvioDTE_v10.xsd');
      need(verifyXmlSignature(xmlDoc, s.signers.at(-1)!), 'the set and its DTE signed with the certificate that signed in');
      s.received.push({ key: `${xmlText(xmlDoc, 'TipoDTE')}-${xmlText(xmlDoc, 'Folio')}`, content: xmlDoc });
      const track = String(4000000 + ++n);
      tracks.set(track, { ok: s.control.answer === 'accept', rut: String(form.get('rutCompany')) });
      if (hang()) return 'hang';
      return xml(200, `<?xml version="1.0"?><RECEPCIONDTE><RUTSENDER>${s.credentials.senderRut}</RUTSENDER><RUTCOMPANY>${form.get('rutCompany')}-${form.get('dvCompany')}</RUTCOMPANY><FILE>${(file as File).name}</FILE><TIMESTAMP>2026-11-25 10:00:00</TIMESTAMP><STATUS>0</STATUS><TRACKID>${track}</TRACKID></RECEPCIONDTE>`, 'text/html');
    }
    if (r.path === '/DTEWS/QueryEstUp.jws') {
      const env = isSoap(r);
      need(tokens.has(xmlText(env, 'Token')), 'Token: a token getToken gave');
      const t = tracks.get(xmlText(env, 'TrackId'));
      need(t && t.rut === xmlText(env, 'RutCompania') && /^[\dK]$/.test(xmlText(env, 'DvCompania')), 'RutCompania, DvCompania and a TrackId DTEUpload gave');
      return rpcAnswer(
        'getEstUp',
        t!.ok ? siiXml('<TIPO_DOCTO>33</TIPO_DOCTO><INFORMADOS>1</INFORMADOS><ACEPTADOS>1</ACEPTADOS><RECHAZADOS>0</RECHAZADOS><REPAROS>0</REPAROS>', 'EPR', 'Envio Procesado') : siiXml('', 'RCT', `${s.control.rejectCode}: ${s.control.rejectMessage}`),
      );
    }
    if (r.path === '/DTEWS/QueryEstDte.jws') {
      const env = isSoap(r);
      need(/getEstDte[\s/>]/.test(env), 'getEstDte');
      need(tokens.has(xmlText(env, 'Token')), 'Token: a token getToken gave');
      const arg = (k: string) => xmlText(env, k);
      for (const k of ['RutConsultante', 'RutCompania', 'RutReceptor', 'FolioDte', 'MontoDte']) need(/^\d+$/.test(arg(k)), `${k}: digits only`);
      for (const k of ['DvConsultante', 'DvCompania', 'DvReceptor']) need(/^[\dK]$/.test(arg(k)), `${k}: one check digit`);
      need(`${arg('RutConsultante')}-${arg('DvConsultante')}` === s.credentials.senderRut, 'RutConsultante-DvConsultante: the person whose certificate signed in');
      need(/^(33|34|39|41|46|52|56|61)$/.test(arg('TipoDte')), 'TipoDte: a DTE type');
      need(/^\d{8}$/.test(arg('FechaEmisionDte')), 'FechaEmisionDte: DDMMAAAA');
      if (s.control.processingPolls > 0) {
        s.control.processingPolls--;
        return rpcAnswer('getEstDte', siiXml('', 'FAU', 'Documento No Recibido por el SII'));
      }
      const doc = s.received.find((d) => d.key === `${arg('TipoDte')}-${arg('FolioDte')}`)?.content;
      if (!doc || s.control.answer !== 'accept') return rpcAnswer('getEstDte', siiXml('', 'FAU', 'Documento No Recibido por el SII'));
      const [y, m, d] = xmlText(doc, 'FchEmis').split('-');
      const same =
        xmlText(doc, 'RUTEmisor') === `${arg('RutCompania')}-${arg('DvCompania')}` && xmlText(doc, 'RUTRecep') === `${arg('RutReceptor')}-${arg('DvReceptor')}` &&
        `${d}${m}${y}` === arg('FechaEmisionDte') && xmlText(doc, 'MntTotal') === arg('MontoDte');
      return rpcAnswer('getEstDte', same ? siiXml('', 'DOK', 'Documento Recibido por el SII. Datos Coinciden con los Registrados') : siiXml('', 'DNK', 'Documento Recibido por el SII pero Datos NO Coinciden con los registrados'));
    }
    if (r.path.startsWith('/recursos/v1/')) return boleta(r, s, hang);
    throw new Problem(`no SII call ${r.method} ${r.path}`);
  };

  // ---- the boleta service (REST, /recursos/v1) ----
  const boletaSeeds = new Set<string>();
  const boletaTokens = new Set<string>();
  const boletaTracks = new Map<string, { ok: boolean; company: string; type: number; folio: number }>();
  const jsonAnswer = (status: number, body: unknown) => json(status, body);
  const agent = (r: StandInRequest) => need(/^Mozilla\//.test(String(r.headers['user-agent'] ?? '')), 'a Mozilla-style User-Agent');
  const tokenCookie = (r: StandInRequest) => need(boletaTokens.has(/TOKEN=([^;]+)/.exec(String(r.headers.cookie ?? ''))?.[1] ?? ''), 'Cookie TOKEN=<a token boleta.electronica.token gave> (not a DTE service token)');
  const boleta = async (r: StandInRequest, s: StandIn, hang: () => boolean): Promise<Answer | 'hang'> => {
    const p = r.path.slice('/recursos/v1/'.length);
    if (p === 'boleta.electronica.semilla') {
      need(r.method === 'GET', 'GET boleta.electronica.semilla');
      const seed = String(200000000000 + ++n);
      boletaSeeds.add(seed);
      return xml(200, siiXml(`<SEMILLA>${seed}</SEMILLA>`));
    }
    if (p === 'boleta.electronica.token') {
      need(r.method === 'POST', 'POST boleta.electronica.token');
      need(/^application\/xml/.test(String(r.headers['content-type'])), 'Content-Type application/xml');
      const doc = r.body.toString('utf8');
      need(rootNs(doc).name === 'getToken', 'a <getToken> document');
      need(boletaSeeds.delete(xmlText(doc, 'Semilla')), 'the Semilla boleta.electronica.semilla gave (once)');
      const certB64 = xmlText(doc, 'X509Certificate').replace(/\s/g, '');
      need(certB64 && /<Modulus>/.test(doc), 'KeyInfo with RSAKeyValue and X509Certificate');
      const pem = `-----BEGIN CERTIFICATE-----\n${certB64.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
      need(verifyXmlSignature(doc, pem), 'the seed signature verifies with the certificate it carries');
      s.signers.push(pem);
      const token = `BOLTOKEN${++n}`;
      boletaTokens.add(token);
      return xml(200, siiXml(`<TOKEN>${token}</TOKEN>`));
    }
    if (p === 'boleta.electronica.envio') {
      need(r.method === 'POST', 'POST boleta.electronica.envio');
      agent(r);
      tokenCookie(r);
      need(/^multipart\/form-data; boundary=/.test(String(r.headers['content-type'])), 'multipart/form-data');
      need(r.headers['content-length'] && !r.headers['transfer-encoding'], 'a Content-Length, not a chunked body');
      const form = await new Request('http://x/', { method: 'POST', headers: { 'content-type': String(r.headers['content-type']) }, body: r.body }).formData();
      for (const f of ['rutSender', 'dvSender', 'rutCompany', 'dvCompany']) need(typeof form.get(f) === 'string' && form.get(f), `the field ${f}`);
      need(`${form.get('rutSender')}-${form.get('dvSender')}` === s.credentials.senderRut, 'rutSender-dvSender: the sender RUT');
      const file = form.get('archivo');
      need(file instanceof Blob, 'the file archivo');
      const xmlDoc = Buffer.from(await (file as Blob).arrayBuffer()).toString('latin1');
      const root = rootNs(xmlDoc);
      need(root.name === 'EnvioBOLETA' && root.ns === 'http://www.sii.cl/SiiDte', 'an EnvioBOLETA in http://www.sii.cl/SiiDte');
      need(xmlText(xmlDoc, 'RutEmisor') === `${form.get('rutCompany')}-${form.get('dvCompany')}`, 'rutCompany-dvCompany: the RutEmisor');
      need(xmlText(xmlDoc, 'RutEnvia') === s.credentials.senderRut, 'the Caratula\'s RutEnvia: the sender');
      need(/^(39|41)$/.test(xmlText(xmlDoc, 'TipoDTE')), 'boletas (TipoDTE 39 or 41)');
      await schemaValid(xmlDoc, 'cl/EnvioBOLETA_v11.xsd');
      need(verifyXmlSignature(xmlDoc, s.signers.at(-1)!), 'the set and its boletas signed with the certificate that signed in');
      const type = Number(xmlText(xmlDoc, 'TipoDTE'));
      const folio = Number(xmlText(xmlDoc, 'Folio'));
      s.received.push({ key: `${type}-${folio}`, content: xmlDoc });
      // Boleta track ids have 15 digits.
      const track = String(100000000000000 + ++n);
      const company = `${form.get('rutCompany')}-${form.get('dvCompany')}`;
      boletaTracks.set(track, { ok: s.control.answer === 'accept', company, type, folio });
      if (hang()) return 'hang';
      return jsonAnswer(200, { rut_emisor: company, rut_envia: s.credentials.senderRut, trackid: Number(track), fecha_recepcion: '2026-11-25 10:00:00', estado: 'REC', file: (file as File).name });
    }
    const byTrack = /^boleta\.electronica\.envio\/(\d{1,8})-([\dK])-(\d+)$/.exec(p);
    if (byTrack) {
      need(r.method === 'GET', 'GET boleta.electronica.envio/{rut}-{dv}-{trackid}');
      tokenCookie(r);
      const t = boletaTracks.get(byTrack[3]!);
      need(t && t.company === `${byTrack[1]}-${byTrack[2]}`, 'the company and a track id boleta.electronica.envio gave');
      const base = { rut_emisor: t!.company, rut_envia: s.credentials.senderRut, trackid: Number(byTrack[3]), fecha_recepcion: '2026-11-25 10:00:00', estado: 'EPR' };
      if (s.control.processingPolls > 0) {
        s.control.processingPolls--;
        return jsonAnswer(200, { ...base, estado: 'REC' });
      }
      return jsonAnswer(
        200,
        t!.ok
          ? { ...base, estadistica: [{ tipo: t!.type, informados: 1, aceptados: 1, rechazados: 0, reparos: 0 }], detalle_rep_rech: [] }
          : {
              ...base,
              estadistica: [{ tipo: t!.type, informados: 1, aceptados: 0, rechazados: 1, reparos: 0 }],
              detalle_rep_rech: [{ tipo: t!.type, folio: t!.folio, estado: 'RCH', descripcion: 'Dte Rechazado', error: [{ seccion: 'DET', linea: 1, nivel: 3, codigo: Number(s.control.rejectCode) || 0, descripcion: s.control.rejectMessage, detalle: null }] }],
            },
      );
    }
    const byFolio = /^boleta\.electronica\/(\d{1,8})-([\dK])-(\d+)-(\d+)\/estado$/.exec(p);
    if (byFolio) {
      need(r.method === 'GET', 'GET boleta.electronica/{rut}-{dv}-{tipo}-{folio}/estado');
      tokenCookie(r);
      const [, companyNum, companyDv, type, folio] = byFolio;
      need(/^(39|41)$/.test(type!), 'tipo: a boleta type');
      const q = r.query;
      need(/^\d+$/.test(q.get('rut_receptor') ?? '') && /^[\dK]$/.test(q.get('dv_receptor') ?? ''), 'rut_receptor and dv_receptor');
      need(/^\d+$/.test(q.get('monto') ?? ''), 'monto: digits');
      need(/^\d{2}-\d{2}-\d{4}$/.test(q.get('fechaEmision') ?? ''), 'fechaEmision: DD-MM-YYYY');
      if (s.control.processingPolls > 0) {
        s.control.processingPolls--;
        return jsonAnswer(200, { codigo: 'FAU', descripcion: 'Documento No Recibido por el SII' });
      }
      const doc = s.received.find((d) => d.key === `${type}-${folio}`)?.content;
      if (!doc || s.control.answer !== 'accept') return jsonAnswer(200, { codigo: 'FAU', descripcion: 'Documento No Recibido por el SII' });
      const [y, m, d] = xmlText(doc, 'FchEmis').split('-');
      const same =
        xmlText(doc, 'RUTEmisor') === `${companyNum}-${companyDv}` && xmlText(doc, 'RUTRecep') === `${q.get('rut_receptor')}-${q.get('dv_receptor')}` &&
        `${d}-${m}-${y}` === q.get('fechaEmision') && xmlText(doc, 'MntTotal') === q.get('monto');
      return jsonAnswer(200, same ? { codigo: 'DOK', descripcion: 'Documento Recibido por el SII. Datos Coinciden con los Registrados' } : { codigo: 'DNK', descripcion: 'Documento Recibido por el SII pero Datos NO Coinciden con los registrados' });
    }
    throw new Problem(`no SII boleta service call ${r.method} ${r.path}`);
  };
  return { handler, credentials };
}

/**
 * The stand-ins' test certificate authority (tests only): it issues the stand-in's own TLS
 * certificate (127.0.0.1) and the company certificates a mutual-TLS stand-in accepts. `file` holds
 * its PEM for TD_SUBMISSION_CA_FILE, so the carrier trusts the stand-in.
 */
export interface StandInCa {
  pem: string;
  file: string;
  /** A certificate and key issued by this CA to a company (what the company uploads as .p12). */
  issue(commonName: string): { certificatePem: string; privateKeyPem: string };
  /** The same, issued by an intermediate CA the root signed (as FNMT's user certificates are): `chainPem` is that intermediate. */
  issueViaIntermediate(commonName: string): { certificatePem: string; privateKeyPem: string; chainPem: string };
  server: { certificatePem: string; privateKeyPem: string };
}
let ca: StandInCa | undefined;
export function standInCa(): StandInCa {
  if (ca) return ca;
  const make = (cn: string, issuer: { cert: forge.pki.Certificate; keyPem: string } | null, extensions: object[]) => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
    const cert = forge.pki.createCertificate();
    cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
    cert.serialNumber = randomBytes(8).toString('hex').replace(/^[89a-f]/, '1');
    cert.validity.notBefore = new Date('2026-01-01T00:00:00Z');
    cert.validity.notAfter = new Date('2030-01-01T00:00:00Z');
    const subject = [
      { name: 'commonName', value: cn },
      { name: 'organizationName', value: 'TradeDesk Tests' },
      { name: 'countryName', value: 'ES' },
    ];
    cert.setSubject(subject);
    cert.setIssuer(issuer ? issuer.cert.subject.attributes : subject);
    cert.setExtensions(extensions);
    cert.sign(forge.pki.privateKeyFromPem(issuer?.keyPem ?? privateKey), forge.md.sha256.create());
    return { cert, certificatePem: forge.pki.certificateToPem(cert), privateKeyPem: privateKey };
  };
  const root = make('TradeDesk Test CA', null, [{ name: 'basicConstraints', cA: true, critical: true }, { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true }]);
  const issuer = { cert: root.cert, keyPem: root.privateKeyPem };
  const server = make('127.0.0.1', issuer, [{ name: 'basicConstraints', cA: false }, { name: 'extKeyUsage', serverAuth: true }, { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }, { type: 2, value: 'localhost' }] }]);
  const file = join(mkdtempSync(join(tmpdir(), 'td-stand-in-ca-')), 'ca.pem');
  writeFileSync(file, root.certificatePem);
  const clientExtensions = [{ name: 'basicConstraints', cA: false }, { name: 'keyUsage', digitalSignature: true, keyEncipherment: true }, { name: 'extKeyUsage', clientAuth: true }];
  let intermediate: ReturnType<typeof make> | undefined;
  ca = {
    pem: root.certificatePem,
    file,
    server: { certificatePem: server.certificatePem, privateKeyPem: server.privateKeyPem },
    issue: (cn) => {
      const c = make(cn, issuer, clientExtensions);
      return { certificatePem: c.certificatePem, privateKeyPem: c.privateKeyPem };
    },
    issueViaIntermediate: (cn) => {
      intermediate ??= make('TradeDesk Test Users CA', issuer, [{ name: 'basicConstraints', cA: true, critical: true }, { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true }]);
      const c = make(cn, { cert: intermediate.cert, keyPem: intermediate.privateKeyPem }, clientExtensions);
      return { certificatePem: c.certificatePem, privateKeyPem: c.privateKeyPem, chainPem: intermediate.certificatePem };
    },
  };
  return ca;
}

const FACTORIES: Record<SubmissionOffice, () => { handler: Handler; credentials: Record<string, string>; mutualTls?: true }> = { ksef, nav, verifactu, sunat, sri, anaf, szamlazz, smartbill, sii };

/** Starts the stand-in of an office on 127.0.0.1 (a free port). Point the setup's address at `url`. */
export async function startStandIn(office: SubmissionOffice, control: Partial<StandInControl> = {}): Promise<StandIn> {
  const { handler, credentials, mutualTls } = FACTORIES[office]();
  const hanging = new Set<ServerResponse>();
  const state: StandIn = {
    office,
    url: '',
    control: { answer: 'accept', rejectCode: '450', rejectMessage: 'rejected by the stand-in', hangNext: 0, processingPolls: 0, accessExpiresIn: 90 * 86400, ...control },
    requests: [],
    grants: [],
    signers: [],
    received: [],
    problems: [],
    credentials,
    close: async () => {
      for (const res of hanging) res.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
  const hang = () => {
    if (state.control.hangNext <= 0) return false;
    state.control.hangNext--;
    return true;
  };
  const serve = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    state.requests.push({ method: req.method ?? '', path: url.pathname });
    try {
      const peer = mutualTls ? (req.socket as TLSSocket).getPeerCertificate() : undefined;
      const answer = await handler({ method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body: Buffer.concat(chunks), clientCertificate: peer?.subject ? String(peer.subject.CN) : undefined }, state, hang);
      if (answer === 'hang') {
        hanging.add(res);
        return;
      }
      res.writeHead(answer.status, answer.headers ?? {});
      res.end(answer.body);
    } catch (e) {
      const message = e instanceof Problem ? e.message : `stand-in error: ${(e as Error).stack}`;
      state.problems.push(`${req.method} ${url.pathname}: ${message}`);
      res.writeHead(400, { 'content-type': 'text/plain' });
      res.end(message);
    }
  };
  // Mutual TLS: the handshake itself refuses a client without a certificate of the test CA.
  const server: Server = mutualTls
    ? createHttpsServer({ cert: standInCa().server.certificatePem, key: standInCa().server.privateKeyPem, ca: standInCa().pem, requestCert: true, rejectUnauthorized: true }, serve)
    : createServer(serve);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  state.url = `${mutualTls ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}

/** The base URL to save in the setup for this office's stand-in (the adapters add their documented paths). */
export function standInBaseUrl(s: StandIn): string {
  switch (s.office) {
    case 'ksef':
      return `${s.url}/v2`;
    case 'nav':
      return `${s.url}/invoiceService/v3`;
    case 'szamlazz':
      return `${s.url}/szamla`;
    case 'smartbill':
      return `${s.url}/SBORO/api`;
    case 'sunat':
      return `${s.url}/ol-ti-itcpfegem-beta`;
    case 'anaf':
      return `${s.url}/test/FCTEL/rest`;
    default:
      return s.url;
  }
}
