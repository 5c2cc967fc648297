import { ErrorCode } from '@tradedesk/contracts/platform/envelope';
import type { Request } from 'express';
import { ApiException } from './errors.js';

/**
 * Deepest nesting of arrays/objects a JSON body may have. Every body the API reads is a few levels
 * deep; a deeper one is an attack on whatever walks it later (zod, JSONB's recursive parser).
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Why a string cannot be stored: PostgreSQL refuses NUL in text and JSONB, and JSONB refuses a
 * lone UTF-16 surrogate (JSON.stringify writes it as "\ud800"). Both answered 500 from deep inside
 * SQL; they are refused here, before anything reads them.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
function flaw(s: string): string | null {
  if (s.includes('\u0000')) return 'contains a NUL character (\\u0000)';
  if (LONE_SURROGATE.test(s)) return 'contains a lone UTF-16 surrogate (not valid Unicode)';
  return null;
}

const refuse = (where: string, problem: string, path = where) =>
  new ApiException(400, ErrorCode.ValidationFailed, `Invalid ${where}: ${problem}.`, [{ path, message: problem }]);

/** Walks a parsed value without recursion (depth is bounded here, not by the call stack). */
export function checkValue(value: unknown, where: string): void {
  const stack: { v: unknown; path: string; depth: number }[] = [{ v: value, path: '', depth: 0 }];
  while (stack.length) {
    const { v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      const f = flaw(v);
      if (f) throw refuse(where, `${path || '(value)'} ${f}`, path || where);
    } else if (v !== null && typeof v === 'object') {
      if (depth >= MAX_JSON_DEPTH) throw refuse(where, `nested deeper than ${MAX_JSON_DEPTH} levels`, path || where);
      for (const [k, child] of Object.entries(v)) {
        const f = flaw(k);
        if (f) throw refuse(where, `a field name ${f}`, path || where);
        stack.push({ v: child, path: path ? `${path}.${k}` : k, depth: depth + 1 });
      }
    }
  }
}

/** Percent-decodes one part of a URL; bytes that are not UTF-8 (e.g. an encoded surrogate) are refused. */
function decodePart(raw: string, where: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw refuse(where, 'the percent-encoding is not valid UTF-8');
  }
}

/**
 * One check for every /be request, after the JSON parser and before routing, guards and handlers:
 * the decoded path segments, the query (names and values, read from the raw query string so that
 * bytes the query parser would quietly replace are seen) and the parsed body.
 */
export function refuseHostileInput(req: Pick<Request, 'originalUrl' | 'url' | 'body'>): void {
  const url = req.originalUrl ?? req.url;
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  for (const segment of path.split('/')) {
    const f = flaw(decodePart(segment, 'path'));
    if (f) throw refuse('path', `a path segment ${f}`);
  }
  if (q >= 0) {
    for (const pair of url.slice(q + 1).split('&')) {
      for (const part of pair.split('=')) {
        const f = flaw(decodePart(part.replace(/\+/g, ' '), 'query'));
        if (f) throw refuse('query', `a query parameter ${f}`);
      }
    }
  }
  if (req.body !== undefined) checkValue(req.body, 'request body');
}

/** application/json and the structured-syntax suffix types (application/merge-patch+json, ...). */
export const JSON_TYPES = ['application/json', 'application/*+json'];
const JSON_TYPE = /^application\/(?:json|[\w.!#$&^-]+\+json)\s*(?:;|$)/i;
/**
 * What a browser may send cross-site without asking first (a CORS "simple" request: a plain HTML
 * form, or fetch in no-cors mode). A cookie rides along, so these are the shape of a forged request.
 */
const FORM_TYPE = /^(?:text\/plain|application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i;

function carriesBody(req: Pick<Request, 'headers'>): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length.trim() !== '0');
}

/**
 * 415 for a request whose body the endpoint would not read as sent: an endpoint with a JSON body
 * takes JSON only (anything else used to be read as an empty body and acted on); no endpoint takes
 * a body without a Content-Type, or a form/plain-text one. File uploads (their own Content-Type)
 * and body-less calls without a Content-Type (logout, disable) pass. GET and HEAD bodies are ignored.
 */
export function assertBodyEncoding(req: Pick<Request, 'method' | 'headers'>, takesJson: boolean, uploadTypes: readonly string[] = []): void {
  if (req.method === 'GET' || req.method === 'HEAD') return;
  const type = req.headers['content-type']?.trim();
  if (!type) {
    if (carriesBody(req)) throw unsupported(takesJson);
    return;
  }
  // An upload route also takes the file's bytes under the types it declares (`upload.types`).
  const mime = type.split(';')[0]!.trim().toLowerCase();
  if (uploadTypes.some((t) => t.toLowerCase() === mime)) return;
  if (takesJson ? !JSON_TYPE.test(type) : FORM_TYPE.test(type)) throw unsupported(takesJson);
}

const unsupported = (takesJson: boolean) =>
  new ApiException(
    415,
    ErrorCode.UnsupportedMediaType,
    takesJson
      ? 'Send the request body as JSON (Content-Type: application/json).'
      : 'This endpoint does not take a form or plain-text body; send JSON (Content-Type: application/json), or the file with its own Content-Type.',
  );
