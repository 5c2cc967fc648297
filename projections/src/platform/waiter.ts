import { RM_CHANGED_CHANNEL } from './daemon.js';
import type { Database } from './sql.js';

/**
 * Read-your-writes: a command answers with the global position of its last event; a query can
 * ask to wait (bounded) until the read models it reads have applied that event.
 * Inline projectors are always current, so only async ones are waited for.
 */
export class ProjectionWaiter {
  private readonly waiting = new Set<() => void>();
  private unlisten: (() => Promise<void>) | null = null;

  /** `inline`: read models updated in the append's transaction; they never lag, so never waited for. */
  constructor(
    private readonly db: Database,
    private readonly inline: ReadonlySet<string> = new Set(),
  ) {}

  async start() {
    this.unlisten = await this.db.listen(RM_CHANGED_CHANNEL, () => {
      for (const w of this.waiting) w();
    });
  }

  async stop() {
    await this.unlisten?.();
    for (const w of this.waiting) w();
  }

  /** True when every named projector has passed the event at `position`. */
  async reached(names: readonly string[], position: string): Promise<boolean> {
    const projectors = names.filter((n) => !this.inline.has(n));
    if (projectors.length === 0) return true;
    const { rows } = await this.db.query<{ behind: number; known: boolean }>(
      `select count(*) filter (where c.projector is null or (c.tx, c.pos) < (e.transaction_id, e.global_position))::int as behind,
              count(e.global_position) > 0 as known
         from unnest($1::text[]) as p(name)
         left join rm.checkpoints c on c.projector = p.name
         left join es.events e on e.global_position = $2::bigint`,
      [projectors, position],
    );
    // An unknown position (a typo, or a future one) is "not reached"; the bounded wait ends it.
    return rows[0].known && rows[0].behind === 0;
  }

  /** Waits up to timeoutMs; answers whether the position was reached. */
  async waitFor(projectors: readonly string[], position: string, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (await this.reached(projectors, position)) return true;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((res) => {
        const done = () => {
          clearTimeout(t);
          this.waiting.delete(done);
          res();
        };
        // Re-check on every "read model changed", and at least every 250 ms (another process's
        // daemon may run on PGlite-less setups where notifications are per process).
        const t = setTimeout(done, Math.min(left, 250));
        this.waiting.add(done);
      });
    }
  }
}
