import { z } from 'zod';
import { SALE_PRICE_TYPES, type SalePriceType } from '../sales/sale-order.js';

/**
 * Membership levels (/customer membership): "Gold: 5 % off, buys at the member price". A customer
 * with a level gets the level's discount as the default discount of new sale lines, and the
 * level's price type unless the customer has its own. One stream per level,
 * `membership-level-<id>`; names are unique. A disabled level gives no discount.
 */
export interface MembershipLevelFields {
  name: string;
  /** Percent, 0..100, as a decimal string. */
  discount: string;
  priceType: SalePriceType;
  memo: string;
}
export interface MembershipLevelCreated {
  type: 'MembershipLevelCreated';
  data: { levelId: string } & MembershipLevelFields;
}
export interface MembershipLevelChanged {
  type: 'MembershipLevelChanged';
  data: { levelId: string; changes: Partial<MembershipLevelFields> };
}
export interface MembershipLevelDisabled {
  type: 'MembershipLevelDisabled';
  data: { levelId: string };
}
export interface MembershipLevelEnabled {
  type: 'MembershipLevelEnabled';
  data: { levelId: string };
}
export type MembershipLevelEvent = MembershipLevelCreated | MembershipLevelChanged | MembershipLevelDisabled | MembershipLevelEnabled;
export const MEMBERSHIP_LEVEL_EVENT_TYPES = ['MembershipLevelCreated', 'MembershipLevelChanged', 'MembershipLevelDisabled', 'MembershipLevelEnabled'] as const;
export const membershipLevelStreamId = (levelId: string) => `membership-level-${levelId}`;
export const MEMBERSHIP_LEVELS_READ_MODEL = 'membership-levels';

export const discountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'a percentage such as 5 or 7.5')
  .refine((v) => Number(v) <= 100, 'at most 100');
const fields = {
  name: z.string().trim().min(1, 'enter a name').max(60, 'at most 60 characters'),
  discount: discountSchema,
  priceType: z.enum(SALE_PRICE_TYPES),
  memo: z.string().trim().max(300, 'at most 300 characters'),
};
export const createMembershipLevelBody = z
  .object({ commandId: z.uuid().optional(), name: fields.name, discount: fields.discount.default('0'), priceType: fields.priceType.default('member'), memo: fields.memo.default('') })
  .strict();
export type CreateMembershipLevelBody = z.infer<typeof createMembershipLevelBody>;
export const updateMembershipLevelBody = z
  .object({
    version: z.number().int().min(1).optional(),
    name: fields.name.optional(),
    discount: fields.discount.optional(),
    priceType: fields.priceType.optional(),
    memo: fields.memo.optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).some((k) => k !== 'version'), 'nothing to change');
export type UpdateMembershipLevelBody = z.infer<typeof updateMembershipLevelBody>;
export const listMembershipLevelsQuery = z.object({ status: z.enum(['active', 'disabled', 'all']).default('all') }).strict();
export type ListMembershipLevelsQuery = z.infer<typeof listMembershipLevelsQuery>;

export const membershipLevelSchema = z.object({
  id: z.string(),
  name: z.string(),
  discount: z.string(),
  priceType: z.enum(SALE_PRICE_TYPES),
  memo: z.string(),
  status: z.enum(['active', 'disabled']),
  customerCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});
export type MembershipLevel = z.infer<typeof membershipLevelSchema>;
export const membershipLevelListSchema = z.object({ levels: z.array(membershipLevelSchema) });
