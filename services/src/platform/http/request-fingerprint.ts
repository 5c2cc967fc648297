import { createHash } from 'node:crypto';
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { stringify } from 'safe-stable-stringify';
import { requestContext } from './request-context.js';

/** Query parameters that say how to answer, not what to do. */
const NOT_PART_OF_THE_REQUEST = new Set(['commandId', 'waitFor', 'token', '_t']);

/** The parts of an HTTP request a fingerprint reads (an express Request has them). */
export interface FingerprintedRequest {
  method: string;
  path: string;
  route?: { path?: unknown };
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

function withoutCommandId(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value) || Buffer.isBuffer(value)) return value;
  const { commandId: _c, ...rest } = value as Record<string, unknown>;
  return rest;
}

/**
 * What a command id stands for: method, route (the pattern, so /products/:id), path parameters,
 * query and body in canonical JSON (keys sorted), without the command id itself and without
 * parameters that only shape the answer. A retry of the same request has the same fingerprint
 * whatever the key order of its JSON; another body or another endpoint has another one.
 * `bytes`: an upload's body read by the handler itself (the JSON parser leaves it alone).
 */
export function requestFingerprint(req: FingerprintedRequest, bytes?: Buffer): string {
  const query = Object.fromEntries(Object.entries(req.query ?? {}).filter(([k]) => !NOT_PART_OF_THE_REQUEST.has(k)));
  const body = bytes ?? withoutCommandId(req.body);
  const parts: object = {
    method: req.method,
    route: typeof req.route?.path === 'string' ? req.route.path : req.path,
    params: req.params ?? {},
    query,
    body: Buffer.isBuffer(body) ? { sha256: createHash('sha256').update(body).digest('hex') } : (body ?? null),
  };
  const canonical = stringify(parts);
  return createHash('sha256').update(canonical).digest('hex');
}

/** The command id a request carries (body or query), if any. */
function commandIdOf(req: Request): unknown {
  const body = req.body as Record<string, unknown> | undefined;
  return (body && typeof body === 'object' && !Buffer.isBuffer(body) ? body.commandId : undefined) ?? req.query?.commandId;
}

/**
 * Fingerprints every request that names a command id, for the store to record with it
 * (envelopeOf hands it on): the same id with another request is then refused, not answered
 * "duplicate" with the new change dropped.
 */
@Injectable()
export class RequestFingerprintInterceptor implements NestInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.getType() === 'http') {
      const req = ctx.switchToHttp().getRequest<Request>();
      const store = requestContext.getStore();
      if (store && commandIdOf(req) !== undefined) store.requestHash = requestFingerprint(req);
    }
    return next.handle();
  }
}
