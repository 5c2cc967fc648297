import { type DefaultValues, type FieldValues, type Mode, useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { RefusalWords } from './form-state';
import { zodFormResolver } from './zod-resolver';

export interface ZodFormOptions {
  /**
   * The screen's own words for a field's refusal (field path -> text), shown instead of the
   * schema's message: "at least 8 characters" becomes the translated "The password needs 8
   * characters or more". As a function it words any refusal from its path and the schema's
   * message (a problem code such as 'overpaid').
   */
  messages?: RefusalWords;
  /** When fields are checked: on submit (the default), or as they change ('onChange', 'all') for a form that says what is wrong while it is typed. */
  mode?: Mode;
}

/**
 * A react-hook-form form validated by a zod schema of contracts/, the same one the server checks
 * the body with, so the browser shows the server's own messages before a request is sent. The
 * submit handler receives the schema's output (trimmed, defaults filled in). A refusal of the
 * whole form (a form-level refine) shows on the form's general line (FormError).
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  options: ZodFormOptions = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodFormResolver(schema, options.messages), defaultValues, ...(options.mode ? { mode: options.mode } : {}) });
}

export type ZodForm<S extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<z.input<S>, unknown, z.output<S>>;
