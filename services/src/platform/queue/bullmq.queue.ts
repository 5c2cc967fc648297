import { Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import { type AddOptions, CANCELLED_REASON, type JobState, type JobStatus, type ListedJob, type Processor, QUEUE_NAME, QueuePort } from './queue.port.js';

function connectionOf(url: string) {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    username: u.username || undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: u.pathname && u.pathname !== '/' ? Number(u.pathname.slice(1)) : undefined,
    tls: u.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  };
}

/** How workers notice a worker that died mid-job (BullMQ's stalled-job check); BullMQ's defaults when left out. */
export interface StallOptions {
  /** ms a worker's lock on its job lasts without renewal (default 30 s). */
  lockDuration?: number;
  /** ms between checks for jobs whose lock expired (default 30 s). */
  stalledInterval?: number;
  /** How often a job may be picked up again after its worker died before it fails (default 1). */
  maxStalledCount?: number;
}

const CANCEL_KEEP_SECONDS = 8 * 24 * 3600;
const LIST_STATES = ['active', 'waiting', 'prioritized', 'delayed', 'completed', 'failed'] as const;

/**
 * BullMQ on Redis: jobs survive restarts and workers may run in other processes (npm run worker).
 * A job whose worker dies (process killed, machine lost) is "stalled": when its lock runs out,
 * another worker (or the restarted one) takes it again FROM THE START, once (maxStalledCount);
 * a second loss fails it ("job stalled more than allowable limit"). Jobs must therefore be safe to
 * run again (the report jobs only read). Cancelling sets a flag in Redis that the job reads
 * between its steps, wherever its worker runs.
 */
export class BullmqQueue extends QueuePort {
  readonly kind = 'bullmq' as const;
  private readonly queue: Queue;
  private readonly processors = new Map<string, Processor>();
  private worker: Worker | null = null;

  constructor(
    private readonly url: string,
    private readonly name = QUEUE_NAME,
    private readonly stall: StallOptions = {},
  ) {
    super();
    this.queue = new Queue(name, { connection: connectionOf(url), defaultJobOptions: { removeOnComplete: { age: 3600, count: 1000 }, removeOnFail: { age: 24 * 3600 } } });
  }

  /** The BullMQ queue itself (the Bull Board UI shows it). */
  get bullQueue(): Queue {
    return this.queue;
  }

  async add<D>(name: string, data: D & { userId?: string }, opts: AddOptions = {}) {
    const keep = opts.keepDays ? { age: opts.keepDays * 24 * 3600 } : undefined;
    const job = await this.queue.add(name, data, keep ? { removeOnComplete: keep, removeOnFail: keep } : undefined);
    return { id: String(job.id) };
  }

  private cancelKey(id: string) {
    return `${this.queue.toKey('cancel')}:${id}`;
  }

  private async cancelRequested(id: string): Promise<boolean> {
    return (await (await this.queue.getBackend().client).get(this.cancelKey(id))) !== null;
  }

  async cancel(id: string): Promise<boolean> {
    const state = (await this.queue.getJobState(id)) as string;
    if (state === 'unknown' || state === 'completed' || state === 'failed') return false;
    await (await this.queue.getBackend().client).set(this.cancelKey(id), '1', { EX: CANCEL_KEEP_SECONDS });
    return true;
  }

  /** 'cancelled' for a job that failed for its cancellation, or that was cancelled before any worker took it. */
  private stateOf(state: string, job: Job, cancelled: boolean): JobState {
    if (cancelled && (state === 'waiting' || state === 'prioritized' || state === 'delayed')) return 'cancelled';
    if (state === 'failed' && job.failedReason === CANCELLED_REASON && cancelled) return 'cancelled';
    const known: JobState[] = ['waiting', 'active', 'completed', 'failed', 'delayed'];
    return known.includes(state as JobState) ? (state as JobState) : state === 'prioritized' || state === 'waiting-children' ? 'waiting' : 'unknown';
  }

  private statusOf(job: Job, state: JobState): JobStatus {
    return {
      id: String(job.id),
      name: job.name,
      state,
      progress: typeof job.progress === 'number' ? job.progress : 0,
      result: job.returnvalue ?? undefined,
      error: job.failedReason || undefined,
      userId: job.data?.userId,
      createdAt: new Date(job.timestamp).toISOString(),
      finishedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : undefined,
    };
  }

  async list(filter: { names: readonly string[]; userId?: string; limit: number }): Promise<ListedJob[]> {
    const out: ListedJob[] = [];
    for (const state of LIST_STATES) {
      const jobs = await this.queue.getJobs([state], 0, 999);
      for (const job of jobs) {
        if (!job || !filter.names.includes(job.name) || (filter.userId && job.data?.userId !== filter.userId)) continue;
        const cancelled = state !== 'completed' && (await this.cancelRequested(String(job.id)));
        out.push({ ...this.statusOf(job, this.stateOf(state, job, cancelled)), data: { ...(job.data ?? {}) } });
      }
    }
    return out.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0)).slice(0, filter.limit);
  }

  async status(id: string): Promise<JobStatus | null> {
    // State first, then the job: read the other way round, a job that fails in between shows
    // 'failed' without its reason.
    const state = (await this.queue.getJobState(id)) as string;
    const job = await Job.fromId(this.queue, id);
    if (!job) return null;
    const cancelled = state !== 'completed' && (await this.cancelRequested(id));
    return this.statusOf(job, this.stateOf(state, job, cancelled));
  }

  async counts() {
    const c = await this.queue.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed', 'prioritized');
    return { waiting: (c.waiting ?? 0) + (c.prioritized ?? 0), active: c.active ?? 0, completed: c.completed ?? 0, failed: c.failed ?? 0, cancelled: 0, delayed: c.delayed ?? 0, unknown: 0 };
  }

  register(name: string, fn: Processor) {
    this.processors.set(name, fn);
  }

  async startWorker(concurrency = 4) {
    if (this.worker) return;
    this.worker = new Worker(
      this.name,
      async (job) => {
        const fn = this.processors.get(job.name);
        if (!fn) throw new Error(`no worker for jobs named ${job.name}`);
        const id = String(job.id);
        // Cancelled while it waited: it ends without running.
        if (await this.cancelRequested(id)) throw new UnrecoverableError(CANCELLED_REASON);
        return fn({ id, data: job.data, updateProgress: (p) => job.updateProgress(Math.round(p)), isCancelled: () => this.cancelRequested(id) });
      },
      { connection: connectionOf(this.url), concurrency, ...this.stall },
    );
    this.worker.on('error', () => undefined);
    await this.worker.waitUntilReady();
  }

  async close() {
    await this.worker?.close();
    await this.queue.close();
  }
}
