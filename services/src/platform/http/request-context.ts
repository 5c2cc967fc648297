import { AsyncLocalStorage } from 'node:async_hooks';

export interface Session {
  userId: string;
  username: string;
  roles: string[];
  /** page name -> allowed */
  pages: Record<string, boolean>;
  isBoss: boolean;
  tokenId: string;
  language: string;
}

export interface RequestContext {
  correlationId: string;
  session?: Session;
  /** Fingerprint of a request that names a command id (request-fingerprint.ts). */
  requestHash?: string;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

export function currentCorrelationId(): string | undefined {
  return requestContext.getStore()?.correlationId;
}

export function currentRequestHash(): string | undefined {
  return requestContext.getStore()?.requestHash;
}
