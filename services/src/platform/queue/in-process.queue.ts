import { randomUUID } from 'node:crypto';
import { type AddOptions, CANCELLED_REASON, type JobState, type JobStatus, type ListedJob, type Processor, QueuePort } from './queue.port.js';

interface Job extends JobStatus {
  data: any;
  keepMs: number;
  cancelRequested: boolean;
}

const HOUR_MS = 3600_000;

/**
 * The embedded default: jobs run in this process, a few at a time; finished jobs are kept for an
 * hour (or the days the job was added with). Nothing survives a restart of the process: a job
 * running then is gone with it, and its id answers "no such job".
 */
export class InProcessQueue extends QueuePort {
  readonly kind = 'in-process' as const;
  private readonly jobs = new Map<string, Job>();
  private readonly processors = new Map<string, Processor>();
  private readonly waiting: string[] = [];
  private running = 0;
  private concurrency = 0;
  private closed = false;

  async add<D>(name: string, data: D & { userId?: string }, opts: AddOptions = {}) {
    const id = randomUUID();
    const keepMs = opts.keepDays ? opts.keepDays * 24 * HOUR_MS : HOUR_MS;
    this.jobs.set(id, { id, name, data, state: 'waiting', progress: 0, userId: data?.userId, createdAt: new Date().toISOString(), keepMs, cancelRequested: false });
    this.waiting.push(id);
    this.pump();
    return { id };
  }

  async status(id: string): Promise<JobStatus | null> {
    const j = this.jobs.get(id);
    if (!j) return null;
    const { data: _data, keepMs: _keep, cancelRequested: _c, ...status } = j;
    return status;
  }

  async cancel(id: string): Promise<boolean> {
    const j = this.jobs.get(id);
    if (!j || j.finishedAt) return false;
    j.cancelRequested = true;
    const at = this.waiting.indexOf(id);
    if (at >= 0) {
      // Never started: it ends here.
      this.waiting.splice(at, 1);
      Object.assign(j, { state: 'cancelled', error: CANCELLED_REASON, finishedAt: new Date().toISOString() });
    }
    return true;
  }

  async list(filter: { names: readonly string[]; userId?: string; limit: number }): Promise<ListedJob[]> {
    return [...this.jobs.values()]
      .filter((j) => filter.names.includes(j.name) && (!filter.userId || j.userId === filter.userId))
      .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
      .slice(0, filter.limit)
      .map(({ keepMs: _k, cancelRequested: _c, data, ...status }) => ({ ...status, data: { ...(data ?? {}) } }));
  }

  async counts() {
    const c: Record<JobState, number> = { waiting: 0, active: 0, completed: 0, failed: 0, cancelled: 0, delayed: 0, unknown: 0 };
    for (const j of this.jobs.values()) c[j.state]++;
    return c;
  }

  register(name: string, fn: Processor) {
    this.processors.set(name, fn);
  }

  async startWorker(concurrency = 2) {
    this.concurrency = concurrency;
    this.pump();
  }

  private pump() {
    while (!this.closed && this.running < this.concurrency && this.waiting.length) {
      const id = this.waiting.shift()!;
      const job = this.jobs.get(id)!;
      const fn = this.processors.get(job.name);
      this.running++;
      job.state = 'active';
      const ctx = {
        id,
        data: job.data,
        updateProgress: async (p: number) => void (job.progress = Math.max(0, Math.min(100, Math.round(p)))),
        isCancelled: async () => job.cancelRequested,
      };
      Promise.resolve()
        .then(() => {
          if (!fn) throw new Error(`no worker for jobs named ${job.name}`);
          return fn(ctx);
        })
        .then(
          (result) => Object.assign(job, { state: 'completed', progress: 100, result }),
          (e) => {
            const error = String(e?.message ?? e);
            Object.assign(job, { state: error === CANCELLED_REASON && job.cancelRequested ? 'cancelled' : 'failed', error });
          },
        )
        .finally(() => {
          job.finishedAt = new Date().toISOString();
          this.running--;
          this.evictOld();
          this.pump();
        });
    }
  }

  private evictOld() {
    const now = Date.now();
    for (const [id, j] of this.jobs) if (j.finishedAt && Date.parse(j.finishedAt) < now - j.keepMs) this.jobs.delete(id);
  }

  async close() {
    this.closed = true;
  }
}
