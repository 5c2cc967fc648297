import { z } from 'zod';
import { INVOICE_COUNTRIES, invoiceAddressSchema } from './invoice-setup.js';
import { PE_ID_TYPES, partyIdProblem } from './pe-ids.js';
import { normaliseTaxId } from './tax-ids.js';

/** The client register (/invoice/client): who invoices are made out to, with a tax id valid for their country. */

const clientFields = z
  .object({
    name: z.string().trim().min(1, 'enter a name').max(200),
    country: z.enum(INVOICE_COUNTRIES),
    taxId: z.string().trim().min(1, 'enter the tax id').max(30),
    /** Peru: the id's document type (SUNAT catálogo 06: 0, 1 DNI, 4, 6 RUC, 7, A); a RUC when absent. Read for Peruvian clients only. */
    idType: z.enum(PE_ID_TYPES).optional(),
    vatId: z.string().trim().max(30),
    address: invoiceAddressSchema,
    email: z.union([z.literal(''), z.email('not an e-mail address')]),
    /** The customer the client was imported from; null when typed in. */
    customerId: z.string().nullable(),
  })
  .strict();
export const invoiceClientFieldsSchema = clientFields.extend({ vatId: clientFields.shape.vatId.default(''), email: clientFields.shape.email.default(''), customerId: clientFields.shape.customerId.default(null) });
export type InvoiceClientFields = z.infer<typeof invoiceClientFieldsSchema>;

/** The fields with the tax id checked against the country's rule and normalised. */
const checked = <T extends z.ZodType<Partial<InvoiceClientFields>>>(schema: T) =>
  schema.superRefine((f, ctx) => {
    if (f.country === undefined || f.taxId === undefined) return;
    const problem = partyIdProblem(f.country, f.taxId, f.idType);
    if (problem) ctx.addIssue({ code: 'custom', path: ['taxId'], message: problem });
  });

export const createInvoiceClientBody = checked(invoiceClientFieldsSchema.extend({ commandId: z.uuid().optional() }).strict());
export type CreateInvoiceClientBody = z.infer<typeof createInvoiceClientBody>;
export const updateInvoiceClientBody = checked(clientFields.partial().extend({ version: z.number().int().min(1).optional() }).strict()).refine(
  (b) => Object.keys(b).some((k) => k !== 'version'),
  'nothing to change',
);
export type UpdateInvoiceClientBody = z.infer<typeof updateInvoiceClientBody>;
export const listInvoiceClientsQuery = z.object({ search: z.string().trim().optional(), country: z.enum(INVOICE_COUNTRIES).optional() }).strict();
export type ListInvoiceClientsQuery = z.infer<typeof listInvoiceClientsQuery>;

export { normaliseTaxId };

export interface InvoiceClientCreated {
  type: 'InvoiceClientCreated';
  data: { clientId: string } & InvoiceClientFields;
}
export interface InvoiceClientChanged {
  type: 'InvoiceClientChanged';
  data: { clientId: string; changes: Partial<InvoiceClientFields> };
}
export type InvoiceClientEvent = InvoiceClientCreated | InvoiceClientChanged;
export const INVOICE_CLIENT_EVENT_TYPES = ['InvoiceClientCreated', 'InvoiceClientChanged'] as const;
export const invoiceClientStreamId = (clientId: string) => `invoiceclient-${clientId}`;
export const INVOICE_CLIENTS_READ_MODEL = 'invoice_clients';

export interface InvoiceClient extends InvoiceClientFields {
  id: string;
  version: number;
  updatedAt: string;
}

/** Invoice clients made from existing customers (the client screen's "From customers"); all or nothing. */
export const importClientsFromCustomersBody = z.object({ commandId: z.uuid(), customerIds: z.array(z.string().min(1).max(100)).min(1, 'pick at least one customer').max(500) }).strict();
export type ImportClientsFromCustomersBody = z.infer<typeof importClientsFromCustomersBody>;
/** A customer as the import offers it: what its client would carry, and why it cannot be one (null: it can). */
export interface CustomerToImport {
  id: string;
  code: string;
  name: string;
  taxId: string;
  country: string;
  address: string;
  /** Why it cannot be a client (the field at fault), null: it can. */
  problem: 'country' | 'taxId' | 'address' | null;
}

/** The client sheet (.xlsx or .csv, first sheet): its columns and the header names each is found by (case and spaces ignored). */
export const CLIENT_IMPORT_COLUMNS = {
  name: ['name', 'nombre', 'nazwa', 'client'],
  country: ['country', 'pais', 'kraj'],
  taxId: ['taxid', 'tax id', 'nip', 'rut', 'ruc', 'nif', 'cui', 'ico', 'adoszam'],
  /** Peru: the id's SUNAT catálogo 06 type (code or name: 1 / DNI, 7 / PASAPORTE...); a RUC when empty. */
  idType: ['idtype', 'id type', 'document type', 'tipo doc', 'tipo documento', 'tipo de documento', 'typ dokumentu'],
  vatId: ['vatid', 'vat id', 'vat'],
  street: ['street', 'calle', 'ulica', 'address'],
  buildingNumber: ['number', 'buildingnumber', 'numero'],
  postalCode: ['postalcode', 'postal code', 'zip', 'kod'],
  city: ['city', 'ciudad', 'miasto'],
  email: ['email', 'e-mail', 'correo'],
} as const;
export type ClientImportColumn = keyof typeof CLIENT_IMPORT_COLUMNS;
export const CLIENT_IMPORT_JOB = 'invoicing.import-clients';
/** POST /api/invoicing/clients/import (JSON): the file as base64 and the command id (a retry is applied once). */
export const importClientsBody = z.object({ commandId: z.uuid(), file: z.string().min(1) }).strict();
export type ImportClientsBody = z.infer<typeof importClientsBody>;
