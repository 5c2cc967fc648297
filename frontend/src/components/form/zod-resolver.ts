import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { type ErrorTree, type RefusalWords, relabelErrors } from './form-state';

/**
 * The resolver of a kit form: the contract's zod schema checks the values (the submit receives the
 * schema's output), then the screen's own words replace the schema's message where it has some
 * (`messages`: field path -> text), and a refusal of the whole form goes to `root`.
 */
export function zodFormResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  messages?: RefusalWords,
): Resolver<z.input<S>, unknown, z.output<S>> {
  const zod = zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  return async (values, context, options) => {
    const result = await zod(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: relabelErrors(result.errors as ErrorTree, messages) as FieldErrors<z.input<S>> };
  };
}
