import type { CommandEnvelope } from '../cqrs/command-runtime.js';
import { currentCorrelationId, currentRequestHash, type Session } from './request-context.js';

/** Who is asking and which request: becomes the metadata of every event the command appends. */
export function envelopeOf(s: Session, commandId?: string): CommandEnvelope {
  const correlationId = currentCorrelationId();
  const requestHash = currentRequestHash();
  return { userId: s.userId, commandId, correlationId, causationId: correlationId, ...(requestHash ? { requestHash } : {}) };
}
