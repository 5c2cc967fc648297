import { formatQuantity } from '@tradedesk/contracts/platform/money';
import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiQuery, ApiSecurity } from '@nestjs/swagger';
import type { RouteName } from '@tradedesk/contracts/platform/route-names';
import { formatBytes, type UploadLimit } from '@tradedesk/contracts/platform/uploads';
import { z } from 'zod';

/** Who may call an endpoint. Checked on the server for every call (docs/api.md: page privileges; a route without a rule is refused). */
export type Access =
  | 'public'
  /** Any signed-in user. */
  | 'session'
  /**
   * The till (docs/pos.md): an authorised device's token (X-Pos-Device), no user session. A user's
   * session, even Root's, does not open these routes.
   */
  | 'pos-device'
  /** The till with a cashier signed in by PIN on that device: device token + PIN session (X-Pos-Session). */
  | 'pos-cashier'
  | {
      /** One of these roles passes (Root always passes). */
      roles?: readonly string[];
      /**
       * Or: the user's page privilege for this page name (or for any of these) is Accessable.
       * Several pages when several screens use one call (every sale screen creates orders), one
       * screen lives under two routes (Supplier and BasicsSupplier), or a hidden page works on its
       * parent's data (WarehouseZoneImport).
       */
      page?: RouteName | readonly RouteName[];
    };

export interface EndpointOptions {
  summary: string;
  access: Access;
  body?: z.ZodType;
  query?: z.ZodType;
  response?: z.ZodType;
  /** Read models the answer comes from: `?waitFor=<position>` waits for them (read-your-writes). */
  readModels?: readonly string[];
  /**
   * false: the answer only summarises its read models (a count), so reading it does not open their
   * live changes (/be/live) to the caller. By default a session receives the changes of every read
   * model some endpoint it may call declares in `readModels`.
   */
  live?: boolean;
  /**
   * A file upload: its limits (raw body, this route's JSON body size for a base64 `file`, the
   * sheet reader) and the Content-Types its raw body may have. Shown in OpenAPI.
   */
  upload?: { limit: UploadLimit; types: readonly string[] };
}

export const ENDPOINT = Symbol('endpoint');

/** A till route: checked by the device token (and the PIN session), never by a user session. */
export const isPosAccess = (a: Access | undefined): a is 'pos-device' | 'pos-cashier' => a === 'pos-device' || a === 'pos-cashier';

function jsonSchema(schema: z.ZodType): Record<string, any> {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, any>;
  } catch {
    return { type: 'object' };
  }
}

function uploadDescription({ limit, types }: NonNullable<EndpointOptions['upload']>): string {
  return (
    `Upload (.xlsx or CSV) limits: the file at most ${formatBytes(limit.maxBytes)} (${types.length ? `as the raw body with Content-Type ${types.join(', ')}, or ` : ''}base64 in the JSON field \`file\`), ` +
    `${formatQuantity(String(limit.maxRows), 'en')} rows below the header, ${limit.maxColumns} columns, an .xlsx unpacking to at most ${formatBytes(limit.maxUncompressedBytes)}. ` +
    'A larger file answers 413 (41301); a file that is neither .xlsx nor CSV text answers 400.'
  );
}

/**
 * One decorator per route: access rule, zod schemas for body and query (validated by the
 * ValidationInterceptor, the same schemas the browser uses from contracts/), and OpenAPI.
 */
export function Endpoint(opts: EndpointOptions) {
  const decorators: (ClassDecorator | MethodDecorator | PropertyDecorator)[] = [SetMetadata(ENDPOINT, opts), ApiOperation({ summary: opts.summary, description: opts.upload && uploadDescription(opts.upload) })];
  if (opts.access !== 'public' && !isPosAccess(opts.access)) decorators.push(ApiSecurity('token'));
  if (opts.body) decorators.push(ApiBody({ schema: jsonSchema(opts.body) as any }));
  if (opts.query) {
    const js = jsonSchema(opts.query);
    for (const [name, prop] of Object.entries<any>(js.properties ?? {})) {
      decorators.push(ApiQuery({ name, required: (js.required ?? []).includes(name), schema: prop }));
    }
  }
  if (opts.readModels?.length) decorators.push(ApiQuery({ name: 'waitFor', required: false, schema: { type: 'string' }, description: 'global position to wait for (read-your-writes)' }));
  const data = opts.response ? jsonSchema(opts.response) : {};
  decorators.push(
    ApiOkResponse({
      schema: {
        type: 'object',
        properties: {
          status: { type: 'integer' },
          data,
          error: { type: 'object', nullable: true, properties: { code: { type: 'integer' }, message: { type: 'string' } } },
        },
      } as any,
    }),
  );
  return applyDecorators(...(decorators as MethodDecorator[]));
}

/** The validated body (after zod parsing: defaults applied, unknown fields refused). */
export const ValidBody = createParamDecorator((_: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest().validated?.body);
/** The validated query. */
export const ValidQuery = createParamDecorator((_: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest().validated?.query);
/** The signed-in session (guaranteed by the AuthGuard for non-public endpoints). */
export const CurrentSession = createParamDecorator((_: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest().session);
/** The till a 'pos-device' or 'pos-cashier' route is called from (set by the AuthGuard). */
export const CurrentTill = createParamDecorator((_: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest().till);
