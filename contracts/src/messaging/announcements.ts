import { z } from 'zod';

/**
 * Announcements: what the staff chat widget announces (docs/shell.md "Chat and announcements"):
 * new sale orders, later new app orders, built from the events themselves. One row per thing
 * announced, in commit order; `position` (the event's global position) orders them and lets a
 * browser ask for what is new.
 */
export const ANNOUNCEMENTS_READ_MODEL = 'announcements';
export const ANNOUNCEMENT_KINDS = ['sale-order-committed'] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];

export interface Announcement {
  position: string;
  kind: AnnouncementKind;
  /** The document announced (a sale order id). */
  refId: string;
  number: string;
  customerName: string | null;
  total: string;
  currency: string;
  userId: string;
  username: string | null;
  at: string;
}

export const announcementsQuery = z
  .object({
    /** Only announcements after this position (what a browser has not seen yet). */
    after: z.string().regex(/^\d{1,19}$/, 'a position').optional(),
    limit: z.coerce.number().int().min(1).max(100).default(30),
  })
  .strict();
export type AnnouncementsQuery = z.infer<typeof announcementsQuery>;
