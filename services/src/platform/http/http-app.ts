import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { Envelope } from '@tradedesk/contracts/platform/envelope';
import { redactTokens } from '@tradedesk/contracts/platform/redact';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { pino } from 'pino';
import { pinoHttp } from 'pino-http';
import { AppModule } from '../../app.module.js';
import type { Platform } from '../platform.js';
import { envelopeError, mapError } from './exception.filter.js';
import { JSON_TYPES, refuseHostileInput } from './hostile-input.js';
import { nestLogger } from './nest-logger.js';
import { requestContext } from './request-context.js';
import { jsonBodyParser, uploadRoutes } from './upload-routes.js';

/** The till's catalogue feed (pos/till-offline/till-catalogue.controller.ts), compressed at the fastest level. */
const TILL_FEED_PATH = '/be/api/pos/till/catalogue';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../../frontend/dist/', import.meta.url));

function sendError(res: Response, req: Request, e: unknown) {
  const m = mapError(e, req);
  const body: Envelope<null> = { status: m.status, data: null, error: envelopeError(m) };
  res.status(m.status).json(body);
}

/**
 * Security headers of every answer (API, app shell, assets, /be/docs). The CSP is what the built
 * React app needs: its own scripts only (vite emits no inline script); inline styles because
 * ag-grid injects <style> elements (and swagger-ui has inline <style> blocks); images from data:
 * and blob: (grid icons, pictures previewed before upload); the live socket to this server.
 * connect-src names ws:/wss: as well as 'self' because older Safari does not count a same-origin
 * websocket as 'self'. No upgrade-insecure-requests: the app may be served over plain HTTP on a
 * LAN, where upgrading every request would break it.
 */
export const securityHeaders = () =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // /authredirect hands a popup's sign-in over to its opener (window.opener); a same-origin
    // opener policy would cut that link when the popup comes back from the sign-in provider.
    crossOriginOpenerPolicy: false,
    strictTransportSecurity: { maxAge: 180 * 24 * 3600, includeSubDomains: false },
  });

/** Year-long cache for the content-hashed build output, revalidation for everything else. */
export const IMMUTABLE_ASSET = 'public, max-age=31536000, immutable';

/**
 * Vite names everything under assets/ after its content hash, so a browser may keep it for a year
 * without asking; index.html (and the few unhashed files beside it: favicon, robots) is revalidated
 * on every load so a new build is picked up at once.
 */
function webCacheHeaders(res: Response, path: string) {
  const assets = `${sep}assets${sep}`;
  res.setHeader('Cache-Control', path.includes(assets) ? IMMUTABLE_ASSET : 'no-cache');
}

export interface HttpAppOptions {
  logger?: pino.Logger | false;
  /** Serve the built React app at / (default: when frontend/dist exists). */
  webDist?: string | false;
}

/** The API under /be (envelope, validation, OpenAPI at /be/docs, live socket at /be/live) and the React app at /. */
export async function createHttpApp(platform: Platform, opts: HttpAppOptions = {}): Promise<NestExpressApplication> {
  const log = opts.logger === false ? pino({ level: 'silent' }) : (opts.logger ?? pino({ level: platform.config.LOG_LEVEL }));
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forPlatform(platform), {
    bodyParser: false,
    logger: opts.logger === false ? false : nestLogger(log),
    abortOnError: false,
  });
  // An idle kept-alive connection is closed by the client, never by the server first: Node's own
  // clients (and most proxies) drop an idle socket after 5 s, the server's default was also 5 s,
  // and a request sent on a socket the server was closing at that moment failed (ECONNRESET).
  const server = app.getHttpServer() as import('node:http').Server;
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  app.use(securityHeaders());
  app.useWebSocketAdapter(new IoAdapter(app));
  // gzip/brotli for every compressible answer above 1 kB (the app's scripts, styles, index.html, the
  // API's JSON): a shop's line is slow and the built scripts shrink to about a third. The till's
  // catalogue feed (up to 100 MB of JSON on a cold fill) at the fastest level: it shrinks almost as
  // much and the server's CPU is not the fill's limit (docs/pos.md "Offline").
  const everyAnswer = compression();
  const tillFeed = compression({ level: 1, brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } } });
  app.use((req: Request, res: Response, next: NextFunction) => (req.path === TILL_FEED_PATH ? tillFeed : everyAnswer)(req, res, next));

  // Correlation id + structured request log (pino), per request.
  app.use(
    pinoHttp({
      logger: log,
      genReqId: (req, res) => {
        const given = req.headers['x-correlation-id'];
        const id = typeof given === 'string' && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
        res.setHeader('X-Correlation-Id', id);
        return id;
      },
      customProps: (req) => ({ correlationId: req.id }),
      // Method, path and status: a request line, not every header of the answer.
      serializers: { req: (r) => ({ method: r.method, url: redactTokens(String(r.url)) }), res: (r) => ({ statusCode: r.statusCode }) },
      autoLogging: { ignore: (req) => req.url === '/be/api/health' },
    }),
  );
  app.use((req: Request, _res: Response, next: NextFunction) => requestContext.run({ correlationId: String((req as any).id) }, next));

  // JSON bodies only, size-limited (upload routes declaring `upload` get a JSON limit that fits
  // their base64 file, upload-routes.ts); parser failures answer in the envelope (never HTML, never
  // 5xx). Then one check of everything a request carries (NUL, lone surrogates, nesting), before routing.
  const json = jsonBodyParser(platform.config.BODY_LIMIT, uploadRoutes(app, 'be'), JSON_TYPES);
  app.use('/be', (req: Request, res: Response, next: NextFunction) =>
    json(req, res, (err?: unknown) => {
      if (err) return sendError(res, req, err);
      try {
        refuseHostileInput(req);
      } catch (e) {
        return sendError(res, req, e);
      }
      next();
    }),
  );

  // Bull Board for Root (docs/report-jobs.md), only when the jobs are on BullMQ.
  if (platform.queue.kind === 'bullmq') (await import('../queue/bull-board.js')).mountBullBoard(app, platform.queue as import('../queue/bullmq.queue.js').BullmqQueue);

  app.setGlobalPrefix('be', { exclude: [] });

  const doc = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('TradeDesk API')
      .setDescription('Every answer is the envelope {status, data, error:{code, message}}. Send the session token in X-Auth-Token.')
      .setVersion('1')
      .addApiKey({ type: 'apiKey', in: 'header', name: 'X-Auth-Token' }, 'token')
      .build(),
  );
  SwaggerModule.setup('be/docs', app, doc, { jsonDocumentUrl: 'be/docs/openapi.json' });

  const webDist = opts.webDist ?? platform.config.WEB_DIST ?? DEFAULT_WEB_DIST;
  if (webDist && existsSync(join(webDist, 'index.html'))) {
    app.useStaticAssets(webDist, { index: false, setHeaders: webCacheHeaders });
    // Client-side routes (/, /sale/new, /login, ...) get the app shell (HEAD as well: monitors and
    // link checkers ask HEAD /); /be/* stays the API's.
    app.use((req: Request, res: Response, next: NextFunction) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/be/') || req.path === '/be') return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(join(webDist, 'index.html'));
    });
  }
  return app;
}

export async function closeQuietly(app: INestApplication | undefined) {
  await app?.close().catch(() => undefined);
}
