import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ErrorCode } from '@tradedesk/contracts/platform/envelope';
import { RawJson } from './raw-json.js';
import { ProjectionWaiter } from '@tradedesk/projections/platform/waiter';
import { from, map, mergeMap, type Observable } from 'rxjs';
import { z } from 'zod';
import { ENDPOINT, type EndpointOptions } from './endpoint.js';
import { ApiException } from './errors.js';
import { assertBodyEncoding } from './hostile-input.js';
import { assertBase64Size, checkSheetUpload } from './sheet-upload.js';

/** Longest a query waits for its read models to pass `waitFor`. */
const MAX_WAIT_MS = 5000;
/** Query parameters every endpoint accepts besides its own. */
const COMMON_QUERY = new Set(['waitFor', '_t']);

export function zodDetails(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((i) => ({
    path: i.path.join('.') || (i.code === 'unrecognized_keys' ? (i as any).keys.join(',') : '(body)'),
    message: i.code === 'unrecognized_keys' ? `unknown field(s): ${(i as any).keys.join(', ')}` : i.message,
  }));
}

function validationError(where: string, error: z.ZodError): ApiException {
  const unknown = error.issues.some((i) => i.code === 'unrecognized_keys');
  const details = zodDetails(error);
  return new ApiException(
    400,
    unknown ? ErrorCode.UnknownField : ErrorCode.ValidationFailed,
    `Invalid ${where}: ${details.map((d) => `${d.path}: ${d.message}`).join('; ')}`,
    details,
  );
}

/**
 * Refuses a body the endpoint would not read as sent (415), validates body and query against the
 * endpoint's zod schemas (after the AuthGuard), then, for reads that name their read models,
 * honours `?waitFor=<position>` (read-your-writes).
 */
@Injectable()
export class ValidationInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly waiter: ProjectionWaiter,
  ) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.getType() !== 'http') return next.handle();
    const opts = this.reflector.get<EndpointOptions | undefined>(ENDPOINT, ctx.getHandler());
    const req = ctx.switchToHttp().getRequest();
    const res = ctx.switchToHttp().getResponse();
    const validated: { body?: unknown; query?: unknown } = {};
    if (opts) assertBodyEncoding(req, opts.body !== undefined, opts.upload?.types);
    // An upload's base64 file past the route's limit is 413, before its schema's own max says 400.
    if (opts?.upload && typeof req.body?.file === 'string') assertBase64Size(req.body.file, opts.upload.limit);
    if (opts?.body) {
      // No body validates as {}: required fields are then reported by name.
      const r = opts.body.safeParse(req.body ?? {});
      if (!r.success) throw validationError('request body', r.error);
      validated.body = r.data;
    }
    const rawQuery: Record<string, unknown> = { ...(req.query ?? {}) };
    const waitFor = rawQuery.waitFor;
    for (const k of COMMON_QUERY) delete rawQuery[k];
    if (opts?.query) {
      const r = opts.query.safeParse(rawQuery);
      if (!r.success) throw validationError('query', r.error);
      validated.query = r.data;
    }
    req.validated = validated;
    let wait: Promise<unknown> = Promise.resolve();
    if (waitFor !== undefined && opts?.readModels?.length) {
      if (typeof waitFor !== 'string' || !/^\d{1,19}$/.test(waitFor) || BigInt(waitFor) > 9223372036854775807n) {
        throw new ApiException(400, ErrorCode.ValidationFailed, 'Invalid query: waitFor must be a global position (digits).');
      }
      wait = this.waiter.waitFor(opts.readModels, waitFor, MAX_WAIT_MS).then((reached) => {
        res.setHeader('X-Read-Model-Fresh', reached ? 'yes' : 'no');
      });
    }
    // A JSON upload's file is checked like a raw one (format, zip directory) before the handler.
    const file = (validated.body as { file?: unknown } | undefined)?.file;
    if (opts?.upload && typeof file === 'string') {
      const limit = opts.upload.limit;
      wait = wait.then(() => checkSheetUpload(Buffer.from(file, 'base64'), limit));
    }
    return from(wait).pipe(mergeMap(() => next.handle()));
  }
}

/** Wraps whatever a handler returns in the envelope {status, data, error: null}; `data` given as RawJson goes in as the text it is. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.getType() !== 'http') return next.handle();
    const res = ctx.switchToHttp().getResponse();
    return next.handle().pipe(
      map((data) => {
        if (!(data instanceof RawJson)) return { status: res.statusCode, data: data === undefined ? null : data, error: null };
        res.type('application/json');
        return `{"status":${Number(res.statusCode)},"data":${data.json},"error":null}`;
      }),
    );
  }
}
