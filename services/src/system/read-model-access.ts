import { Injectable } from '@nestjs/common';
import { ROLE_ROOT } from '@tradedesk/contracts/identity/identity';
import { ModulesContainer } from '@nestjs/core';
import { allowed } from '../platform/http/auth.guard.js';
import type { Access } from '../platform/http/endpoint.js';
import { routesOf } from '../platform/http/routes-of.js';
import type { Session } from '../platform/http/request-context.js';

/**
 * Who may be told that a read model changed: whoever may call an endpoint that answers from it.
 * Derived from every controller's @Endpoint `readModels` + `access`, so the HTTP rules stay the one
 * source of truth; an endpoint with `live: false` (a count) does not open its read models. A read
 * model no endpoint serves (sessions, sign-in attempts...) reaches Root only.
 */
export function readModelRules(modules: ModulesContainer): Map<string, Access[]> {
  const rules = new Map<string, Access[]>();
  for (const { opts } of routesOf(modules)) {
    if (!opts?.readModels?.length || opts.live === false) continue;
    for (const rm of opts.readModels) rules.set(rm, [...(rules.get(rm) ?? []), opts.access]);
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
