import { z } from 'zod';
import { entityIdSchema, type PagePrivileges, pagePrivilegesSchema } from './identity.js';

/**
 * Positions: the roles a company defines (Clerk, Cashier, Warehouse keeper...), each with its page
 * privileges, edited on the Position screen. A user's roles are the built-in ones plus the names of
 * their positions; their page privileges are those of their positions plus their own overrides.
 */

// ---- events
export interface PositionCreated {
  type: 'PositionCreated';
  data: { positionId: string; name: string; description: string; pagePrivileges: PagePrivileges };
}
/** The position as it is after the change. */
export interface PositionChanged {
  type: 'PositionChanged';
  data: { positionId: string; name: string; description: string; pagePrivileges: PagePrivileges };
}
export interface PositionDisabled {
  type: 'PositionDisabled';
  data: { positionId: string };
}
export interface PositionEnabled {
  type: 'PositionEnabled';
  data: { positionId: string };
}
export type PositionEvent = PositionCreated | PositionChanged | PositionDisabled | PositionEnabled;
export const POSITION_EVENT_TYPES = ['PositionCreated', 'PositionChanged', 'PositionDisabled', 'PositionEnabled'] as const;
export const positionStreamId = (positionId: string) => `position-${positionId}`;
export const POSITIONS_READ_MODEL = 'positions';

// ---- API
/** Becomes a role name: not one of the built-in roles (checked by the decider), unique (case-insensitive). */
export const positionNameSchema = z
  .string()
  .trim()
  .min(1, 'enter a name')
  .max(50)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u, 'letters, digits, space and . _ - only');

export const createPositionBody = z
  .object({
    commandId: z.uuid().optional(),
    name: positionNameSchema,
    description: z.string().trim().max(500).default(''),
    pagePrivileges: pagePrivilegesSchema.default({}),
  })
  .strict();
export type CreatePositionBody = z.infer<typeof createPositionBody>;

export const updatePositionBody = z
  .object({
    /** The version the screen edited: a newer one answers 409. */
    version: z.number().int().min(1).optional(),
    name: positionNameSchema.optional(),
    description: z.string().trim().max(500).optional(),
    pagePrivileges: pagePrivilegesSchema.optional(),
  })
  .strict()
  .refine((b) => b.name !== undefined || b.description !== undefined || b.pagePrivileges !== undefined, 'nothing to change');
export type UpdatePositionBody = z.infer<typeof updatePositionBody>;

export const listPositionsQuery = z
  .object({ includeDisabled: z.enum(['true', 'false']).default('false'), search: z.string().trim().max(100).optional() })
  .strict();
export type ListPositionsQuery = z.infer<typeof listPositionsQuery>;

export const positionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  pagePrivileges: z.record(z.string(), z.string()),
  disabled: z.boolean(),
  /** Active users holding the position. */
  userCount: z.number(),
  version: z.number(),
});
export type Position = z.infer<typeof positionSchema>;
export const positionListSchema = z.object({ positions: z.array(positionSchema), total: z.number() });
export type PositionList = z.infer<typeof positionListSchema>;

export const idParam = entityIdSchema;
