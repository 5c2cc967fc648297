import { Injectable } from '@nestjs/common';
import { ROLE_ROOT } from '@tradedesk/contracts/identity/identity';
import { ModulesContainer } from '@nestjs/core';
import { allowed } from '../platform/http/auth.guard.js';
import { type Access, ENDPOINT, type EndpointOptions } from '../platform/http/endpoint.js';
import type { Session } from '../platform/http/request-context.js';

/**
 * Who may be told that a read model changed: whoever may call an endpoint that answers from it.
 * Derived from every controller's @Endpoint `readModels` + `access`, so the HTTP rules stay the one
 * source of truth; an endpoint with `live: false` (a count) does not open its read models. A read
 * model no endpoint serves (sessions, sign-in attempts...) reaches Root only.
 */
export function readModelRules(modules: ModulesContainer): Map<string, Access[]> {
  const rules = new Map<string, Access[]>();
  for (const mod of modules.values()) {
    for (const wrapper of mod.controllers.values()) {
      const proto = (wrapper.metatype as { prototype?: Record<string, unknown> } | null)?.prototype;
      if (!proto) continue;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const handler = proto[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const opts = Reflect.getMetadata(ENDPOINT, handler) as EndpointOptions | undefined;
        if (!opts?.readModels?.length || opts.live === false) continue;
        for (const rm of opts.readModels) rules.set(rm, [...(rules.get(rm) ?? []), opts.access]);
      }
    }
  }
  return rules;
}

@Injectable()
export class ReadModelAccess {
  private rules: Map<string, Access[]> | null = null;

  constructor(private readonly modules: ModulesContainer) {}

  /** The access rules of the endpoints serving `readModel` (empty: Root only). */
  rulesFor(readModel: string): readonly Access[] {
    this.rules ??= readModelRules(this.modules);
    return this.rules.get(readModel) ?? [];
  }

  mayRead(session: Pick<Session, 'roles' | 'pages'>, readModel: string): boolean {
    if (session.roles.includes(ROLE_ROOT)) return true;
    return this.rulesFor(readModel).some((rule) => allowed(session, rule));
  }
}
