import { defaultFolioWarning, folioAt } from '@tradedesk/contracts/invoicing/invoice-keys';
import type { InvoiceSetup } from '@tradedesk/contracts/invoicing/invoice-setup';
import { spec } from '../../../platform/cqrs/decider-spec.js';
import { readCafFile } from '../caf-file.js';
import { testCaf } from '../../e-documents/testing/test-caf.js';
import { invoiceKeysDecider } from '../invoice-keys.decider.js';

const setup = { id: 's1', country: 'CL', taxId: '12.345.678-5' } as InvoiceSetup;
const caf = (from: number, to: number, type = 33) => ({ documentType: type, issuerRut: '12345678-5', from, to, authorizedOn: '2026-11-01', keyId: '100', cafXml: '<CAF/>', privateKeySealed: 'v1:x' });
const loaded = (cafId: string, from: number, to: number, type = 33) => ({ type: 'CafLoaded' as const, data: { setupId: 's1', cafId, ...caf(from, to, type) } });

describe('load a CAF (Chile)', () => {
  it('records the range for the setup whose RUT it names (dots and dash ignored)', () =>
    spec(invoiceKeysDecider).given([]).when({ type: 'LoadCaf', setupId: 's1', cafId: 'c1', setup, caf: caf(1, 50) }).then([loaded('c1', 1, 50)]));

  it('refuses a range overlapping one loaded before for the same type; another type may overlap', () => {
    spec(invoiceKeysDecider).given([loaded('c1', 1, 50)]).when({ type: 'LoadCaf', setupId: 's1', cafId: 'c2', setup, caf: caf(50, 60) }).thenFails('caf_overlaps');
    spec(invoiceKeysDecider).given([loaded('c1', 1, 50)]).when({ type: 'LoadCaf', setupId: 's1', cafId: 'c2', setup, caf: caf(1, 10, 61) }).then([loaded('c2', 1, 10, 61)]);
  });

  it('refuses another RUT, a type without folios, a setup outside Chile', () => {
    spec(invoiceKeysDecider).given([]).when({ type: 'LoadCaf', setupId: 's1', cafId: 'c1', setup, caf: { ...caf(1, 5), issuerRut: '11111111-1' } }).thenFails('caf_other_issuer');
    spec(invoiceKeysDecider).given([]).when({ type: 'LoadCaf', setupId: 's1', cafId: 'c1', setup, caf: caf(1, 5, 99) }).thenFails('caf_document_type');
    spec(invoiceKeysDecider).given([]).when({ type: 'LoadCaf', setupId: 's1', cafId: 'c1', setup: { ...setup, country: 'PE' }, caf: caf(1, 5) }).thenFails('caf_not_chile');
  });

  it("reads SII's file: type, range, FA, IDK; refuses a key that is not the range's", () => {
    const a = testCaf({ rut: '12345678-5', name: 'Andes', type: 33, from: 101, to: 200 });
    expect(readCafFile(a.autorizacion)).toMatchObject({ documentType: 33, issuerRut: '12345678-5', from: 101, to: 200, authorizedOn: '2026-11-01', keyId: '100' });
    const b = testCaf({ rut: '12345678-5', name: 'Andes', type: 33, from: 1, to: 2 });
    const swapped = a.autorizacion.replace(/<RSASK>[\s\S]*<\/RSASK>/, /<RSASK>[\s\S]*<\/RSASK>/.exec(b.autorizacion)![0]);
    expect(() => readCafFile(swapped)).toThrow(/not the private key/);
    expect(() => readCafFile('<AUTORIZACION/>')).toThrow(/CAF/);
  });
});

describe('folios from the ranges in load order', () => {
  const ranges = [{ from: 1, to: 3 }, { from: 10, to: 11 }];
  it('the n-th folio: 1, 2, 3, then 10, 11, then none', () => expect([1, 2, 3, 4, 5, 6].map((n) => folioAt(ranges, n))).toEqual([1, 2, 3, 10, 11, null]));
  it('warns by default at 10 % of the loaded folios, at most 50, at least 1', () => expect([3, 100, 1000].map(defaultFolioWarning)).toEqual([1, 10, 50]));
});
