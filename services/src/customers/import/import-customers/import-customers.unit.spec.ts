import type { CustomerImportColumn } from '@tradedesk/contracts/customers/customer-import';
import { testContext } from '../../../platform/cqrs/decider-spec.js';
import { codeTakenMeanwhile, decideImportCustomers, type ImportCustomers, importReport, listChangedMeanwhile } from './import-customers.decide.js';

type Cells = Partial<Record<CustomerImportColumn, string>>;
/** Sheet rows from the second row on (row 1 is the header). */
const rows = (...cells: Cells[]) => cells.map((c, i) => ({ row: i + 2, cells: c }));

const sheet = (over: Partial<ImportCustomers> = {}): ImportCustomers => ({
  mode: 'all-or-nothing',
  rows: [],
  fileErrors: [],
  levels: new Map([
    ['oro', { id: 'l1', name: 'Oro', status: 'active' }],
    ['plata', { id: 'l2', name: 'Plata', status: 'disabled' }],
  ]),
  groups: new Map([
    ['restaurantes', { id: 'g1', name: 'Restaurantes', status: 'active' }],
    ['ruta 5', { id: 'g2', name: 'Ruta 5', status: 'active' }],
    ['hoteles', { id: 'g3', name: 'Hoteles', status: 'disabled' }],
  ]),
  takenCodes: new Set(['exist-1']),
  ...over,
});

const decide = (over: Partial<ImportCustomers>) => decideImportCustomers(sheet(over), testContext());
/** The refusals of one row, as [field, message]. */
const refusalsOf = async (cells: Cells) => (await decide({ rows: rows(cells) })).errors.map((e) => [e.field, e.message]);

