import { z } from 'zod';
import { blankAsNull, blankAsUndefined, companyDateTime, trimmed, upperCase, wholeNumber } from './form-input';
import { zodFormResolver } from './zod-resolver';

describe('form kit: from what an input holds to what the contract takes', () => {
  const body = z.object({
    days: wholeNumber(z.number().int().min(0, 'not negative').max(365)),
    limit: blankAsNull(z.string().regex(/^\d+$/, 'a whole amount').nullable()),
    soId: blankAsUndefined(z.string().max(64).optional()),
    at: companyDateTime(z.iso.datetime({ message: 'a date and time' }), -4),
  });

  it('turns digits into a number, a blank into null or nothing, a local time into an instant', () => {
    const out = body.parse({ days: ' 30 ', limit: ' 500000 ', soId: '  ', at: '2030-03-04T09:30' });
    expect(out).toMatchObject({ days: 30, limit: '500000' });
    expect(out.soId).toBeUndefined();
    // 09:30 on the company's clock at -4 is 13:30 UTC, whatever the machine's zone.
    expect(out.at).toBe('2030-03-04T13:30:00.000Z');
    expect(body.parse({ days: '0', limit: '', soId: 'SO-1', at: '2030-03-04T09:30' })).toMatchObject({ days: 0, limit: null, soId: 'SO-1' });
  });

  it("lets the contract's schema refuse what is not a whole number, a bad amount or no time", () => {
    const r = body.safeParse({ days: '1.5', limit: '1,5', soId: '', at: '' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['at', 'days', 'limit']);
    expect(body.safeParse({ days: '', limit: '', soId: '', at: '2030-03-04T09:30' }).error!.issues[0]!.path).toEqual(['days']);
  });
});

describe('form kit: codes and addresses as typed', () => {
  it('trims an e-mail address and puts a code in capitals before the contract checks them', () => {
    const body = z.object({ email: trimmed(z.email('an e-mail address')), currency: upperCase(z.string().regex(/^[A-Z]{3}$/, 'a code such as CLP')) });
    expect(body.parse({ email: ' ana@example.com ', currency: ' usd ' })).toEqual({ email: 'ana@example.com', currency: 'USD' });
    expect(body.safeParse({ email: 'ana', currency: 'us' }).error!.issues.map((i) => i.message)).toEqual(['an e-mail address', 'a code such as CLP']);
  });
});

describe('form kit: the resolver a kit form validates with', () => {
  const schema = z
    .object({ name: z.string().trim().min(1, 'enter a name'), password: z.string().min(8, 'at least 8 characters'), color: z.string().default('#409EFF') })
    .refine((b) => b.name !== b.password, 'the password may not be the name');
  const options = { fields: {}, shouldUseNativeValidation: false } as never;

  it("gives the schema's output to the save: trimmed, defaults filled in", async () => {
    const r = await zodFormResolver(schema)({ name: ' Ana ', password: '12345678' }, undefined, options);
    expect(r).toEqual({ values: { name: 'Ana', password: '12345678', color: '#409EFF' }, errors: {} });
  });

  it("refuses with the schema's messages, or the screen's words where it has some", async () => {
    const plain = await zodFormResolver(schema)({ name: '', password: '1' }, undefined, options);
    expect(plain.errors).toMatchObject({ name: { message: 'enter a name' }, password: { message: 'at least 8 characters' } });
    const own = await zodFormResolver(schema, { password: 'La contraseña necesita 8 caracteres' })({ name: '', password: '1' }, undefined, options);
    expect(own.errors).toMatchObject({ name: { message: 'enter a name' }, password: { message: 'La contraseña necesita 8 caracteres' } });
  });

  it('puts a rule over the whole form on the general line', async () => {
    const r = await zodFormResolver(schema)({ name: 'same-thing', password: 'same-thing' }, undefined, options);
    expect(r.errors).toMatchObject({ root: { message: 'the password may not be the name' } });
  });
});
