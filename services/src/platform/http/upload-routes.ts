import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import type { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { base64Length } from '@tradedesk/contracts/platform/uploads';
import express, { type NextFunction, type Request, type Response } from 'express';
import { ENDPOINT, type EndpointOptions } from './endpoint.js';

/** Room for the JSON fields beside a base64 `file` (mode, commandId, fileName...). */
const JSON_OVERHEAD = 64 * 1024;

interface UploadRoute {
  method: string;
  pattern: RegExp;
  jsonLimit: number;
}

const asList = (v: string | string[] | undefined) => (v === undefined ? [''] : Array.isArray(v) ? v : [v]);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every route whose @Endpoint declares an upload, with the JSON body size its file needs. */
export function uploadRoutes(app: INestApplication, prefix: string): UploadRoute[] {
  const out: UploadRoute[] = [];
  for (const mod of app.get(ModulesContainer).values()) {
    for (const wrapper of mod.controllers.values()) {
      const ctrl = wrapper.metatype as (new (...a: unknown[]) => unknown) | null;
      if (!ctrl) continue;
      for (const name of Object.getOwnPropertyNames(ctrl.prototype)) {
        const handler = (ctrl.prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function' || name === 'constructor') continue;
        const upload = (Reflect.getMetadata(ENDPOINT, handler) as EndpointOptions | undefined)?.upload;
        if (!upload) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        for (const base of asList(Reflect.getMetadata(PATH_METADATA, ctrl))) {
          for (const path of asList(Reflect.getMetadata(PATH_METADATA, handler))) {
            const parts = [prefix, base, path].flatMap((p) => p.split('/')).filter(Boolean);
            const source = parts.map((p) => (p.startsWith(':') ? '[^/]+' : escape(p))).join('/');
            out.push({ method, pattern: new RegExp(`^/${source}/?$`, 'i'), jsonLimit: base64Length(upload.limit.maxBytes) + JSON_OVERHEAD });
          }
        }
      }
    }
  }
  return out;
}

/**
 * The JSON body parser: `defaultLimit` for every route but the uploads, which carry a base64 file
 * and get the size their own limit needs (so only those routes accept large bodies).
 */
export function jsonBodyParser(defaultLimit: string, routes: UploadRoute[], type: string[]) {
  const base = express.json({ limit: defaultLimit, strict: true, type });
  const byLimit = new Map<number, ReturnType<typeof express.json>>();
  for (const r of routes) if (!byLimit.has(r.jsonLimit)) byLimit.set(r.jsonLimit, express.json({ limit: r.jsonLimit, strict: true, type }));
  return (req: Request, res: Response, next: NextFunction) => {
    const path = req.originalUrl.split('?')[0];
    const route = routes.find((r) => r.method === req.method && r.pattern.test(path));
    return (route ? byLimit.get(route.jsonLimit)! : base)(req, res, next);
  };
}
