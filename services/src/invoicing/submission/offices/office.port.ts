import type { EDocument } from '@tradedesk/contracts/invoicing/e-document';
import type { SubmissionMode, SubmissionOffice } from '@tradedesk/contracts/invoicing/submission';

/** One HTTP exchange as the adapters see it (services/src/invoicing/submission/http.ts carries it). */
export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** Mutual TLS (AEAT): the company's certificate presented as the TLS client certificate. */
  clientCertificate?: ClientCertificate;
}
/** A certificate and its (opened) private key, PEM, as the company uploaded them (docs/invoicing.md). */
export interface ClientCertificate {
  certificatePem: string;
  privateKeyPem: string;
  /** The issuing CAs the uploaded file carried (PEM, issuer first; '' none): sent after the certificate on a mutual-TLS connection. */
  chainPem?: string;
}
export interface HttpResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}
export type HttpCall = (req: HttpRequest) => Promise<HttpResponse>;

/** No answer in time, or the connection broke after the request left: the office may have it. */
export class OfficeUnanswered extends Error {}
/** The request surely did not reach the office's processing (refused connection, 429, 503 with Retry-After). */
export class OfficeUnavailable extends Error {}
/**
 * The TLS handshake failed (the office refused our client certificate, or its own certificate is
 * not trusted): no request reached the office, and sending again without a change fails the same way.
 */
export class OfficeRefusedConnection extends Error {}

/**
 * What an office answered. accepted: final, with the office's id / number; rejected: final, with
 * its message; received: taken for processing, ask `status` with the reference; unknown: the
 * status call does not know the document (it never arrived: sending again is safe).
 */
export type OfficeOutcome =
  | { kind: 'accepted'; officeId: string; message: string }
  | { kind: 'rejected'; code: string; message: string }
  | { kind: 'received'; reference: string }
  | { kind: 'unknown' };

/** The document to send as this office wants it, and the key the office knows it by. */
export interface OfficePayload {
  /** The XML (or JSON for SmartBill) the request carries. */
  content: string;
  fileName: string;
  /** The document's key at the office (invoice number, access key, hash): what a status call asks by. */
  key: string;
  /** For chained records (VeriFactu): this record's fingerprint, the next one's "previous". */
  fingerprint?: string;
  /** NAV: CREATE, MODIFY or STORNO as the generator decided. */
  operation?: string;
}

export interface SubmitContext {
  doc: EDocument;
  payload: OfficePayload;
  mode: Exclude<SubmissionMode, 'off'>;
  /** The office's address for this mode (documented default or the setup's override), no trailing slash. */
  baseUrl: string;
  credentials: Record<string, string>;
  http: HttpCall;
  /** The company's uploaded certificate for offices that authenticate on the TLS connection; null: none uploaded. */
  clientCertificate?: ClientCertificate | null;
  /** The company's uploaded certificate for offices that sign in with it (SII's signed seed); null: none uploaded. */
  certificate?: ClientCertificate | null;
  now: Date;
  newId: () => string;
}

export interface OfficeAdapter {
  office: SubmissionOffice;
  /** The documented addresses. */
  urls: { sandbox: string; production: string };
  /** The office authenticates the company by its certificate on the TLS connection (mutual TLS). */
  clientCertificate?: boolean;
  /** The office signs the company in with its certificate (SII: the signed seed). */
  signsIn?: boolean;
  /** The access token comes from an OAuth2 sign-in (OAUTH_OFFICES); the worker renews it before it expires. */
  oauth?: boolean;
  /** Sends the document once (whatever the steps: token, session, upload). */
  submit(ctx: SubmitContext): Promise<OfficeOutcome>;
  /**
   * Asks the office about the document: by the reference it answered, or (reference null, after a
   * timeout) by the document's key. Absent, or answering null: the office cannot be asked; a
   * timeout then ends as failed ("check at the office before sending again"), never a blind resend.
   */
  status?(ctx: SubmitContext, reference: string | null): Promise<OfficeOutcome | null>;
}

export const credential = (ctx: Pick<SubmitContext, 'credentials'>, name: string): string => {
  const v = ctx.credentials[name];
  if (!v) throw new MissingCredential(name);
  return v;
};
export class MissingCredential extends Error {
  constructor(
    readonly field: string,
    message = `The credential "${field}" is not set in the submission settings.`,
  ) {
    super(message);
  }
}

/** The text of the first element with this local name (any prefix); '' when absent. */
export function xmlText(xml: string, localName: string): string {
  const m = new RegExp(`<(?:[\\w-]+:)?${localName}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w-]+:)?${localName}>`).exec(xml);
  return m ? decodeXml(m[1].trim()) : '';
}
export function xmlTexts(xml: string, localName: string): string[] {
  return [...xml.matchAll(new RegExp(`<(?:[\\w-]+:)?${localName}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w-]+:)?${localName}>`, 'g'))].map((m) => decodeXml(m[1].trim()));
}
/** An attribute of the first element with this local name. */
export function xmlAttr(xml: string, localName: string, attr: string): string {
  const m = new RegExp(`<(?:[\\w-]+:)?${localName}\\s[^>]*?\\b${attr}="([^"]*)"`).exec(xml);
  return m ? decodeXml(m[1]) : '';
}
export const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const decodeXml = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
/** The XML without its declaration, to embed in an envelope. */
export const withoutDeclaration = (xml: string) => xml.replace(/^\s*<\?xml[^?]*\?>\s*/, '');
export const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64');
