import { CHECKPOINTS_UPDATE, ensureCheckpoint, lockAndReadCheckpoints, readCheckpoint, readCheckpoints, setStatus, writeCheckpoint, writeCheckpoints } from './checkpoints.js';
import { type Checkpoint, checkpointOf, compareCheckpoints, type EventSource } from './event-source.js';
import { contextFor, LIVE_SCHEMA, lockKey, type Projector } from './projector.js';
import { rebuildProjector } from './rebuild.js';
import type { Database } from './sql.js';
import { changePayload, RM_CHANGED_CHANNEL } from './changes.js';

export { changePayload, RM_CHANGED_CHANNEL };

export interface DaemonLogger {
  info(msg: string, extra?: object): void;
  warn(msg: string, extra?: object): void;
  error(msg: string, extra?: object): void;
}

export interface DaemonOptions {
  batchSize?: number;
  idleMs?: number;
  log?: DaemonLogger;
  /** Longest pause after a projector fails before it is tried again. */
  maxBackoffMs?: number;
  /**
   * Shortest time between the starts of two batches while events keep coming: appends of one
   * burst are applied together (one read, one transaction for all projectors) instead of one
   * batch per append. An append after a quiet spell is applied at once.
   */
  burstMs?: number;
}

const silent: DaemonLogger = { info() {}, warn() {}, error() {} };

class CheckpointMoved extends Error {}

/**
 * Applies async projectors to the log. Each projector has its own checkpoint in commit order.
 * A batch reads the log ONCE for all projectors (from the oldest checkpoint, the event types any
 * of them handles) and applies every projector's share and advances every checkpoint in ONE
 * transaction, guarded by a compare-and-set on the checkpoint rows and the projectors' advisory
 * locks (which a rebuild's swap also takes). A crash at any point leaves the whole batch or none
 * of it. When a projector fails, the batch is redone projector by projector, so only the failing
 * one stops (and is retried with a growing pause) while the others go on.
 */
export class ProjectionDaemon {
  private running = false;
  private loop: Promise<void> | null = null;
  private wakeUp: () => void = () => undefined;
  private readonly failures = new Map<string, { count: number; until: number }>();
  /** Each projector's checkpoint as of this daemon's last batch (read once, then kept). */
  private readonly known = new Map<string, Checkpoint>();
  private readonly batchSize: number;
  private readonly idleMs: number;
  private readonly burstMs: number;
  private readonly log: DaemonLogger;

  constructor(
    private readonly db: Database,
    private readonly source: EventSource,
    readonly projectors: readonly Projector[],
    private readonly opts: DaemonOptions = {},
  ) {
    this.batchSize = opts.batchSize ?? 1000;
    this.idleMs = opts.idleMs ?? 100;
    this.burstMs = opts.burstMs ?? 40;
    this.log = opts.log ?? silent;
    const names = new Set<string>();
    for (const p of projectors) {
      if (names.has(p.name)) throw new Error(`two projectors named ${p.name}`);
      names.add(p.name);
    }
  }

  get asyncProjectors(): Projector[] {
    return this.projectors.filter((p) => !p.inline);
  }

  /**
   * Creates read-model tables and checkpoints; rebuilds any projector whose version changed
   * (and inline projectors seen for the first time, so they start from the whole log).
   */
  async prepare(): Promise<void> {
    for (const p of this.projectors) {
      await ensureCheckpoint(this.db, p.name);
      await p.migrate(contextFor(this.db, LIVE_SCHEMA));
      const cp = await readCheckpoint(this.db, p.name);
      if (!cp || cp.version === p.version) continue;
      const fresh = cp.version === 0 && cp.pos === '0';
      if (fresh && !p.inline) {
        await this.db.query('update rm.checkpoints set version = $2 where projector = $1', [p.name, p.version]);
        continue;
      }
      // A new store (first start) builds its inline read models over an empty log: nothing to say.
      if (!fresh) this.log.info(`read model ${p.name}: version ${cp.version} -> ${p.version}, rebuilding from the log`);
      await rebuildProjector({ db: this.db, source: this.source, projector: p, log: this.log });
    }
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = (async () => {
      while (this.running) {
        const started = Date.now();
        let progressed = 0;
        try {
          progressed = await this.runOnce();
        } catch (e) {
          this.log.error('projection daemon step failed', { err: String(e) });
        }
        if (!this.running) break;
        if (progressed === 0) await this.sleep(this.idleMs);
        // Appends that wake the daemon within burstMs of a batch wait for the next one together.
        const rest = started + this.burstMs - Date.now();
        if (rest > 0 && this.running) await this.pause(rest);
      }
    })();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wakeUp();
    this.endPause();
    await this.loop;
    this.loop = null;
  }

