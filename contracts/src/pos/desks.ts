import { z } from 'zod';

/**
 * Desks: the tables of a restaurant store (/setting/basics/desk, route Desk; issue 16, docs/pos.md
 * "Desks"). Each belongs to one warehouse (the store) for good, has a name unique in that store,
 * an area ("Terrace"), a number of seats and a sort position (the order the floor plan shows the
 * desks of an area in). A desk is disabled, never deleted: orders will name it.
 *
 * Stream: `desk-<id>`.
 */

// ---- events (never edited once released)
export interface DeskCreated {
  type: 'DeskCreated';
  data: { deskId: string; warehouseId: string; name: string; area: string; seats: number; position: number };
}
export interface DeskChanged {
  type: 'DeskChanged';
  /** Only the fields that changed. */
  data: { deskId: string; name?: string; area?: string; seats?: number; position?: number };
}
export interface DeskDisabled {
  type: 'DeskDisabled';
  data: { deskId: string };
}
export interface DeskEnabled {
  type: 'DeskEnabled';
  data: { deskId: string };
}
export type DeskEvent = DeskCreated | DeskChanged | DeskDisabled | DeskEnabled;
export const DESK_EVENT_TYPES = ['DeskCreated', 'DeskChanged', 'DeskDisabled', 'DeskEnabled'] as const;
export const deskStreamId = (deskId: string) => `desk-${deskId}`;
export const DESKS_READ_MODEL = 'desks';

// ---- API payloads
const name = z.string().trim().min(1, 'enter a name').max(40);
const area = z.string().trim().max(40);
const seats = z.coerce.number().int('a whole number').min(1, 'at least 1').max(99, 'at most 99');
const position = z.coerce.number().int('a whole number').min(0).max(9999);

export const createDeskBody = z
  .object({ commandId: z.uuid().optional(), warehouseId: z.string().trim().min(1, 'choose a store').max(64), name, area: area.default(''), seats: seats.default(4), position: position.default(0) })
  .strict();
export type CreateDeskBody = z.infer<typeof createDeskBody>;

/** The store is not changed: a desk of another store is another desk. */
export const changeDeskBody = z
  .object({ commandId: z.uuid().optional(), version: z.number().int().min(1).optional(), name: name.optional(), area: area.optional(), seats: seats.optional(), position: position.optional() })
  .strict();
export type ChangeDeskBody = z.infer<typeof changeDeskBody>;

/**
 * DeskOrder (route DeskOrder): the floor order of one area of a store written at once. `deskIds` is
 * every desk of that area (active and disabled), each once, in the new order; each gets the place
 * 1..n in that order. `versions` (desk id -> the version the screen saw) makes a stale order a 409.
 */
export const reorderDesksBody = z
  .object({
    commandId: z.uuid().optional(),
    warehouseId: z.string().trim().min(1, 'choose a store').max(64),
    area: area,
    deskIds: z
      .array(z.string().trim().min(1).max(64))
      .min(1, 'name the desks of the area')
      .max(500)
      .refine((ids) => new Set(ids).size === ids.length, 'each desk once'),
    versions: z.record(z.string().max(64), z.number().int().min(1)).optional(),
  })
  .strict()
  .refine((b) => !b.versions || Object.keys(b.versions).every((id) => b.deskIds.includes(id)), { message: 'a version of a desk not in the list', path: ['versions'] });
export type ReorderDesksBody = z.infer<typeof reorderDesksBody>;

export const DESK_STATUSES = ['active', 'disabled', 'all'] as const;
export const listDesksQuery = z
  .object({ warehouseId: z.string().trim().max(64).optional(), area: z.string().trim().max(40).optional(), search: z.string().trim().max(40).optional(), status: z.enum(DESK_STATUSES).default('all') })
  .strict();
export type ListDesksQuery = z.infer<typeof listDesksQuery>;

export const deskSchema = z.object({
  id: z.string(),
  warehouseId: z.string(),
  warehouseName: z.string(),
  name: z.string(),
  area: z.string(),
  seats: z.number(),
  position: z.number(),
  active: z.boolean(),
  updatedAt: z.string(),
  version: z.number(),
});
export type Desk = z.infer<typeof deskSchema>;
export const deskListSchema = z.object({ desks: z.array(deskSchema) });
export type DeskList = z.infer<typeof deskListSchema>;
