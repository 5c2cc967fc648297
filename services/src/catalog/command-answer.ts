/** What a catalog command answers: the document's id, where its stream stands, and whether anything was recorded. */
export const changedAnswer = (id: string, r: { streamVersion: number; globalPosition: string; events: unknown[] }) => ({
  id,
  streamVersion: r.streamVersion,
  globalPosition: r.globalPosition,
  changed: r.events.length > 0,
});
