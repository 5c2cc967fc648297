import { z } from 'zod';

/**
 * Column layouts of lists, per user and table name (ag-grid column state). The voice setting is
 * the table 'voiceSetting' whose columns are ['voiceClose'] (sounds off) or [] (sounds on).
 */

export interface TableColumnsSaved {
  type: 'TableColumnsSaved';
  data: { userId: string; table: string; columns: string[] };
}
export type TableColumnsEvent = TableColumnsSaved;
export const TABLE_COLUMNS_EVENT_TYPES = ['TableColumnsSaved'] as const;
export const tableColumnsStreamId = (userId: string) => `table-columns-${userId}`;
export const TABLE_COLUMNS_READ_MODEL = 'table-columns';
export const VOICE_SETTING_TABLE = 'voiceSetting';
export const VOICE_CLOSE = 'voiceClose';

export const tableNameSchema = z.string().trim().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,99}$/, 'a table name such as saleOrderList');

export const tableColumnsQuery = z.object({ table: tableNameSchema }).strict();
export type TableColumnsQuery = z.infer<typeof tableColumnsQuery>;

export const saveTableColumnsBody = z
  .object({
    table: tableNameSchema,
    /** Column ids in display order; [] = the table's default layout (for voiceSetting: sounds on). */
    columns: z
      .array(z.string().trim().min(1).max(100))
      .max(300)
      .refine((c) => new Set(c).size === c.length, 'a column is listed twice'),
  })
  .strict();
export type SaveTableColumnsBody = z.infer<typeof saveTableColumnsBody>;

export const tableColumnsSchema = z.object({
  table: z.string(),
  columns: z.array(z.string()),
  /** false: never saved, the default layout applies. */
  saved: z.boolean(),
});
export type TableColumns = z.infer<typeof tableColumnsSchema>;
