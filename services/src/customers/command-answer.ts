/** What a customer, group or level command answers: the id, where its stream is, and whether anything changed. */
export const commandAnswer = (id: string, r: { streamVersion: number; globalPosition: string; events: unknown[] }) => ({
  id,
  streamVersion: r.streamVersion,
  globalPosition: r.globalPosition,
  changed: r.events.length > 0,
});
