import type { RouteName } from '../platform/route-names.js';
import { z } from 'zod';
import { codeSchema, DECIMAL_RE, pageQuery } from '../catalog/common.js';
import { SALE_PRICE_TYPES, type SalePriceType } from '../sales/sale-order.js';

/**
 * Customers (/customer index, Excel import): who the trader sells to. One stream per customer,
 * `customer-<id>`; codes are unique (case-insensitive). A customer may be in several groups and
 * may have a membership level; the level gives its default discount and, unless the customer has
 * its own, its price type (see `customersForSale` in projections/src/customers/customers).
 */

/** Page privileges of the customer screens (route names of frontend/src/app/route-tree.ts). */
export const CUSTOMER_PAGES = {
  list: 'CustomerList',
  import: 'CustomerImport',
  groups: 'CustomerGroup',
  groupMembers: 'CustomerGroupMember',
  membership: 'Membership',
  accounts: 'CustomerAccount',
  createAccount: 'CustomerCreateAccount',
} as const satisfies Record<string, RouteName>;
/** Sale screens that pick a customer: they may search customers too. */
export const SALE_PAGES_PICKING_CUSTOMERS = ['SaleNew', 'SaleInput', 'SaleRetail', 'SaleList', 'SaleOrderForm', 'SaleOrderQuote', 'SaleOrderFormUpdate', 'SaleOrderQuoteUpdate'] as const satisfies readonly RouteName[];

