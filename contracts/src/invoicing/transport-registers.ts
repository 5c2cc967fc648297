import { z } from 'zod';
import { INVOICE_COUNTRIES, invoiceAddressSchema } from './invoice-setup.js';
import { normaliseTaxId, taxIdProblem } from './tax-ids.js';

/**
 * The waybill registers (/invoice/transportCompany, /invoice/driver; Root and Admin only): the
 * carriers and drivers a trader names on waybills and transport documents (docs/invoicing-registers.md).
 */

const companyFields = z
  .object({
    name: z.string().trim().min(1, 'enter a name').max(200),
    country: z.enum(INVOICE_COUNTRIES),
    taxId: z.string().trim().min(1, 'enter the tax id').max(30),
    address: invoiceAddressSchema,
    phone: z.string().trim().max(40),
    email: z.union([z.literal(''), z.email('not an e-mail address')]),
  })
  .strict();
export const transportCompanyFieldsSchema = companyFields.extend({ phone: companyFields.shape.phone.default(''), email: companyFields.shape.email.default('') });
export type TransportCompanyFields = z.infer<typeof transportCompanyFieldsSchema>;

const taxIdChecked = <T extends z.ZodType<Partial<TransportCompanyFields>>>(schema: T) =>
  schema.superRefine((f, ctx) => {
    if (f.country === undefined || f.taxId === undefined) return;
    const problem = taxIdProblem(f.country, f.taxId);
    if (problem) ctx.addIssue({ code: 'custom', path: ['taxId'], message: problem });
  });

export const createTransportCompanyBody = taxIdChecked(transportCompanyFieldsSchema.extend({ commandId: z.uuid().optional() }).strict());
export type CreateTransportCompanyBody = z.infer<typeof createTransportCompanyBody>;
export const updateTransportCompanyBody = taxIdChecked(companyFields.partial().extend({ version: z.number().int().min(1).optional() }).strict()).refine(
  (b) => Object.keys(b).some((k) => k !== 'version'),
  'nothing to change',
);
export type UpdateTransportCompanyBody = z.infer<typeof updateTransportCompanyBody>;

/** A vehicle registration plate: letters, digits, spaces and dashes. */
const plate = z.string().trim().toUpperCase().min(2, 'a plate has at least 2 characters').max(15).regex(/^[A-Z0-9][A-Z0-9 -]*$/, 'letters, digits, spaces and dashes only');
const driverFieldsBase = z
  .object({
    name: z.string().trim().min(1, 'enter a name').max(200),
    idNumber: z.string().trim().min(1, 'enter the identity document number').max(40),
    licenceNumber: z.string().trim().min(1, 'enter the driving licence number').max(40),
    phone: z.string().trim().max(40),
    plates: z.array(plate).max(10).refine((p) => new Set(p).size === p.length, 'a plate is listed twice'),
    /** The transport company the driver drives for; null: none (own staff, independent). */
    transportCompanyId: z.string().min(1).nullable(),
  })
  .strict();
export const driverFieldsSchema = driverFieldsBase.extend({ phone: driverFieldsBase.shape.phone.default(''), plates: driverFieldsBase.shape.plates.default([]), transportCompanyId: driverFieldsBase.shape.transportCompanyId.default(null) });
export type DriverFields = z.infer<typeof driverFieldsSchema>;
export const createDriverBody = driverFieldsSchema.extend({ commandId: z.uuid().optional() }).strict();
export type CreateDriverBody = z.infer<typeof createDriverBody>;
export const updateDriverBody = driverFieldsBase
  .partial()
  .extend({ version: z.number().int().min(1).optional() })
  .strict()
  .refine((b) => Object.keys(b).some((k) => k !== 'version'), 'nothing to change');
export type UpdateDriverBody = z.infer<typeof updateDriverBody>;

/** POST .../:id/activate and .../:id/deactivate. */
export const setActiveBody = z.object({ version: z.number().int().min(1).optional() }).strict();
export type SetActiveBody = z.infer<typeof setActiveBody>;

const activeFilter = z.enum(['active', 'inactive', 'all']).default('all');
export const listTransportCompaniesQuery = z.object({ search: z.string().trim().optional(), country: z.enum(INVOICE_COUNTRIES).optional(), active: activeFilter.optional() }).strict();
export type ListTransportCompaniesQuery = z.infer<typeof listTransportCompaniesQuery>;
export const listDriversQuery = z.object({ search: z.string().trim().optional(), transportCompanyId: z.string().optional(), active: activeFilter.optional() }).strict();
export type ListDriversQuery = z.infer<typeof listDriversQuery>;

export { normaliseTaxId };

interface Who {
  by: string;
  at: string;
}
export type TransportCompanyEvent =
  | { type: 'TransportCompanyCreated'; data: { transportCompanyId: string } & TransportCompanyFields }
  | { type: 'TransportCompanyChanged'; data: { transportCompanyId: string; changes: Partial<TransportCompanyFields> } }
  | { type: 'TransportCompanyDeactivated'; data: { transportCompanyId: string } & Who }
  | { type: 'TransportCompanyActivated'; data: { transportCompanyId: string } & Who };
export const TRANSPORT_COMPANY_EVENT_TYPES = ['TransportCompanyCreated', 'TransportCompanyChanged', 'TransportCompanyDeactivated', 'TransportCompanyActivated'] as const;
export const transportCompanyStreamId = (id: string) => `transportcompany-${id}`;
export const TRANSPORT_COMPANIES_READ_MODEL = 'transport_companies';

export type DriverEvent =
  | { type: 'DriverCreated'; data: { driverId: string } & DriverFields }
  | { type: 'DriverChanged'; data: { driverId: string; changes: Partial<DriverFields> } }
  | { type: 'DriverDeactivated'; data: { driverId: string } & Who }
  | { type: 'DriverActivated'; data: { driverId: string } & Who };
export const DRIVER_EVENT_TYPES = ['DriverCreated', 'DriverChanged', 'DriverDeactivated', 'DriverActivated'] as const;
export const driverStreamId = (id: string) => `driver-${id}`;
export const DRIVERS_READ_MODEL = 'drivers';

export interface TransportCompany extends TransportCompanyFields {
  id: string;
  active: boolean;
  version: number;
  updatedAt: string;
}
export interface Driver extends DriverFields {
  id: string;
  active: boolean;
  /** The transport company's name, read with the driver. */
  transportCompanyName: string | null;
  version: number;
  updatedAt: string;
}
