import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import type { ModulesContainer } from '@nestjs/core';
import { ENDPOINT, type EndpointOptions } from './endpoint.js';

/** One route Nest serves: method, full path (with the global prefix), its path parameters and @Endpoint options. */
export interface RouteInfo {
  method: string;
  path: string;
  params: string[];
  /** Undefined for a route without @Endpoint (the AuthGuard refuses it). */
  opts: EndpointOptions | undefined;
}

const asList = (v: string | string[] | undefined) => (v === undefined ? [''] : Array.isArray(v) ? v : [v]);
const joinPath = (...parts: string[]) => '/' + parts.flatMap((p) => p.split('/')).filter(Boolean).join('/');

/**
 * Every route of every controller Nest registered, read from the decorators' metadata: the one
 * list that upload limits, live-push access, the route-access test and the fuzz test start from.
 * Sorted by path, then method.
 */
export function routesOf(modules: ModulesContainer, prefix = 'be'): RouteInfo[] {
  const out: RouteInfo[] = [];
  for (const mod of modules.values()) {
    for (const wrapper of mod.controllers.values()) {
      const ctrl = wrapper.metatype as (new (...a: unknown[]) => unknown) | null;
      if (!ctrl) continue;
      for (const name of Object.getOwnPropertyNames(ctrl.prototype)) {
        const handler = (ctrl.prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function' || name === 'constructor') continue;
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (paths === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const opts = Reflect.getMetadata(ENDPOINT, handler) as EndpointOptions | undefined;
        for (const base of asList(Reflect.getMetadata(PATH_METADATA, ctrl))) {
          for (const p of asList(paths)) {
            const path = joinPath(prefix, base, p);
            out.push({ method, path, params: [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!), opts });
          }
        }
      }
    }
  }
  return out.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}
