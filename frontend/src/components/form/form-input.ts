/**
 * From what an input holds (always text) to what a contract's field takes, as zod pipes: the text
 * is turned into the field's type first, then the contract's own schema checks it with its own
 * messages. A screen extends the contract's body with these for the fields typed as text, e.g.
 * `createCustomerBody.extend({ paymentTermsDays: wholeNumber(createCustomerBody.shape.paymentTermsDays) })`.
 * Pure (unit-tested).
 */
import { z } from 'zod';
import { fromCompanyInput } from '../../lib/form';

/** Trimmed text, for a contract field that does not trim itself (an e-mail address). */
export const trimmed = <S extends z.ZodType<unknown, string>>(schema: S) =>
  z
    .string()
    .transform((v) => v.trim())
    .pipe(schema);

/** Trimmed and in capitals: codes typed in any case (country CL, currency USD). */
export const upperCase = <S extends z.ZodType<unknown, string>>(schema: S) =>
  z
    .string()
    .transform((v) => v.trim().toUpperCase())
    .pipe(schema);

/** Digits -> that whole number; anything else (blank too) -> NaN, which a number schema refuses. */
export const wholeNumber = <S extends z.ZodType<unknown, number>>(schema: S) =>
  z
    .string()
    .transform((v) => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : Number.NaN))
    .pipe(schema);

/** Trimmed text; a blank field -> null (no credit limit, no level). */
export const blankAsNull = <S extends z.ZodType<unknown, string | null>>(schema: S) =>
  z
    .string()
    .transform((v) => (v.trim() === '' ? null : v.trim()))
    .pipe(schema);

/** Trimmed text; a blank field -> undefined, so an optional body field is left out. */
export const blankAsUndefined = <S extends z.ZodType<unknown, string | undefined>>(schema: S) =>
  z
    .string()
    .transform((v) => (v.trim() === '' ? undefined : v.trim()))
    .pipe(schema);

/** A date and time typed on the company's clock ('YYYY-MM-DD HH:mm', offset hours east of UTC) -> ISO instant ('' when empty or invalid). */
export const companyDateTime = <S extends z.ZodType<unknown, string>>(schema: S, offsetHours: number) => z.string().transform((v) => fromCompanyInput(v, offsetHours)).pipe(schema);

