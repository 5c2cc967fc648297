/** 'cancelled': stopped at the user's request (before it started, or between two of its steps). */
export type JobState = 'waiting' | 'active' | 'completed' | 'failed' | 'cancelled' | 'delayed' | 'unknown';

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
  /** True once someone asked to cancel the job: a long job checks it between steps and stops (throw JobCancelledError). */
  isCancelled?(): Promise<boolean>;
}

/** The reason a cancelled job fails with; the queue reports such a job as state 'cancelled'. */
export const CANCELLED_REASON = 'cancelled';

/** Thrown by a job that saw its cancellation between two steps. */
export class JobCancelledError extends Error {
  constructor() {
    super(CANCELLED_REASON);
  }
}

/** Stops the job here when it was cancelled (call between steps). */
export async function stopIfCancelled(job: JobContext): Promise<void> {
  if (job.isCancelled && (await job.isCancelled())) throw new JobCancelledError();
}

export interface AddOptions {
  /** Keep the finished job and its result this many days (default: an hour for completed jobs). */
  keepDays?: number;
}

/** A job with the data it was queued with (the job list of a screen). */
export interface ListedJob extends JobStatus {
  data: Record<string, unknown>;
}

export type Processor<D = any, R = unknown> = (job: JobContext<D>) => Promise<R>;

/**
 * The heavy-work queue (reports, imports, rebuilds). BullMQ on Redis when REDIS_URL is set, so
 * workers can run in their own processes; an in-process runner otherwise (embedded default).
 */
export abstract class QueuePort {
  abstract readonly kind: 'bullmq' | 'in-process';
  abstract add<D>(name: string, data: D & { userId?: string }, opts?: AddOptions): Promise<{ id: string }>;
  abstract status(id: string): Promise<JobStatus | null>;
  /**
   * Asks the job to stop: a waiting job never starts, a running one stops at its next check
   * (`stopIfCancelled`); either ends as 'cancelled'. A finished job is left as it is. Answers
   * false for an unknown or finished job.
   */
  abstract cancel(id: string): Promise<boolean>;
  /** The kept jobs of these names (newest first), optionally only one user's. */
  abstract list(filter: { names: readonly string[]; userId?: string; limit: number }): Promise<ListedJob[]>;
  abstract counts(): Promise<Record<JobState, number>>;
  /** Registers the function for jobs of this name (workers call this before start). */
  abstract register(name: string, fn: Processor): void;
  /** Starts consuming jobs in this process. */
  abstract startWorker(concurrency?: number): Promise<void>;
  abstract close(): Promise<void>;
}

export const QUEUE_NAME = 'tradedesk-jobs';
