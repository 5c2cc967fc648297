import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { type ApiError, ErrorCode, type Envelope, type ErrorParam } from '@tradedesk/contracts/platform/envelope';
import type { Request, Response } from 'express';
import { ProjectionRefusal } from '@tradedesk/projections/platform/projector';
import { CommandIdReusedError, ConcurrencyError, DomainError } from '../event-store/errors.js';
import { ApiException } from './errors.js';
import { currentCorrelationId } from './request-context.js';

interface Mapped {
  status: number;
  code: number;
  message: string;
  reason?: string;
  details?: { path: string; message: string }[];
  params?: Record<string, ErrorParam>;
}

const isScalar = (v: unknown): v is string | number | boolean | null =>
  v === null || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));

/**
 * The values a refusal names, as plain JSON for the envelope's `error.params` (docs/api.md): the
 * browser fills them into the translated sentence. Anything else (objects, decimals as objects,
 * undefined) is left out rather than sent half-serialised.
 */
export function jsonParams(params: Record<string, unknown> | undefined): Record<string, ErrorParam> | undefined {
  if (!params) return undefined;
  const out: Record<string, ErrorParam> = {};
  for (const [key, value] of Object.entries(params)) {
    if (isScalar(value)) out[key] = value;
    else if (Array.isArray(value) && value.every(isScalar)) out[key] = value;
    else if (value !== null && typeof value === 'object' && typeof (value as { toFixed?: unknown }).toFixed === 'function') out[key] = String(value);
  }
  return Object.keys(out).length ? out : undefined;
}

/** Maps every failure to the envelope with a meaningful HTTP status; a client's mistake is never a 5xx. */
export function mapError(e: unknown, req?: Pick<Request, 'method' | 'originalUrl'>): Mapped {
  if (e instanceof ApiException) return { status: e.httpStatus, code: e.code, message: e.message, details: e.details, reason: e.reason, params: jsonParams(e.params) };
  // A client names the version it edited; when the stream has no events at all the document it
  // means does not exist (wrong or made-up id), which is a 404, not "changed by someone else".
  if (e instanceof ConcurrencyError && e.actual === 0 && e.expected !== null && e.expected > 0) {
    return { status: 404, code: ErrorCode.NotFound, message: 'No such document: nothing exists under this id.', reason: 'not_found' };
  }
  if (e instanceof ConcurrencyError) return { status: 409, code: ErrorCode.Conflict, message: e.message, reason: 'version_conflict' };
  if (e instanceof CommandIdReusedError) return { status: 409, code: ErrorCode.DuplicateCommand, message: e.message, reason: 'command_id_reused' };
  if (e instanceof ProjectionRefusal) {
    return { status: e.httpStatus, code: e.httpStatus === 409 ? ErrorCode.Conflict : ErrorCode.DomainRuleViolated, message: e.message, reason: e.reason, params: jsonParams(e.params) };
  }
  if (e instanceof DomainError) {
    const code = e.httpStatus === 404 ? ErrorCode.NotFound : e.httpStatus === 409 ? ErrorCode.Conflict : e.httpStatus === 429 ? ErrorCode.TooManyRequests : e.httpStatus === 401 ? ErrorCode.Unauthenticated : e.httpStatus === 403 ? ErrorCode.Forbidden : ErrorCode.DomainRuleViolated;
    // A rule about one field names it the way validation does, so a form can mark that field.
    const field = typeof e.params.field === 'string' ? e.params.field : undefined;
    return { status: e.httpStatus, code, message: e.message, reason: e.code, params: jsonParams(e.params), ...(field ? { details: [{ path: field, message: e.message }] } : {}) };
  }
  const bodyErr = e as { type?: string; status?: number; limit?: number };
  // Errors raised by the JSON body parser before any handler runs.
  switch (bodyErr?.type) {
    case 'entity.parse.failed':
      return { status: 400, code: ErrorCode.MalformedJson, message: 'The request body is not valid JSON.' };
    case 'entity.too.large':
      return { status: 413, code: ErrorCode.PayloadTooLarge, message: `The request body is larger than the ${bodyErr.limit ?? ''} bytes allowed.`.replace('  ', ' ') };
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return { status: 415, code: ErrorCode.UnsupportedMediaType, message: 'The request body encoding is not supported; send UTF-8 JSON.' };
    case 'request.aborted':
      return { status: 400, code: ErrorCode.ValidationFailed, message: 'The request was aborted by the client.' };
  }
  if (e instanceof HttpException) {
    const status = e.getStatus();
    if (status === 404) return { status, code: ErrorCode.RouteNotFound, message: `No such endpoint: ${req?.method ?? ''} ${req?.originalUrl ?? ''}`.trim() };
    const code = status === 401 ? ErrorCode.Unauthenticated : status === 403 ? ErrorCode.Forbidden : status === 413 ? ErrorCode.PayloadTooLarge : status === 429 ? ErrorCode.TooManyRequests : status < 500 ? ErrorCode.ValidationFailed : ErrorCode.Internal;
    return { status, code, message: e.message };
  }
  if (typeof bodyErr?.status === 'number' && bodyErr.status >= 400 && bodyErr.status < 500) {
    return { status: bodyErr.status, code: ErrorCode.ValidationFailed, message: String((e as Error).message) };
  }
  return { status: 500, code: ErrorCode.Internal, message: `Internal error; it has been logged (reference ${currentCorrelationId() ?? 'n/a'}).` };
}

/** The envelope's `error` of a mapped failure: only the parts it has. */
export const envelopeError = (m: Mapped): ApiError => ({
  code: m.code,
  message: m.message,
  ...(m.reason ? { reason: m.reason } : {}),
  ...(m.details ? { details: m.details } : {}),
  ...(m.params ? { params: m.params } : {}),
});

@Catch()
export class EnvelopeExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('http');

  catch(e: unknown, host: ArgumentsHost) {
    const ctx = host.switchToHttp();
    const req = ctx.getRequest<Request>();
    const res = ctx.getResponse<Response>();
    const m = mapError(e, req);
    if (m.status >= 500) this.logger.error(`${req.method} ${req.originalUrl} failed: ${(e as Error)?.stack ?? String(e)}`);
    const body: Envelope<null> = {
      status: m.status,
      data: null,
      error: envelopeError(m),
    };
    if (res.headersSent) return;
    res.status(m.status).json(body);
  }
}
