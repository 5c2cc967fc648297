import { z } from 'zod';

/**
 * Boletas of till sales (docs/invoicing-es-latam.md "Boletas from the POS till"): in a company whose
 * invoice setup is Chilean or Peruvian, every sale recorded at the till is billed by a boleta for
 * exactly its lines, issued by the server after the sale was recorded (one per sale, its invoice id
 * derived from the sale id). A sale whose boleta could not be issued keeps the reason on a stream of
 * its own (`TillBoletaFailed`); the sale itself is never refused for it.
 */
export interface TillBoletaFailed {
  type: 'TillBoletaFailed';
  data: {
    saleId: string;
    /** The setup the boleta was to be issued with (null: none fits). */
    setupId: string | null;
    /** A refusal code of errors.json `refusal.reason` (no_folios_left, boleta_buyer_required, ...). */
    reason: string;
    message: string;
    failedAt: string;
  };
}
export type TillBoletaEvent = TillBoletaFailed;
export const TILL_BOLETA_EVENT_TYPES = ['TillBoletaFailed'] as const;
export const tillBoletaStreamId = (saleId: string) => `till-boleta-${saleId}`;
export const TILL_BOLETAS_READ_MODEL = 'till-boletas';

/**
 * A till sale's boleta as the receipt and the sale lists show it: issued (its number), pending
 * with the reason of its last attempt, or waiting (the company issues boletas and none was
 * attempted yet: the reaction runs right after the sale; the till asks again shortly).
 */
export const tillBoletaSchema = z.object({
  status: z.enum(['issued', 'pending', 'waiting']),
  invoiceId: z.string().nullable(),
  /** CL: the folio (1001); PE: B001-00000012. Null while pending. */
  number: z.string().nullable(),
  /** CL: 39 (or 41, every line exempt); PE: the B series. Null while pending. */
  series: z.string().nullable(),
  reason: z.string().nullable(),
  message: z.string().nullable(),
});
export type TillBoleta = z.infer<typeof tillBoletaSchema>;
