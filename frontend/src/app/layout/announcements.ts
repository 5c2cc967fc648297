import type { Announcement } from '@tradedesk/contracts/messaging/announcements';
import { positionAfter } from '../../lib/read-your-writes';

/**
 * Which announcements are new to this browser: those after the newest one it has seen. The first
 * load only sets the mark (a page load does not announce old orders again).
 */
export function newAnnouncements(list: readonly Announcement[], seen: string | null): { fresh: Announcement[]; seen: string | null } {
  const newest = list.reduce<string | null>((m, a) => (m === null || positionAfter(a.position, m) ? a.position : m), null);
  if (seen === null) return { fresh: [], seen: newest };
  const fresh = list.filter((a) => positionAfter(a.position, seen));
  return { fresh, seen: newest && positionAfter(newest, seen) ? newest : seen };
}

/** A short two-tone beep for a new order (no sound file to ship; WebAudio where the browser allows it). */
export function orderChime(): void {
  try {
    const ctx = new AudioContext();
    const gain = ctx.createGain();
    gain.gain.value = 0.08;
    gain.connect(ctx.destination);
    [880, 1320].forEach((hz, i) => {
      const osc = ctx.createOscillator();
      osc.frequency.value = hz;
      osc.connect(gain);
      osc.start(ctx.currentTime + i * 0.15);
      osc.stop(ctx.currentTime + i * 0.15 + 0.12);
    });
    setTimeout(() => void ctx.close(), 600);
  } catch {
    /* no audio here */
  }
}
