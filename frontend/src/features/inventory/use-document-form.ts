import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';
import type { RefusalWords } from '../../components/form/form-state';
import { useZodForm } from '../../components/form/useZodForm';
import { type LineDraft, linesBody } from './stock-lines';

/** A stock document as typed: its own fields (warehouses, reason), the note and the lines. */
export type DocumentDraft = Record<string, unknown> & { note: string; lines: LineDraft[] };

/**
 * A stock document as typed -> the body the contract's schema (`body`: damageBody, transferBody)
 * checks, blank lines left out; its refusals name the document's fields and 'lines.0.quantity'.
 */
export const documentForm = <S extends z.ZodType<FieldValues, FieldValues>>(body: S) =>
  z
    .custom<DocumentDraft>((v) => typeof v === 'object' && v !== null)
    .transform((draft) => ({ ...draft, lines: linesBody(draft.lines) }) as z.input<S>)
    .pipe(body as unknown as z.ZodType<z.output<S>, Awaited<z.input<S>>>);

/**
 * The form of a stock document (write-off, transfer): `header` gives the document's own fields
 * and where they start; no lines to begin with (they are scanned into the grid).
 */
export function useDocumentForm<S extends z.ZodType<FieldValues, FieldValues>>(body: S, header: Record<string, string>, messages?: RefusalWords) {
  return useZodForm(documentForm(body), { ...header, note: '', lines: [] } as never, { messages });
}