  /** New events were appended in this process: do not wait for the poll interval. */
  wake(): void {
    this.wakeUp();
  }

  /** One batch for every async projector; answers how many log rows were consumed. */
  async runOnce(): Promise<number> {
    const now = Date.now();
    const healthy = this.asyncProjectors.filter((p) => !this.failures.has(p.name));
    // A failing projector is tried on its own (once its pause is over), apart from the others.
    const failing = this.asyncProjectors.filter((p) => (this.failures.get(p.name)?.until ?? Infinity) <= now);
    let n = healthy.length ? await this.batch(healthy) : 0;
    for (const p of failing) n += await this.step(p);
    return n;
  }

  /** All `projectors` over one read of the log, in one transaction (see the class comment). */
  private async batch(projectors: Projector[]): Promise<number> {
    // Checkpoints as this daemon last saw them; the compare-and-set below catches any that moved.
    const unknown = projectors.map((p) => p.name).filter((n) => !this.known.has(n));
    if (unknown.length) for (const c of await readCheckpoints(this.db, unknown)) this.known.set(c.projector, { tx: c.tx, pos: c.pos });
    const cps = new Map(projectors.filter((p) => this.known.has(p.name)).map((p) => [p.name, this.known.get(p.name)!]));
    const present = projectors.filter((p) => cps.has(p.name));
    if (present.length === 0) return 0;
    const from = present.map((p) => cps.get(p.name)!).reduce((a, b) => (compareCheckpoints(a, b) <= 0 ? a : b));
    const types = [...new Set(present.flatMap((p) => p.handles))];
    const { events, last, scanned } = await this.source.readAll(from, this.batchSize, { types, metadata: present.some((p) => p.readsMetadata !== false) });
    if (scanned === 0) return 0;
    // Each projector's share: the events after its own checkpoint that it handles.
    const work = present
      .map((p) => {
        const cp = cps.get(p.name)!;
        const handles = new Set(p.handles);
        return { p, cp, events: events.filter((e) => handles.has(e.type) && compareCheckpoints(checkpointOf(e), cp) > 0) };
      })
      .filter((w) => compareCheckpoints(last, w.cp) > 0);
    if (work.length === 0) return scanned;
    const pushes: string[] = [];
    try {
      await this.db.transaction(async (tx) => {
        const names = work.map((w) => w.p.name);
        const rows = this.db.kind === 'postgres' ? await lockAndReadCheckpoints(tx, names, work.map((w) => lockKey(w.p.name))) : await readCheckpoints(tx, names, true);
        const held = new Map(rows.map((c) => [c.projector, c]));
        // Another daemon or a rebuild's swap moved a checkpoint since we read: leave that one out.
        const still = work.filter((w) => held.has(w.p.name) && compareCheckpoints(held.get(w.p.name)!, w.cp) === 0);
        for (const w of work) if (!still.includes(w)) this.known.delete(w.p.name);
        for (const w of still) {
          if (!w.events.length) continue;
          const ids = (await w.p.apply(w.events, contextFor(tx, LIVE_SCHEMA))) ?? [];
          pushes.push(changePayload(w.p.name, ids, last));
        }
        if (pushes.length && this.db.kind === 'postgres') {
          // The checkpoints and the pushes of the read models that changed, in one statement.
          await tx.query(
            `with moved as (${CHECKPOINTS_UPDATE}) select pg_notify($4, payload) from unnest($5::text[]) as payload`,
            [still.map((w) => w.p.name), last.tx, last.pos, RM_CHANGED_CHANNEL, pushes],
          );
        } else await writeCheckpoints(tx, still.map((w) => w.p.name), last);
      });
      for (const w of work) if (this.known.has(w.p.name)) this.known.set(w.p.name, last);
    } catch (e) {
      for (const w of work) this.known.delete(w.p.name);
      this.log.warn('projection batch failed; applying projector by projector', { err: String(e) });
      let n = 0;
      for (const w of work) n += await this.step(w.p);
      return n;
    }
    if (this.db.kind !== 'postgres') for (const payload of pushes) await this.db.notify(RM_CHANGED_CHANNEL, payload);
    return scanned;
  }

