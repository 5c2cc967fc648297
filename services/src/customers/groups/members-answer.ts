import type { AppendResult } from '../../platform/event-store/event-store.js';

/** What adding or removing members answers: how many customers changed and the last position written. */
export const membersAnswer = (groupId: string, r: { results: AppendResult[]; duplicate: boolean }) => ({
  groupId,
  changed: r.results.length,
  globalPosition: r.results.map((x) => x.globalPosition).reduce((a, c) => (BigInt(c) > BigInt(a) ? c : a), '0'),
  duplicate: r.duplicate,
});
