import { decideImportWaybills, type ImportWaybills, refusedReport } from './import-waybills.decide.js';

const sheet = (rows: ImportWaybills['rows'], taken: string[] = []): ImportWaybills => ({ rows, fileErrors: [], takenBl: new Set(taken) });
const row = (n: number, cells: ImportWaybills['rows'][number]['cells']) => ({ row: n, cells });

describe('import sea waybills from a sheet', () => {
  it('one waybill per row: containers split and in capitals, Excel dates as days, blanks as nothing', () => {
    const d = decideImportWaybills(
      sheet([
        row(2, { blNumber: 'COSU6100000001', containers: 'mscu1234567, TGHU7654321', carrier: 'COSCO', portOfLoading: 'Ningbo', portOfDischarge: 'San Antonio', etd: '2026-01-10T00:00:00.000Z', eta: '2026-02-20' }),
        row(3, { blNumber: 'MAEU0000000002' }),
      ]),
    );
    expect(d.errors).toEqual([]);
    expect(d.waybills).toEqual([
      { row: 2, fields: { blNumber: 'COSU6100000001', containers: ['MSCU1234567', 'TGHU7654321'], carrier: 'COSCO', portOfLoading: 'Ningbo', portOfDischarge: 'San Antonio', etd: '2026-01-10', eta: '2026-02-20', note: '' } },
      { row: 3, fields: { blNumber: 'MAEU0000000002', containers: [], carrier: '', portOfLoading: '', portOfDischarge: '', etd: null, eta: null, note: '' } },
    ]);
  });

  it('refuses the whole file naming each bad row and field: taken or repeated B/L, bad container, bad date, ETA before ETD', () => {
    const d = decideImportWaybills(
      sheet(
        [
          row(2, { blNumber: 'COSU1' }),
          row(3, { blNumber: 'TAKEN-1' }),
          row(4, { blNumber: 'cosu1' }),
          row(5, { blNumber: 'X5', containers: 'AB' }),
          row(6, { blNumber: 'X6', etd: '10/01/2026' }),
          row(7, { blNumber: 'X7', etd: '2026-03-01', eta: '2026-02-01' }),
          row(8, { blNumber: '' }),
        ],
        ['taken-1'],
      ),
    );
    expect(d.waybills).toEqual([]);
    expect(d.errors.map((e) => [e.row, e.field])).toEqual([[3, 'blNumber'], [4, 'blNumber'], [5, 'containers'], [6, 'etd'], [7, 'eta'], [8, 'blNumber']]);
    expect(d.errors[1]!.message).toMatch(/also on row 2/);
    expect(refusedReport(7, d.errors)).toMatchObject({ total: 7, imported: 0, refused: 6, waybills: [] });
  });

  it('a file without rows, or one the reader refused, imports nothing', () => {
    expect(decideImportWaybills(sheet([])).errors).toEqual([{ row: 0, field: 'file', message: 'the sheet has no waybill rows' }]);
    const unreadable = { rows: [], fileErrors: [{ row: 1, field: 'blNumber', message: 'missing column' }], takenBl: new Set<string>() };
    expect(decideImportWaybills(unreadable)).toEqual({ errors: unreadable.fileErrors, waybills: [] });
  });
});
