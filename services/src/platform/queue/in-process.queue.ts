import { randomUUID } from 'node:crypto';
import { type JobState, type JobStatus, type Processor, QueuePort } from './queue.port.js';

interface Job extends JobStatus {
  data: any;
}

/** The embedded default: jobs run in this process, a few at a time; finished jobs are kept for an hour. */
export class InProcessQueue extends QueuePort {
  readonly kind = 'in-process' as const;
  private readonly jobs = new Map<string, Job>();
  private readonly processors = new Map<string, Processor>();
  private readonly waiting: string[] = [];
  private running = 0;
  private concurrency = 0;
  private closed = false;

  async add<D>(name: string, data: D & { userId?: string }) {
    const id = randomUUID();
    this.jobs.set(id, { id, name, data, state: 'waiting', progress: 0, userId: data?.userId, createdAt: new Date().toISOString() });
    this.waiting.push(id);
    this.pump();
    return { id };
  }

  async status(id: string): Promise<JobStatus | null> {
    const j = this.jobs.get(id);
    if (!j) return null;
    const { data: _data, ...status } = j;
    return status;
  }

  async counts() {
    const c: Record<JobState, number> = { waiting: 0, active: 0, completed: 0, failed: 0, delayed: 0, unknown: 0 };
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
      const ctx = { id, data: job.data, updateProgress: async (p: number) => void (job.progress = Math.max(0, Math.min(100, Math.round(p)))) };
      Promise.resolve()
        .then(() => {
          if (!fn) throw new Error(`no worker for jobs named ${job.name}`);
          return fn(ctx);
        })
        .then(
          (result) => Object.assign(job, { state: 'completed', progress: 100, result }),
          (e) => Object.assign(job, { state: 'failed', error: String(e?.message ?? e) }),
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
    const cutoff = Date.now() - 3600_000;
    for (const [id, j] of this.jobs) if (j.finishedAt && Date.parse(j.finishedAt) < cutoff) this.jobs.delete(id);
  }

  async close() {
    this.closed = true;
  }
}
