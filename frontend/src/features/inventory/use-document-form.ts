import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { newLine } from './components/DocumentLines';
import { issueMap, type LineDraft, linesBody } from './stock-lines';

/**
 * What the stock document forms (write-off, transfer) share: the lines and the note, validation
 * with the contract's schema, sending with a fresh command id, and the number or error returned.
 * `header` gives the document's own fields (warehouses, reason).
 */
export function useDocumentForm<S extends z.ZodType>(
  schema: S,
  send: (body: z.infer<S>) => Promise<{ number: string }>,
  header: () => Record<string, unknown>,
) {
  const [note, setNote] = useState('');
  const [lines, setLines] = useState<LineDraft[]>(() => [newLine()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [number, setNumber] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNumber(null);
    setError(null);
    const parsed = schema.safeParse({ commandId: crypto.randomUUID(), ...header(), note, lines: linesBody(lines) });
    if (!parsed.success) {
      setErrors(issueMap(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const result = await send(parsed.data);
      setNumber(result.number);
      setLines([newLine()]);
      setNote('');
    } catch (err) {
      setError(err);
    }
  };

  return { note, setNote, lines, setLines, errors, number, error, submit };
}
