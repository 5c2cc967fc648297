import { z } from 'zod';

/** Tags: labels the company puts on employees (shift, shop, team...), edited on the Tag screen. */

// ---- events
export interface TagCreated {
  type: 'TagCreated';
  data: { tagId: string; name: string; color: string };
}
/** The tag as it is after the change. */
export interface TagChanged {
  type: 'TagChanged';
  data: { tagId: string; name: string; color: string };
}
export interface TagDisabled {
  type: 'TagDisabled';
  data: { tagId: string };
}
export interface TagEnabled {
  type: 'TagEnabled';
  data: { tagId: string };
}
export type TagEvent = TagCreated | TagChanged | TagDisabled | TagEnabled;
export const TAG_EVENT_TYPES = ['TagCreated', 'TagChanged', 'TagDisabled', 'TagEnabled'] as const;
export const tagStreamId = (tagId: string) => `tag-${tagId}`;
export const TAGS_READ_MODEL = 'user-tags';

// ---- API
export const tagNameSchema = z.string().trim().min(1, 'enter a name').max(40);
export const tagColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour such as #409EFF');

export const createTagBody = z
  .object({ commandId: z.uuid().optional(), name: tagNameSchema, color: tagColorSchema.default('#409EFF') })
  .strict();
export type CreateTagBody = z.infer<typeof createTagBody>;

export const updateTagBody = z
  .object({ version: z.number().int().min(1).optional(), name: tagNameSchema.optional(), color: tagColorSchema.optional() })
  .strict()
  .refine((b) => b.name !== undefined || b.color !== undefined, 'nothing to change');
export type UpdateTagBody = z.infer<typeof updateTagBody>;

export const listTagsQuery = z
  .object({ includeDisabled: z.enum(['true', 'false']).default('false'), search: z.string().trim().max(100).optional() })
  .strict();
export type ListTagsQuery = z.infer<typeof listTagsQuery>;

export const tagSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  disabled: z.boolean(),
  userCount: z.number(),
  version: z.number(),
});
export type Tag = z.infer<typeof tagSchema>;
export const tagListSchema = z.object({ tags: z.array(tagSchema), total: z.number() });
export type TagList = z.infer<typeof tagListSchema>;
