import { z } from 'zod';
import { catalogIdSchema } from './common.js';

/**
 * Product categories (the category and all-category screens): a tree. Create, rename, move
 * (under another category or to the top), disable / enable. Names are unique among siblings.
 * Size groups (/setting/basics sizeGroups): a name and its sizes (S, M, L...). EnableSize and
 * EnableColor only show or hide sizes and colours on the screens.
 */

// ---- category events
export interface CategoryCreated {
  type: 'CategoryCreated';
  data: { categoryId: string; name: string; parentId: string | null };
}
export interface CategoryRenamed {
  type: 'CategoryRenamed';
  data: { categoryId: string; name: string };
}
export interface CategoryMoved {
  type: 'CategoryMoved';
  data: { categoryId: string; parentId: string | null };
}
export interface CategoryDisabled {
  type: 'CategoryDisabled';
  data: { categoryId: string };
}
export interface CategoryEnabled {
  type: 'CategoryEnabled';
  data: { categoryId: string };
}
export type CategoryEvent = CategoryCreated | CategoryRenamed | CategoryMoved | CategoryDisabled | CategoryEnabled;
export const CATEGORY_EVENT_TYPES = ['CategoryCreated', 'CategoryRenamed', 'CategoryMoved', 'CategoryDisabled', 'CategoryEnabled'] as const;
export const categoryStreamId = (categoryId: string) => `category-${categoryId}`;
export const CATEGORIES_READ_MODEL = 'categories';

export const categoryNameSchema = z.string().trim().min(1, 'enter a name').max(100).regex(/^[^/]+$/, 'no / in a category name');

export const createCategoryBody = z
  .object({ commandId: z.uuid().optional(), name: categoryNameSchema, parentId: catalogIdSchema.nullable().default(null) })
  .strict();
export type CreateCategoryBody = z.infer<typeof createCategoryBody>;
export const renameCategoryBody = z.object({ version: z.number().int().min(1).optional(), name: categoryNameSchema }).strict();
export type RenameCategoryBody = z.infer<typeof renameCategoryBody>;
export const moveCategoryBody = z.object({ version: z.number().int().min(1).optional(), parentId: catalogIdSchema.nullable() }).strict();
export type MoveCategoryBody = z.infer<typeof moveCategoryBody>;
export const listCategoriesQuery = z.object({ includeDisabled: z.enum(['true', 'false']).default('false') }).strict();
export type ListCategoriesQuery = z.infer<typeof listCategoriesQuery>;

export interface CategoryNode {
  id: string;
  name: string;
  parentId: string | null;
  /** "Bebidas / Jugos" */
  path: string;
  disabled: boolean;
  productCount: number;
  version: number;
  children: CategoryNode[];
}
const nodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    parentId: z.string().nullable(),
    path: z.string(),
    disabled: z.boolean(),
    productCount: z.number(),
    version: z.number(),
    children: z.array(nodeSchema),
  }),
);
export const categoryTreeSchema = z.object({ categories: z.array(nodeSchema), total: z.number() });

// ---- size groups
export interface SizeGroupCreated {
  type: 'SizeGroupCreated';
  data: { sizeGroupId: string; name: string; sizes: string[] };
}
export interface SizeGroupChanged {
  type: 'SizeGroupChanged';
  data: { sizeGroupId: string; name: string; sizes: string[] };
}
export interface SizeGroupDisabled {
  type: 'SizeGroupDisabled';
  data: { sizeGroupId: string };
}
export interface SizeGroupEnabled {
  type: 'SizeGroupEnabled';
  data: { sizeGroupId: string };
}
export type SizeGroupEvent = SizeGroupCreated | SizeGroupChanged | SizeGroupDisabled | SizeGroupEnabled;
export const SIZE_GROUP_EVENT_TYPES = ['SizeGroupCreated', 'SizeGroupChanged', 'SizeGroupDisabled', 'SizeGroupEnabled'] as const;
export const sizeGroupStreamId = (id: string) => `size-group-${id}`;
export const SIZE_GROUPS_READ_MODEL = 'size-groups';

const sizes = z
  .array(z.string().trim().min(1).max(30))
  .min(1, 'enter at least one size')
  .max(100)
  .refine((a) => new Set(a.map((s) => s.toLowerCase())).size === a.length, 'a size is listed twice');
export const createSizeGroupBody = z.object({ commandId: z.uuid().optional(), name: z.string().trim().min(1, 'enter a name').max(60), sizes }).strict();
export type CreateSizeGroupBody = z.infer<typeof createSizeGroupBody>;
export const updateSizeGroupBody = z
  .object({ version: z.number().int().min(1).optional(), name: z.string().trim().min(1).max(60).optional(), sizes: sizes.optional() })
  .strict()
  .refine((b) => b.name !== undefined || b.sizes !== undefined, 'nothing to change');
export type UpdateSizeGroupBody = z.infer<typeof updateSizeGroupBody>;
export const listSizeGroupsQuery = z.object({ includeDisabled: z.enum(['true', 'false']).default('false') }).strict();
export type ListSizeGroupsQuery = z.infer<typeof listSizeGroupsQuery>;
export const sizeGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  sizes: z.array(z.string()),
  disabled: z.boolean(),
  version: z.number(),
  /** Products that name this size group. */
  productCount: z.number(),
});
export type SizeGroup = z.infer<typeof sizeGroupSchema>;
export const sizeGroupListSchema = z.object({ sizeGroups: z.array(sizeGroupSchema), total: z.number() });