export const CUSTOMER_STATUSES = ['active', 'disabled'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

export interface CustomerFields {
  code: string;
  name: string;
  phone: string;
  email: string;
  address: string;
  /** RUT, NIF, VAT number... as the customer's country writes it. */
  taxId: string;
  /** ISO 3166 alpha-2 ('' = not known). */
  country: string;
  /** The price list the customer buys at; '' = the one of its membership level (else retail). */
  priceType: '' | SalePriceType;
  membershipLevelId: string | null;
  groupIds: string[];
  /** Days to pay after an order is committed (0 = cash on delivery). */
  paymentTermsDays: number;
  /** ISO 4217 code the customer is invoiced in; '' = the company's base currency. */
  currency: string;
  /** Most the customer may owe (in its currency); null = no limit. */
  creditLimit: string | null;
  memo: string;
}

// ---- events (the durable contract: never edited)
export interface CustomerCreated {
  type: 'CustomerCreated';
  data: { customerId: string } & CustomerFields;
}
/** Only the fields that changed. */
export interface CustomerChanged {
  type: 'CustomerChanged';
  data: { customerId: string; changes: Partial<CustomerFields> };
}
export interface CustomerDisabled {
  type: 'CustomerDisabled';
  data: { customerId: string };
}
export interface CustomerEnabled {
  type: 'CustomerEnabled';
  data: { customerId: string };
}
/** Put in a group from the group's member screen. */
export interface CustomerAddedToGroup {
  type: 'CustomerAddedToGroup';
  data: { customerId: string; groupId: string };
}
export interface CustomerRemovedFromGroup {
  type: 'CustomerRemovedFromGroup';
  data: { customerId: string; groupId: string };
}
export type CustomerEvent = CustomerCreated | CustomerChanged | CustomerDisabled | CustomerEnabled | CustomerAddedToGroup | CustomerRemovedFromGroup;
export const CUSTOMER_EVENT_TYPES = ['CustomerCreated', 'CustomerChanged', 'CustomerDisabled', 'CustomerEnabled', 'CustomerAddedToGroup', 'CustomerRemovedFromGroup'] as const;
export const customerStreamId = (customerId: string) => `customer-${customerId}`;
export const CUSTOMERS_READ_MODEL = 'customers';

// ---- API payloads (the server validates with them, the browser's forms too)
const id = z.string().trim().min(1).max(64);
export const customerFieldSchemas = {
  code: codeSchema,
  name: z.string().trim().min(1, 'enter a name').max(150, 'at most 150 characters'),
  phone: z.string().trim().max(40, 'at most 40 characters'),
  email: z.union([z.literal(''), z.email('an e-mail address such as ana@example.com').max(200)]),
  address: z.string().trim().max(300, 'at most 300 characters'),
  taxId: z.string().trim().max(40, 'at most 40 characters'),
  country: z.union([z.literal(''), z.string().trim().regex(/^[A-Z]{2}$/, 'a two-letter country code such as CL')]),
  priceType: z.union([z.literal(''), z.enum(SALE_PRICE_TYPES)]),
  membershipLevelId: id.nullable(),
  groupIds: z.array(id).max(50, 'at most 50 groups'),
  paymentTermsDays: z.number({ error: 'a whole number of days' }).int('a whole number of days').min(0, 'at least 0').max(3650, 'at most 3650 days'),
  currency: z.union([z.literal(''), z.string().trim().regex(/^[A-Z]{3}$/, 'a three-letter ISO 4217 code such as CLP')]),
  creditLimit: z.string().trim().regex(DECIMAL_RE, 'a non-negative decimal number such as 500000').nullable(),
  memo: z.string().trim().max(500, 'at most 500 characters'),
};
const f = customerFieldSchemas;

export const createCustomerBody = z
  .object({
    commandId: z.uuid().optional(),
    code: f.code,
    name: f.name,
    phone: f.phone.default(''),
    email: f.email.default(''),
    address: f.address.default(''),
    taxId: f.taxId.default(''),
    country: f.country.default(''),
    priceType: f.priceType.default(''),
    membershipLevelId: f.membershipLevelId.default(null),
    groupIds: f.groupIds.default([]),
    paymentTermsDays: f.paymentTermsDays.default(0),
    currency: f.currency.default(''),
    creditLimit: f.creditLimit.default(null),
    memo: f.memo.default(''),
  })
  .strict();
export type CreateCustomerBody = z.infer<typeof createCustomerBody>;

/** Only the fields given change; `version` = the version edited (409 when someone saved since). */
export const updateCustomerBody = z
  .object({
    version: z.number().int().min(1).optional(),
    code: f.code.optional(),
    name: f.name.optional(),
    phone: f.phone.optional(),
    email: f.email.optional(),
    address: f.address.optional(),
    taxId: f.taxId.optional(),
    country: f.country.optional(),
    priceType: f.priceType.optional(),
    membershipLevelId: f.membershipLevelId.optional(),
    groupIds: f.groupIds.optional(),
    paymentTermsDays: f.paymentTermsDays.optional(),
    currency: f.currency.optional(),
    creditLimit: f.creditLimit.optional(),
    memo: f.memo.optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).some((k) => k !== 'version'), 'nothing to change');
export type UpdateCustomerBody = z.infer<typeof updateCustomerBody>;

export const listCustomersQuery = z
  .object({
    /** Code, name, phone, e-mail or tax id contains it (case-insensitive). */
    search: z.string().trim().max(100).optional(),
    status: z.enum(['active', 'disabled', 'all']).default('all'),
    groupId: id.optional(),
    membershipLevelId: id.optional(),
    priceType: z.enum(SALE_PRICE_TYPES).optional(),
    ...pageQuery,
  })
  .strict();
export type ListCustomersQuery = z.infer<typeof listCustomersQuery>;

// ---- answers
export const customerSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  taxId: z.string(),
  country: z.string(),
  priceType: z.union([z.literal(''), z.enum(SALE_PRICE_TYPES)]),
  membershipLevelId: z.string().nullable(),
  membershipLevelName: z.string().nullable(),
  groupIds: z.array(z.string()),
  groupNames: z.array(z.string()),
  paymentTermsDays: z.number(),
  currency: z.string(),
  creditLimit: z.string().nullable(),
  memo: z.string(),
  status: z.enum(CUSTOMER_STATUSES),
  /** What a sale takes: the customer's price type, else its level's, else retail; the level's discount. */
  effectivePriceType: z.enum(SALE_PRICE_TYPES),
  discount: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});
export type Customer = z.infer<typeof customerSchema>;
export const customerListSchema = z.object({ customers: z.array(customerSchema), total: z.number() });
export type CustomerList = z.infer<typeof customerListSchema>;
