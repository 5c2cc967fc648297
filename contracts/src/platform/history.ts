import { z } from 'zod';

/** The history view of any document: every event of its stream, who (user name) and when. */
export const historyEntrySchema = z.object({
  version: z.number(),
  type: z.string(),
  userId: z.string(),
  username: z.string(),
  at: z.string(),
  data: z.unknown(),
});
export const historySchema = z.object({ streamId: z.string(), events: z.array(historyEntrySchema) });
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
