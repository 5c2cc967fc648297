import type { LoggerService } from '@nestjs/common';
import type { pino } from 'pino';

/**
 * Nest's own start-up chatter: one line per module ("InstanceLoader") and one per route
 * ("RouterExplorer": 200 and more). Useful when a route seems missing, noise on every start: it goes
 * to debug (LOG_LEVEL=debug shows the route map); main.ts prints the few lines a person needs.
 */
export const NEST_BOOT_CONTEXTS: ReadonlySet<string> = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'WebSocketsController',
  'NestApplication',
]);

const text = (message: unknown) => (typeof message === 'string' ? message : message instanceof Error ? message.message : JSON.stringify(message));
/** Nest passes the context as the last of the optional parameters. */
const contextOf = (params: unknown[]) => {
  const last = params[params.length - 1];
  return typeof last === 'string' ? last : undefined;
};

/** Nest's logger interface onto the app's pino logger (JSON lines, LOG_LEVEL), boot chatter at debug. */
export function nestLogger(log: pino.Logger): LoggerService {
  return {
    log(message: unknown, ...params: unknown[]) {
      const context = contextOf(params);
      if (context && NEST_BOOT_CONTEXTS.has(context)) log.debug({ context }, text(message));
      else log.info({ context }, text(message));
    },
    error(message: unknown, ...params: unknown[]) {
      // (message, stack?, context?)
      const context = contextOf(params);
      const stack = params.length > 1 && typeof params[0] === 'string' ? params[0] : undefined;
      log.error({ context, ...(stack ? { stack } : {}) }, text(message));
    },
    warn(message: unknown, ...params: unknown[]) {
      log.warn({ context: contextOf(params) }, text(message));
    },
    debug(message: unknown, ...params: unknown[]) {
      log.debug({ context: contextOf(params) }, text(message));
    },
    verbose(message: unknown, ...params: unknown[]) {
      log.trace({ context: contextOf(params) }, text(message));
    },
    fatal(message: unknown, ...params: unknown[]) {
      log.fatal({ context: contextOf(params) }, text(message));
    },
  };
}