describe('customer import', () => {
  it('creates one customer per row with its fields, level and groups as the customer form takes them', async () => {
    const out = await decide({
      rows: rows(
        { code: 'IMP-001', name: 'Almacén La Esquina', taxId: '76.000.001-1', priceType: 'Wholesale', membership: 'oro', groups: 'Restaurantes; ruta 5, restaurantes', paymentTermsDays: '30', creditLimit: '250000.50', currency: 'clp', country: 'cl' },
        { code: 'IMP-002', name: 'Botillería El Sol' },
      ),
    });
    expect([out.total, out.errors]).toEqual([2, []]);
    expect(out.customers.map((c) => [c.row, c.code, c.customerId, c.events.map((e) => e.type)])).toEqual([
      [2, 'IMP-001', 'id-1', ['CustomerCreated']],
      [3, 'IMP-002', 'id-2', ['CustomerCreated']],
    ]);
    expect(out.customers[0]!.events[0]!.data).toEqual({
      customerId: 'id-1', code: 'IMP-001', name: 'Almacén La Esquina', phone: '', email: '', address: '', taxId: '76.000.001-1', country: 'CL',
      priceType: 'wholesale', membershipLevelId: 'l1', groupIds: ['g1', 'g2'], paymentTermsDays: 30, currency: 'CLP', creditLimit: '250000.5', memo: '',
    });
    expect(out.customers[1]!.events[0]!.data).toMatchObject({ membershipLevelId: null, groupIds: [], paymentTermsDays: 0, creditLimit: null, priceType: '' });
  });

  it('refuses a row without code or name, and fields the customer form refuses', async () => {
    expect(await refusalsOf({ name: 'Sin código' })).toEqual([['code', 'required']]);
    expect(await refusalsOf({ code: 'A-1' })).toEqual([['name', 'required']]);
    expect(await refusalsOf({ code: 'has space', name: 'x' })).toEqual([['code', 'letters, digits and . _ - / # only, no spaces']]);
    expect(await refusalsOf({ code: 'A-1', name: 'x', email: 'nope', country: 'Chile', currency: 'PESOS', creditLimit: '-5' })).toEqual([
      ['country', 'a two-letter country code such as CL'],
      ['currency', 'a three-letter ISO 4217 code such as CLP'],
      ['creditLimit', 'a non-negative decimal number such as 500000'],
      ['email', 'an e-mail address such as ana@example.com'],
    ]);
  });

  it('refuses a price type, payment terms, level or group it does not know, and a disabled level or group', async () => {
    expect(await refusalsOf({ code: 'A-1', name: 'x', priceType: 'cheap', paymentTermsDays: 'soon', membership: 'Platino', groups: 'Hoteles; Bares' })).toEqual([
      ['priceType', '"cheap" is not one of retail, wholesale, member'],
      ['paymentTermsDays', '"soon" is not a whole number of days from 0 to 3650'],
      ['membership', 'no membership level named "Platino"'],
      ['groups', 'the customer group Hoteles is disabled'],
      ['groups', 'no customer group named "Bares"'],
    ]);
    expect(await refusalsOf({ code: 'A-1', name: 'x', membership: 'plata', paymentTermsDays: '3651' })).toEqual([
      ['paymentTermsDays', '"3651" is not a whole number of days from 0 to 3650'],
      ['membership', 'the membership level Plata is disabled'],
    ]);
  });

  it("refuses a code that is already a customer's, and a code twice in the file after its first row", async () => {
    const out = await decide({ mode: 'valid-rows', rows: rows({ code: 'EXIST-1', name: 'a' }, { code: 'IMP-2', name: 'b' }, { code: 'imp-2', name: 'c' }) });
    expect(out.errors).toEqual([
      { row: 2, field: 'code', message: "code EXIST-1 is already a customer's" },
      { row: 4, field: 'code', message: 'code imp-2 is also on row 3' },
    ]);
    expect(out.customers.map((c) => c.row)).toEqual([3]);
  });

  it("'all-or-nothing' creates no customer when one row is refused; 'valid-rows' creates the others", async () => {
    const file = rows({ code: 'A-1', name: 'a' }, { code: 'A-2', name: '' }, { code: 'A-3', name: 'c' });
    const all = await decide({ rows: file });
    expect([all.total, all.customers, all.errors.map((e) => [e.row, e.field])]).toEqual([3, [], [[3, 'name']]]);
    const valid = await decide({ rows: file, mode: 'valid-rows' });
    expect([valid.total, valid.customers.map((c) => c.code), valid.errors.map((e) => [e.row, e.field])]).toEqual([3, ['A-1', 'A-3'], [[3, 'name']]]);
  });

  it('a file that cannot be read, or has no customer rows, is refused as a whole', async () => {
    const header = { row: 1, field: 'name', message: 'the header row has no name column' };
    expect(await decide({ fileErrors: [header] })).toEqual({ total: 0, errors: [header], customers: [] });
    expect(await decide({ rows: [] })).toEqual({ total: 0, errors: [{ row: 0, field: 'file', message: 'the sheet has no customer rows' }], customers: [] });
  });

  it('paces itself on every row so a large sheet does not hold the API', async () => {
    let paced = 0;
    await decideImportCustomers(sheet({ rows: rows({ code: 'A-1', name: 'a' }, { code: 'A-2', name: 'b' }, { code: 'A-3', name: 'c' }) }), testContext(), () => void paced++);
    expect(paced).toBe(3);
  });

  it('the report counts each refused row once, the header and the file not among them, rows in order', () => {
    const report = importReport('valid-rows', 5, 2, [codeTakenMeanwhile({ row: 6, code: 'A-9' }), { row: 1, field: 'x', message: 'b' }, { row: 4, field: 'name', message: 'required' }, { row: 4, field: 'email', message: 'e' }], 12);
    expect(report).toEqual({
      mode: 'valid-rows', total: 5, imported: 2, refused: 2, durationMs: 12,
      errors: [
        { row: 1, field: 'x', message: 'b' },
        { row: 4, field: 'name', message: 'required' },
        { row: 4, field: 'email', message: 'e' },
        { row: 6, field: 'code', message: 'code A-9 was taken during the import' },
      ],
    });
    expect(listChangedMeanwhile('code: another customer has this code; choose another.')).toEqual({
      row: 0, field: 'file', message: 'the customer list changed during the import (code: another customer has this code; choose another.); nothing was imported',
    });
  });
});
