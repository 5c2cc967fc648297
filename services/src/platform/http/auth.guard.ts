import { type CanActivate, type ExecutionContext, Injectable, Optional } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ENDPOINT, type EndpointOptions, isPosAccess } from './endpoint.js';
import { forbidden, unauthenticated } from './errors.js';
import { requestContext, type Session } from './request-context.js';

/** Implemented by the identity context: token -> session, or null when unknown/expired/revoked. */
export abstract class SessionResolver {
  abstract resolve(token: string): Promise<Session | null>;
}

/** What a till call is made from: the device, its register, and (on 'pos-cashier' routes) the cashier's PIN session. */
export interface TillContext {
  deviceId: string;
  deviceName: string;
  registerId: string;
  /** Set on 'pos-cashier' routes. */
  cashier?: { employeeId: string; name: string; posSessionId: string };
}

/**
 * Implemented by the pos context: device token (and PIN session token) -> the till, or an
 * ApiException saying why not (unknown device 401, revoked device 403, no PIN session 401).
 */
export abstract class TillResolver {
  abstract resolve(headers: Request['headers'], needsCashier: boolean): Promise<TillContext>;
}

export const TOKEN_COOKIE = 'Admin-Token';

/**
 * The session token: header X-Auth-Token, else the cookie. Never from the URL: a token in an
 * address ends up in proxy and access logs, browser history and the Referer of every link. A token
 * in a page's route or query is the browser's (/token/:token, ?token=, docs/shell.md "Access
 * guard"): the app's guard turns it into the cookie and takes it out of the address before any API
 * call.
 */
export function tokenOf(req: Pick<Request, 'headers'>): string | null {
  const h = req.headers['x-auth-token'];
  if (typeof h === 'string' && h) return h;
  const cookie = req.headers.cookie;
  if (cookie) {
    for (const part of cookie.split(';')) {
      const [k, ...v] = part.trim().split('=');
      if (k === TOKEN_COOKIE && v.length) return safeDecode(v.join('='));
    }
  }
  return null;
}

function safeDecode(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}

/** Root passes every rule; otherwise a listed role, or an Accessable page privilege. */
export function allowed(session: Pick<Session, 'roles' | 'pages'>, access: EndpointOptions['access']): boolean {
  if (access === 'public' || access === 'session') return true;
  // The till's routes take a device token, not a user session (even Root's).
  if (isPosAccess(access)) return false;
  if (session.roles.includes('Root')) return true;
  if (access.roles?.some((r) => session.roles.includes(r))) return true;
  const pages = typeof access.page === 'string' ? [access.page] : (access.page ?? []);
  if (pages.some((p) => session.pages[p])) return true;
  return false;
}

/**
 * Checks the session and the roles / page privileges of EVERY route on the server. A route
 * without an @Endpoint access rule is refused: forgetting the rule must not open the route.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionResolver,
    @Optional() private readonly tills?: TillResolver,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    if (ctx.getType() !== 'http') return true;
    const opts = this.reflector.get<EndpointOptions | undefined>(ENDPOINT, ctx.getHandler());
    const req = ctx.switchToHttp().getRequest();
    if (!opts) throw forbidden('Access Denied');
    if (isPosAccess(opts.access)) {
      if (!this.tills) throw forbidden('Access Denied');
      const till = await this.tills.resolve(req.headers, opts.access === 'pos-cashier');
      req.till = till;
      if (till.cashier) {
        // The cashier acts as the employee they are: their id is the events' "who" and keys their command ids.
        const session: Session = { userId: till.cashier.employeeId, username: till.cashier.name, roles: [], pages: {}, isBoss: false, tokenId: till.cashier.posSessionId, language: '' };
        req.session = session;
        const store = requestContext.getStore();
        if (store) store.session = session;
      }
      return true;
    }
    const token = tokenOf(req);
    const session = token ? await this.sessions.resolve(token) : null;
    if (session) {
      req.session = session;
      const store = requestContext.getStore();
      if (store) store.session = session;
    }
    if (opts.access === 'public') return true;
    if (!session) throw unauthenticated(token ? 'Your session has expired or was signed out; please sign in again.' : undefined);
    if (!allowed(session, opts.access)) throw forbidden('Access Denied');
    return true;
  }
}
