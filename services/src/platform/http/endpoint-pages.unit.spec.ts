import 'reflect-metadata';
import { isRouteName } from '@tradedesk/contracts/platform/route-names';
import { MODULE_METADATA } from '@nestjs/common/constants.js';
import { AppModule } from '../../app.module.js';
import type { Platform } from '../platform.js';
import { ENDPOINT, type EndpointOptions } from './endpoint.js';

type Ctor = new (...args: never[]) => unknown;

/** Every controller the API registers, found by walking the module tree as Nest does. */
function controllersOf(root: unknown, seen = new Set<unknown>()): Ctor[] {
  if (!root || seen.has(root)) return [];
  seen.add(root);
  const dynamic = typeof root === 'object' ? (root as { module?: Ctor; imports?: unknown[]; controllers?: Ctor[] }) : null;
  const cls = (dynamic ? dynamic.module : root) as Ctor | undefined;
  const meta = (key: string) => ((cls && Reflect.getMetadata(key, cls)) ?? []) as unknown[];
  const controllers = [...(dynamic?.controllers ?? []), ...(meta(MODULE_METADATA.CONTROLLERS) as Ctor[])];
  const imports = [...(dynamic?.imports ?? []), ...meta(MODULE_METADATA.IMPORTS)];
  return [...controllers, ...imports.flatMap((m) => controllersOf(m, seen))];
}

/** The page names of every @Endpoint access rule, as the guard reads them at run time. */
function endpointPages(): { where: string; page: unknown }[] {
  const out: { where: string; page: unknown }[] = [];
  for (const ctrl of new Set(controllersOf(AppModule.forPlatform({} as Platform)))) {
    for (const method of Object.getOwnPropertyNames(ctrl.prototype)) {
      const handler = (ctrl.prototype as Record<string, unknown>)[method];
      if (typeof handler !== 'function') continue;
      const access = (Reflect.getMetadata(ENDPOINT, handler) as EndpointOptions | undefined)?.access;
      if (!access || typeof access !== 'object' || access.page === undefined) continue;
      for (const page of typeof access.page === 'string' ? [access.page] : access.page) out.push({ where: `${ctrl.name}.${method}`, page });
    }
  }
  return out;
}

describe('page names of the access rules', () => {
  it('finds the endpoints of every context', () => {
    const found = endpointPages();
    expect(found.length).toBeGreaterThan(50);
    expect(new Set(found.map((f) => f.where.split('.')[0])).size).toBeGreaterThan(10);
  });

  it('every page an endpoint grants is a route of the browser app (a typo would grant nobody)', () => {
    expect(endpointPages().filter((f) => !isRouteName(f.page)).map((f) => `${f.where}: ${String(f.page)}`)).toEqual([]);
  });
});
