/** Reports a user may send per minute; a page stuck in an error loop must not flood the log. */
export const REPORTS_PER_MINUTE = 30;

/**
 * Counts each user's reports of the last minute, per process: a limit against noise, not a
 * security boundary (nothing of it is recorded, so it is no rule of the error log).
 */
export class ReportThrottle {
  private readonly recent = new Map<string, number[]>();

  /** Whether `userId` may report at `now` (ms); an admitted report counts from then on. */
  admit(userId: string, now: number): boolean {
    const times = (this.recent.get(userId) ?? []).filter((t) => t > now - 60_000);
    if (times.length >= REPORTS_PER_MINUTE) return false;
    times.push(now);
    this.recent.set(userId, times);
    if (this.recent.size > 10_000) this.recent.clear();
    return true;
  }
}
