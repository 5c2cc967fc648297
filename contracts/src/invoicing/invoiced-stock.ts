import { z } from 'zod';

/**
 * Stock as invoiced (/invoice/stock, /invoice/stockExcel; docs/invoicing.md "Stock as invoiced"):
 * per product (its code, else the line's description), unit and currency, the quantities and net
 * values of the invoices and credit notes issued in a period, as the documents state them (credit
 * notes negative). Proformas are not invoices and are left out.
 */
export const invoicedStockQuery = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    setupId: z.string().trim().min(1).max(100).optional(),
  })
  .strict()
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'the end is before the start' });
export type InvoicedStockQuery = z.infer<typeof invoicedStockQuery>;

export interface InvoicedStockRow {
  productCode: string;
  description: string;
  unit: string;
  currency: string;
  /** Quantity and net value on invoices (positive) and credit notes (negative), and their sum. */
  invoicedQuantity: string;
  creditedQuantity: string;
  quantity: string;
  invoicedNet: string;
  creditedNet: string;
  net: string;
  documents: number;
}
