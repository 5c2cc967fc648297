import { createInvoiceClientBody } from './invoice-clients.js';
import { partyIdProblem, peIdProblem, peIdTypeFromCell, peIdTypeOf } from './pe-ids.js';

/** Peru's buyer ids by SUNAT catálogo 06 type (docs/invoicing-es-latam.md "Peruvian buyer ids"). */
describe('Peruvian buyer ids', () => {
  it('each type has its format and its own refusal', () => {
    expect([peIdProblem('1', '12345678'), peIdProblem('4', '001234567'), peIdProblem('7', 'fa 123456'), peIdProblem('6', '20100070970'), peIdProblem('A', '123456789012345'), peIdProblem('0', 'US-98-7654321')]).toEqual([null, null, null, null, null, null]);
    expect(['1:1234567', '1:123456789', '4:1234567890123', '7:AB-1', '6:20100070971', '6:30100070970', 'A:1234567890123456', '0:'].map((x) => peIdProblem(x[0] as '1', x.slice(2))?.reason)).toEqual([
      'invalid_dni', 'invalid_dni', 'invalid_carnet_extranjeria', 'invalid_passport', 'invalid_ruc', 'invalid_ruc', 'invalid_diplomatic_id', 'invalid_foreign_tax_id',
    ]);
  });

  it('an id kept without a type reads as RUC (11 digits) or DNI (8); a client is a RUC unless its type says otherwise', () => {
    expect([peIdTypeOf('20100070970'), peIdTypeOf('12345678'), peIdTypeOf('X1', '7'), peIdTypeOf('X1')]).toEqual(['6', '1', '7', '0']);
    expect(partyIdProblem('PE', '12345678')).toMatch(/RUC/);
    expect(partyIdProblem('PE', '12345678', '1')).toBeNull();
    const client = (taxId: string, idType?: string) => createInvoiceClientBody.safeParse({ name: 'Ana Souza', country: 'PE', taxId, ...(idType ? { idType } : {}), address: { street: 'Av. Larco 101', city: 'Lima', countryCode: 'PE' } });
    expect([client('FA123456', '7').success, client('FA123456').success, client('12345678', '4').success, client('1234', 'B').success]).toEqual([true, false, true, false]);
    expect(client('AB-1', '7').error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['taxId', 'AB-1 is not a passport number: up to 12 letters or digits']]);
  });

  it('a sheet cell names a type by its code, SUNAT name or a short word; anything else is no type', () => {
    expect(['1', 'dni', ' Pasaporte ', 'passport', 'a', 'Carnet de Extranjería', 'CE', 'doc. trib. no dom. sin ruc', 'ruc'].map(peIdTypeFromCell)).toEqual(['1', '1', '7', '7', 'A', '4', '4', '0', '6']);
    expect(['2', 'libreta', 'B', 'DNI7'].map(peIdTypeFromCell)).toEqual([null, null, null, null]);
  });
});
