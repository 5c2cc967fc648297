import type { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { base64Length } from '@tradedesk/contracts/platform/uploads';
import express, { type NextFunction, type Request, type Response } from 'express';
import { routesOf } from './routes-of.js';

/** Room for the JSON fields beside a base64 `file` (mode, commandId, fileName...). */
const JSON_OVERHEAD = 64 * 1024;

interface UploadRoute {
  method: string;
  pattern: RegExp;
  jsonLimit: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every route whose @Endpoint declares an upload, with the JSON body size its file needs. */
export function uploadRoutes(app: INestApplication, prefix: string): UploadRoute[] {
  return routesOf(app.get(ModulesContainer), prefix).flatMap(({ method, path, opts }) => {
    if (!opts?.upload) return [];
    const source = path.split('/').filter(Boolean).map((p) => (p.startsWith(':') ? '[^/]+' : escape(p))).join('/');
    return [{ method, pattern: new RegExp(`^/${source}/?$`, 'i'), jsonLimit: base64Length(opts.upload.limit.maxBytes) + JSON_OVERHEAD }];
  });
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
