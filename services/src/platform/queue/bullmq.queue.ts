import { Job, Queue, Worker } from 'bullmq';
import { type JobState, type JobStatus, type Processor, QUEUE_NAME, QueuePort } from './queue.port.js';

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

/** BullMQ on Redis: jobs survive restarts and workers may run in other processes (npm run worker). */
export class BullmqQueue extends QueuePort {
  readonly kind = 'bullmq' as const;
  private readonly queue: Queue;
  private readonly processors = new Map<string, Processor>();
  private worker: Worker | null = null;

  constructor(private readonly url: string, private readonly name = QUEUE_NAME) {
    super();
    this.queue = new Queue(name, { connection: connectionOf(url), defaultJobOptions: { removeOnComplete: { age: 3600, count: 1000 }, removeOnFail: { age: 24 * 3600 } } });
  }

  async add<D>(name: string, data: D & { userId?: string }) {
    const job = await this.queue.add(name, data);
    return { id: String(job.id) };
  }

  async status(id: string): Promise<JobStatus | null> {
    // State first, then the job: read the other way round, a job that fails in between shows
    // 'failed' without its reason.
    const state = (await this.queue.getJobState(id)) as string;
    const job = await Job.fromId(this.queue, id);
    if (!job) return null;
    const known: JobState[] = ['waiting', 'active', 'completed', 'failed', 'delayed'];
    return {
      id: String(job.id),
      name: job.name,
      state: known.includes(state as JobState) ? (state as JobState) : state === 'prioritized' || state === 'waiting-children' ? 'waiting' : 'unknown',
      progress: typeof job.progress === 'number' ? job.progress : 0,
      result: job.returnvalue ?? undefined,
      error: job.failedReason || undefined,
      userId: job.data?.userId,
      createdAt: new Date(job.timestamp).toISOString(),
      finishedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : undefined,
    };
  }

  async counts() {
    const c = await this.queue.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed', 'prioritized');
    return { waiting: (c.waiting ?? 0) + (c.prioritized ?? 0), active: c.active ?? 0, completed: c.completed ?? 0, failed: c.failed ?? 0, delayed: c.delayed ?? 0, unknown: 0 };
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
        return fn({ id: String(job.id), data: job.data, updateProgress: (p) => job.updateProgress(Math.round(p)) });
      },
      { connection: connectionOf(this.url), concurrency },
    );
    this.worker.on('error', () => undefined);
    await this.worker.waitUntilReady();
  }

  async close() {
    await this.worker?.close();
    await this.queue.close();
  }
}