  /** Runs until every async projector has reached the head of the log (tests, CLI, rebuild). */
  async catchUp(): Promise<void> {
    while ((await this.runOnce()) > 0) {
      /* keep going */
    }
  }

  private async step(p: Projector): Promise<number> {
    this.known.delete(p.name);
    const failure = this.failures.get(p.name);
    if (failure && Date.now() < failure.until) return 0;
    const cp = await readCheckpoint(this.db, p.name);
    if (!cp) return 0;
    const { events, last, scanned } = await this.source.readAll(cp, this.batchSize, { types: [...p.handles], metadata: p.readsMetadata !== false });
    if (scanned === 0) return 0;
    let ids: readonly string[] = [];
    try {
      await this.db.transaction(async (tx) => {
        if (this.db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [lockKey(p.name)]);
        const now = await readCheckpoint(tx, p.name, true);
        // Another daemon or a rebuild's swap moved the checkpoint since we read: drop this batch.
        if (!now || compareCheckpoints(now, cp) !== 0) throw new CheckpointMoved();
        if (events.length) ids = (await p.apply(events, contextFor(tx, LIVE_SCHEMA))) ?? [];
        await writeCheckpoint(tx, p.name, last, { status: 'running' });
        if (events.length && this.db.kind === 'postgres') {
          await tx.query('select pg_notify($1, $2)', [RM_CHANGED_CHANNEL, changePayload(p.name, ids, last)]);
        }
      });
    } catch (e) {
      if (e instanceof CheckpointMoved) return 1;
      const f = this.failures.get(p.name) ?? { count: 0, until: 0 };
      f.count++;
      const backoff = Math.min(this.opts.maxBackoffMs ?? 60_000, 250 * 2 ** f.count);
      f.until = Date.now() + backoff;
      this.failures.set(p.name, f);
      this.log.error(`projector ${p.name} failed; retrying in ${backoff} ms`, { err: String(e) });
      await setStatus(this.db, p.name, 'failed', String(e).slice(0, 2000)).catch(() => undefined);
      return 0;
    }
    this.failures.delete(p.name);
    if (events.length && this.db.kind !== 'postgres') await this.db.notify(RM_CHANGED_CHANNEL, changePayload(p.name, ids, last));
    return scanned;
  }

  /** Events in the log that the slowest async projector has not applied yet. */
  async lag(): Promise<{ total: number; byProjector: Record<string, number> }> {
    const byProjector: Record<string, number> = {};
    let total = 0;
    for (const p of this.asyncProjectors) {
      const cp = await readCheckpoint(this.db, p.name);
      const behind = cp ? await this.source.countAfter(cp) : 0;
      byProjector[p.name] = behind;
      total = Math.max(total, behind);
    }
    return { total, byProjector };
  }

  private endPause: () => void = () => undefined;

  /** A pause that only stop() cuts short (appends do not). */
  private pause(ms: number) {
    return new Promise<void>((res) => {
      const t = setTimeout(res, ms);
      this.endPause = () => {
        clearTimeout(t);
        res();
      };
    });
  }

  private sleep(ms: number) {
    return new Promise<void>((res) => {
      const t = setTimeout(res, ms);
      this.wakeUp = () => {
        clearTimeout(t);
        res();
      };
    });
  }
}
