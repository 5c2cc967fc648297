import { z } from 'zod';
import { codeSchema, pageQuery } from './common.js';

/** Suppliers (/product supplier subgroup): who the trader buys from. One stream per supplier; codes unique. */

export interface SupplierFields {
  code: string;
  name: string;
  contact: string;
  phone: string;
  email: string;
  /** ISO 4217 code the supplier invoices in. */
  currency: string;
  /** ISO 3166 alpha-2 country code ('' = not known). */
  country: string;
  /**
   * Payment terms: days after a receipt its amount falls due (0 = on receipt). Absent in events
   * recorded before the field existed: 0.
   */
  paymentTermsDays?: number;
}
export interface SupplierCreated {
  type: 'SupplierCreated';
  data: { supplierId: string } & SupplierFields;
}
export interface SupplierChanged {
  type: 'SupplierChanged';
  data: { supplierId: string; changes: Partial<SupplierFields> };
}
export interface SupplierDisabled {
  type: 'SupplierDisabled';
  data: { supplierId: string };
}
export interface SupplierEnabled {
  type: 'SupplierEnabled';
  data: { supplierId: string };
}
export type SupplierEvent = SupplierCreated | SupplierChanged | SupplierDisabled | SupplierEnabled;
export const SUPPLIER_EVENT_TYPES = ['SupplierCreated', 'SupplierChanged', 'SupplierDisabled', 'SupplierEnabled'] as const;
export const supplierStreamId = (supplierId: string) => `supplier-${supplierId}`;
export const SUPPLIERS_READ_MODEL = 'suppliers';

const fields = {
  code: codeSchema,
  name: z.string().trim().min(1, 'enter a name').max(150),
  contact: z.string().trim().max(100),
  phone: z.string().trim().max(40),
  email: z.union([z.literal(''), z.email().max(200)]),
  currency: z.string().trim().regex(/^[A-Z]{3}$/, 'a three-letter ISO 4217 code such as USD'),
  country: z.union([z.literal(''), z.string().trim().regex(/^[A-Z]{2}$/, 'a two-letter country code such as CN')]),
  paymentTermsDays: z.coerce.number().int('whole days').min(0, '0 to 365 days').max(365, '0 to 365 days'),
};
export const createSupplierBody = z
  .object({
    commandId: z.uuid().optional(),
    code: fields.code,
    name: fields.name,
    contact: fields.contact.default(''),
    phone: fields.phone.default(''),
    email: fields.email.default(''),
    currency: fields.currency.default('USD'),
    country: fields.country.default(''),
    paymentTermsDays: fields.paymentTermsDays.default(0),
  })
  .strict();
export type CreateSupplierBody = z.infer<typeof createSupplierBody>;
export const updateSupplierBody = z
  .object({
    version: z.number().int().min(1).optional(),
    code: fields.code.optional(),
    name: fields.name.optional(),
    contact: fields.contact.optional(),
    phone: fields.phone.optional(),
    email: fields.email.optional(),
    currency: fields.currency.optional(),
    country: fields.country.optional(),
    paymentTermsDays: fields.paymentTermsDays.optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).some((k) => k !== 'version'), 'nothing to change');
export type UpdateSupplierBody = z.infer<typeof updateSupplierBody>;
export const listSuppliersQuery = z
  .object({ search: z.string().trim().max(100).optional(), status: z.enum(['active', 'disabled', 'all']).default('all'), ...pageQuery })
  .strict();
export type ListSuppliersQuery = z.infer<typeof listSuppliersQuery>;
export const supplierSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  contact: z.string(),
  phone: z.string(),
  email: z.string(),
  currency: z.string(),
  country: z.string(),
  paymentTermsDays: z.number(),
  status: z.enum(['active', 'disabled']),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});
export type Supplier = z.infer<typeof supplierSchema>;
export const supplierListSchema = z.object({ suppliers: z.array(supplierSchema), total: z.number() });
