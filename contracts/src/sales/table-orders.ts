import { Decimal } from 'decimal.js';
import { z } from 'zod';
import type { SaleOrderStatus } from './sale-order.js';

/**
 * Table orders (the restaurant checkout, issue 16; docs/sales-retail-checkout.md "Restaurant"): a
 * table's open order is an ordinary retail sale order (a draft) linked to a desk
 * (contracts/src/pos/desks.ts). The table's stream records which order was opened on it and
 * where it moved; whether the table is occupied is derived from that order's state (open while a
 * draft, or committed and not fully paid), never a second flag that could drift.
 *
 * Stream: `sale-table-<deskId>`.
 */

// ---- events (never edited once released)
export interface TableOrderOpened {
  type: 'TableOrderOpened';
  data: { deskId: string; orderId: string; guests: number | null };
}
/** The order left this table for another (its new table records TableOrderMovedIn). */
export interface TableOrderMovedOut {
  type: 'TableOrderMovedOut';
  data: { deskId: string; orderId: string; toDeskId: string };
}
export interface TableOrderMovedIn {
  type: 'TableOrderMovedIn';
  data: { deskId: string; orderId: string; fromDeskId: string; guests: number | null };
}
export type TableEvent = TableOrderOpened | TableOrderMovedOut | TableOrderMovedIn;
export const TABLE_EVENT_TYPES = ['TableOrderOpened', 'TableOrderMovedOut', 'TableOrderMovedIn'] as const;
export const TABLE_STREAM_PREFIX = 'sale-table-';
export const tableStreamId = (deskId: string) => `${TABLE_STREAM_PREFIX}${deskId}`;
export const TABLE_ORDERS_READ_MODEL = 'sale-tables';

/** The order on a table keeps it occupied while it is a draft, or committed and not fully paid; paid or cancelled, the table is free. */
export function tableOrderIsOpen(o: { status: SaleOrderStatus; paid: string; total: string | null }): boolean {
  if (o.status === 'draft') return true;
  if (o.status === 'cancelled') return false;
  return new Decimal(o.paid).lt(o.total ?? '0');
}

// ---- API payloads
const guests = z.coerce.number().int('a whole number').min(1, 'at least 1').max(99, 'at most 99');
export const openTableBody = z.object({ commandId: z.uuid().optional(), deskId: z.string().trim().min(1, 'choose a table').max(64), guests: guests.nullable().default(null) }).strict();
export type OpenTableBody = z.infer<typeof openTableBody>;

export const moveTableOrderBody = z.object({ commandId: z.uuid().optional(), toDeskId: z.string().trim().min(1, 'choose a table').max(64) }).strict();
export type MoveTableOrderBody = z.infer<typeof moveTableOrderBody>;

export const floorQuery = z.object({ warehouseId: z.string().trim().min(1).max(64) }).strict();
export type FloorQuery = z.infer<typeof floorQuery>;

export const floorTableSchema = z.object({
  deskId: z.string(),
  name: z.string(),
  area: z.string(),
  seats: z.number(),
  position: z.number(),
  /** The open order on it; null: the table is free. */
  order: z
    .object({
      orderId: z.string(),
      number: z.string(),
      total: z.string(),
      currency: z.string(),
      lines: z.number(),
      guests: z.number().nullable(),
      openedAt: z.string(),
      openedBy: z.string(),
    })
    .nullable(),
});
export type FloorTable = z.infer<typeof floorTableSchema>;
export const floorSchema = z.object({ tables: z.array(floorTableSchema) });
export type Floor = z.infer<typeof floorSchema>;
