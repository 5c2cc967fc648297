import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { RM_CHANGED_CHANNEL } from '@tradedesk/projections/platform/daemon';
import type { Projector } from '@tradedesk/projections/platform/projector';
import type { Database } from '@tradedesk/projections/platform/sql';

/**
 * Answers of read-model queries kept in this process's memory, for the facts nearly every request
 * reads and that change rarely (the session behind a token, the company settings, warehouses).
 * Each cache names the read models (projector names) its answers come from; an entry is dropped
 * when one of them may have changed (docs/architecture.md "Caches"):
 * - at once, after the commit, when THIS process appended an event one of those projectors handles
 *   (before the command's answer leaves: the client's next request reads the new value);
 * - on the read model's change notification (another process appended, a rebuild, an async projector);
 * - after `ttlMs` at the latest (a change nobody announced, e.g. a log import by the CLI).
 * A read that started before an invalidation never stores its (possibly old) answer.
 */
export class ReadModelCache<V> {
  private readonly entries = new Map<string, { value: V; at: number }>();
  private generation = 0;

  constructor(
    readonly readModels: readonly string[],
    private readonly opts: { ttlMs: number; max: number; now?: () => number },
  ) {}

  private now() {
    return this.opts.now?.() ?? Date.now();
  }

  /** The cached answer for `key`, else `load()`'s (kept unless `keep` says no, e.g. "not found"). */
  async get(key: string, load: () => Promise<V>, keep: (v: V) => boolean = () => true): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.opts.ttlMs) return hit.value;
    const gen = this.generation;
    const at = this.now();
    const value = await load();
    if (gen === this.generation && keep(value)) {
      if (this.entries.size >= this.opts.max) this.entries.delete(this.entries.keys().next().value!);
      this.entries.delete(key);
      this.entries.set(key, { value, at });
    }
    return value;
  }

  /** Drops every entry (one of the read models may have changed). */
  invalidate() {
    this.generation++;
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}

/**
 * The process's caches, wired to what tells them a read model changed: the store's appends in
 * this process (by the event types the named projectors handle) and the change notifications.
 */
export class ReadModelCaches {
  private readonly caches: ReadModelCache<unknown>[] = [];
  private readonly typesOf = new Map<string, Set<string>>();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Database,
    projectors: readonly Projector[],
  ) {
    for (const p of projectors) this.typesOf.set(p.name, new Set(p.handles));
  }

  /** A cache over `readModels` (projector names; an unknown name is a programming error). */
  create<V>(readModels: readonly string[], opts: { ttlMs?: number; max?: number; now?: () => number } = {}): ReadModelCache<V> {
    for (const name of readModels) if (!this.typesOf.has(name)) throw new Error(`ReadModelCaches: no projector named ${name}`);
    const cache = new ReadModelCache<V>(readModels, { ttlMs: opts.ttlMs ?? 60_000, max: opts.max ?? 10_000, now: opts.now });
    this.caches.push(cache as ReadModelCache<unknown>);
    return cache;
  }

  /** Called after each commit of this process with the events it appended. */
  appended(events: readonly StoredEvent[]) {
    // Also when a cache is empty: a read in flight must not keep what it read.
    for (const c of this.caches) if (events.some((e) => c.readModels.some((name) => this.typesOf.get(name)!.has(e.type)))) c.invalidate();
  }

  /** A change notification's payload ({readModel, ...}); one that cannot be read drops everything. */
  changed(payload: string) {
    let readModel: string | undefined;
    try {
      readModel = (JSON.parse(payload) as { readModel?: string }).readModel;
    } catch {
      readModel = undefined;
    }
    for (const c of this.caches) if (readModel === undefined || c.readModels.includes(readModel)) c.invalidate();
  }

  /** Drops every entry of every cache (a rebuild swapped read models). */
  invalidateAll() {
    for (const c of this.caches) c.invalidate();
  }

  async start() {
    this.unlisten = await this.db.listen(RM_CHANGED_CHANNEL, (payload) => this.changed(payload));
  }

  async stop() {
    await this.unlisten?.();
    this.unlisten = null;
  }
}
