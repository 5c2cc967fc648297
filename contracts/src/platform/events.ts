import { z } from 'zod';

/** Who and why of every event. Times are UTC ISO strings. */
export interface EventMetadata {
  userId: string;
  /** Client-generated id of the command; a retried command with the same id is applied once. */
  commandId: string;
  correlationId: string;
  causationId: string;
  storeId?: string;
  warehouseId?: string;
}

/** An event as a decider produces it: type, payload and the schema version it was written in. */
export interface NewEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
  schemaVersion?: number;
}

/** An event as read from the log. Positions are decimal strings (bigint on the server). */
export interface StoredEvent<T extends string = string, D = any> {
  type: T;
  data: D;
  schemaVersion: number;
  streamId: string;
  streamVersion: number;
  globalPosition: string;
  transactionId: string;
  metadata: EventMetadata;
  recordedAt: string;
}

/** What a command answers: where its events landed, so a screen can wait for read models. */
export interface CommandResult<T = unknown> {
  streamId: string;
  streamVersion: number;
  globalPosition: string;
  /** true when this command id was seen before and the first result is returned again. */
  duplicate: boolean;
  result?: T;
}

export const commandResultSchema = z.object({
  streamId: z.string(),
  streamVersion: z.number().int(),
  globalPosition: z.string(),
  duplicate: z.boolean(),
});

/** Pushed on the /be/live socket after a projection batch commits. */
export interface ReadModelChanged {
  readModel: string;
  ids: string[];
  position: string;
}
