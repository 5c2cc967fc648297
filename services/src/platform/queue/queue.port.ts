export type JobState = 'waiting' | 'active' | 'completed' | 'failed' | 'delayed' | 'unknown';

export interface JobStatus {
  id: string;
  name: string;
  state: JobState;
  /** 0..100 */
  progress: number;
  result?: unknown;
  error?: string;
  userId?: string;
  createdAt: string;
  finishedAt?: string;
}

export interface JobContext<D = any> {
  id: string;
  data: D;
  updateProgress(percent: number): Promise<void>;
}

export type Processor<D = any, R = unknown> = (job: JobContext<D>) => Promise<R>;

/**
 * The heavy-work queue (reports, imports, rebuilds). BullMQ on Redis when REDIS_URL is set, so
 * workers can run in their own processes; an in-process runner otherwise (embedded default).
 */
export abstract class QueuePort {
  abstract readonly kind: 'bullmq' | 'in-process';
  abstract add<D>(name: string, data: D & { userId?: string }): Promise<{ id: string }>;
  abstract status(id: string): Promise<JobStatus | null>;
  abstract counts(): Promise<Record<JobState, number>>;
  /** Registers the function for jobs of this name (workers call this before start). */
  abstract register(name: string, fn: Processor): void;
  /** Starts consuming jobs in this process. */
  abstract startWorker(concurrency?: number): Promise<void>;
  abstract close(): Promise<void>;
}

export const QUEUE_NAME = 'tradedesk-jobs';
