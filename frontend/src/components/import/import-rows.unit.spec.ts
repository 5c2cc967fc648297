import { isImportRefusal, phaseProgress, problemId, refusedRows, rowProblems } from './import-rows';

describe('the refused rows of an import', () => {
  it('reads the refusal report row by row, the file-level ones as row 0', () => {
    expect(
      rowProblems([
        { path: 'row 3.code', message: 'no product has code NOPE-1' },
        { path: 'row 4.quantity', message: '"x" is not a quantity more than zero' },
        { path: 'file', message: 'not a readable .xlsx file' },
      ]),
    ).toEqual([
      { row: 3, field: 'code', message: 'no product has code NOPE-1' },
      { row: 4, field: 'quantity', message: '"x" is not a quantity more than zero' },
      { row: 0, field: 'file', message: 'not a readable .xlsx file' },
    ]);
    expect(rowProblems(undefined)).toEqual([]);
  });

  it('keeps a field name that itself has dots', () => {
    expect(rowProblems([{ path: 'row 12.packings.box.size', message: 'not a number' }])).toEqual([{ row: 12, field: 'packings.box.size', message: 'not a number' }]);
  });

  it('takes the rows from a refused call, and none from any other failure', () => {
    const refusal = { error: { code: 42201, reason: 'import_refused', message: '1 of 2 rows refused', details: [{ path: 'row 2.unit', message: 'unknown unit' }] } };
    expect(refusedRows(refusal)).toEqual([{ row: 2, field: 'unit', message: 'unknown unit' }]);
    expect(isImportRefusal(refusal)).toBe(true);
    expect(refusedRows(new Error('network'))).toEqual([]);
    expect(refusedRows(null)).toEqual([]);
    expect(isImportRefusal({ error: { reason: 'version_conflict' } })).toBe(false);
    expect(isImportRefusal(undefined)).toBe(false);
  });

  it('gives two refusals of one row and column different grid ids', () => {
    expect(problemId({ row: 3, field: 'code', message: 'empty' })).not.toBe(problemId({ row: 3, field: 'code', message: 'too long' }));
  });
});

describe('the progress of an upload', () => {
  it('shows the share read, then sent, then the job percent', () => {
    expect(phaseProgress({ phase: 'reading', percent: 40 })).toEqual({ stage: 'reading', percent: 40 });
    expect(phaseProgress({ phase: 'sending', fraction: 0.256 })).toEqual({ stage: 'sending', percent: 26 });
    expect(phaseProgress({ phase: 'processing', percent: 72.4 })).toEqual({ stage: 'processing', percent: 72 });
  });

  it('runs the bar indeterminate while a share is unknown or the job waits in the queue', () => {
    expect(phaseProgress({ phase: 'reading' }).percent).toBeNull();
    expect(phaseProgress({ phase: 'processing' }).percent).toBeNull();
    expect(phaseProgress({ phase: 'processing', percent: 0 }).percent).toBeNull();
  });
});
