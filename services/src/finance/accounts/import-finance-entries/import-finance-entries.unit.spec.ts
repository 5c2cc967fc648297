import { testContext } from '../../../platform/cqrs/decider-spec.js';
import { NO_CLOSED_PERIODS } from '../../../platform/closed-period.js';
import { decideImportFinanceEntries, type EntrySheet, refusedEntryReport } from './import-finance-entries.decide.js';

const sheet = (rows: Record<string, string>[], over: Partial<EntrySheet> = {}): EntrySheet => ({
  rows: rows.map((cells, i) => ({ row: i + 2, cells })),
  errors: [],
  accounts: new Map([
    ['caja', { id: 'a1', currency: 'CLP' }],
    ['banco usd', { id: 'a2', currency: 'USD' }],
  ]),
  classes: new Map([
    ['ventas', [{ id: 'k1', direction: 'income', path: 'Ventas' }]],
    ['luz', [{ id: 'k2', direction: 'expense', path: 'Local / Luz' }, { id: 'k3', direction: 'expense', path: 'Bodega / Luz' }]],
    ['local / luz', [{ id: 'k2', direction: 'expense', path: 'Local / Luz' }]],
  ]),
  parties: new Map([['customer:c-01', 'cu1']]),
  utcOffsetHours: 0,
  closed: NO_CLOSED_PERIODS,
  ...over,
});
const row = (over: Record<string, string> = {}) => ({ direction: 'income', account: 'Caja', class: 'Ventas', amount: '15000', ...over });
const decide = (s: EntrySheet) => decideImportFinanceEntries(s, testContext());

describe('import finance entries', () => {
  it('turns every row into an entry: account by name, class by name or path, party by code, today when no date', () => {
    const r = decide(sheet([row({ memo: ' ventas ' }), row({ direction: 'Expense', account: 'BANCO USD', class: 'Local / Luz', amount: '20.50', date: '2026-01-10', partyType: 'Customer', partyCode: 'c-01' })]));
    expect(r.errors).toEqual([]);
    expect(r.entries.map((e) => [e.row, e.direction, e.accountId, e.classId, e.amount, e.date, e.partyType, e.partyId, e.memo])).toEqual([
      [2, 'income', 'a1', 'k1', '15000', undefined, null, null, 'ventas'],
      [3, 'expense', 'a2', 'k2', '20.50', '2026-01-10', 'customer', 'cu1', ''],
    ]);
  });

  it('refuses the whole sheet and names each refused row and column', () => {
    const r = decide(
      sheet([
        row(),
        row({ direction: 'maybe' }),
        row({ account: 'Nope' }),
        row({ class: 'Luz', direction: 'expense' }),
        row({ class: 'Ventas', direction: 'expense' }),
        row({ amount: '15000.5' }),
        row({ partyType: 'customer' }),
        row({ partyType: 'customer', partyCode: 'zz' }),
        row({ date: '2026-02-01' }),
        row({ date: '01/02/2026' }),
      ]),
    );
    expect(r.entries).toEqual([]);
    expect(r.errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'direction'],
      [4, 'account'],
      [5, 'class'],
      [6, 'class'],
      [7, 'amount'],
      [8, 'party code'],
      [9, 'party code'],
      [10, 'date'],
      [11, 'date'],
    ]);
    expect(r.errors[2]!.message).toContain('Local / Luz, Bodega / Luz');
    expect(refusedEntryReport(10, r.errors)).toMatchObject({ total: 10, imported: 0, refused: 9, ids: [] });
  });

  it('refuses a file without rows, and passes on what is wrong with the file itself', () => {
    expect(decide(sheet([])).errors).toEqual([{ row: 0, field: 'file', message: 'the sheet has no entries below its header row' }]);
    const bad = { row: 1, field: 'amount', message: 'the header row has no amount column' };
    expect(decide(sheet([row()], { errors: [bad] })).errors).toEqual([bad]);
  });

  it('refuses a row dated in a closed day or month, naming the row; the sheet posts nothing', () => {
    const r = decide(sheet([row({ date: '2026-01-09' }), row({ date: '2025-12-31' }), row({ date: '2026-01-10' })], { closed: { days: ['2026-01-09'], months: ['2025-12'] } }));
    expect(r.errors.map((e) => [e.row, e.message.includes('closed')])).toEqual([
      [2, true],
      [3, true],
    ]);
  });
});
