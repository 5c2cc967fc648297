import type { PosPeriod } from '@tradedesk/contracts/pos/pos-export';
import ExcelJS from 'exceljs';
import type { Workbook } from '../../lib/xlsx';
import { type PosPeriodLabels, writePosPeriod } from './pos-period-workbook';

const headers = Object.fromEntries(
  ['kind', 'at', 'document', 'sale', 'boleta', 'register', 'cashier', 'customer', 'reason', 'code', 'name', 'unit', 'quantity', 'price', 'discount', 'amount', 'currency', 'method', 'taken', 'refunded', 'net'].map((k) => [k, k.toUpperCase()]),
) as PosPeriodLabels['headers'];
const labels: PosPeriodLabels = { linesSheet: 'Líneas', totalsSheet: 'Totales', kind: (k) => (k === 'sale' ? 'Venta' : 'Devolución'), unit: (u) => u, headers };

// A sale of 2 soaps (3,980) and 3 rice (3,750), one soap back (-1,990); the cash took 2,730 and refunded 1,990, the card 5,000.
const period: PosPeriod = {
  from: '2026-01-15',
  to: '2026-01-15',
  rows: [
    { kind: 'sale', documentId: 'aaaaaaaa-1', saleId: 'aaaaaaaa-1', receiptNo: 'T1-000007', at: '2026-01-15T13:00:00.000Z', registerName: 'Caja 1', cashierName: 'Ana', customerName: null, reason: null, currency: 'CLP', line: 1, code: 'JAB', name: 'Jabón', unit: 'unit', quantity: '2', price: '1990', discount: '0', amount: '3980' },
    { kind: 'sale', documentId: 'aaaaaaaa-1', saleId: 'aaaaaaaa-1', receiptNo: 'T1-000007', at: '2026-01-15T13:00:00.000Z', registerName: 'Caja 1', cashierName: 'Ana', customerName: null, reason: null, currency: 'CLP', line: 2, code: 'ARR', name: 'Arroz', unit: 'unit', quantity: '3', price: '1250', discount: '0', amount: '3750' },
    { kind: 'return', documentId: 'bbbbbbbb-2', saleId: 'aaaaaaaa-1', receiptNo: 'T1-000007', at: '2026-01-15T15:30:00.000Z', registerName: 'Caja 1', cashierName: 'Ana', customerName: null, reason: 'Roto', currency: 'CLP', line: 1, code: 'JAB', name: 'Jabón', unit: 'unit', quantity: '-1', price: '1990', discount: '0', amount: '-1990' },
  ],
  totals: [
    { payMethodId: 'cash', payMethodName: 'Efectivo', kind: 'cash', currency: 'CLP', taken: '2730', refunded: '1990', net: '740' },
    { payMethodId: 'card', payMethodName: 'Tarjeta', kind: 'card', currency: 'CLP', taken: '5000', refunded: '0', net: '5000' },
  ],
};

describe('the POS period export workbook', () => {
  it('writes one row per line (the return negative, at the company clock: UTC-3) and the totals per method and currency, read back from the .xlsx', async () => {
    const wb = new ExcelJS.Workbook();
    writePosPeriod(wb as unknown as Workbook, period, labels, -3);
    const read = new ExcelJS.Workbook();
    await read.xlsx.load((await wb.xlsx.writeBuffer()) as ArrayBuffer);
    const lines = read.getWorksheet('Líneas')!;
    const values = (ws: ExcelJS.Worksheet, n: number) => (ws.getRow(n).values as unknown[]).slice(1);
    expect(values(lines, 1)).toEqual(['KIND', 'AT', 'DOCUMENT', 'SALE', 'REGISTER', 'CASHIER', 'CUSTOMER', 'REASON', 'CODE', 'NAME', 'UNIT', 'QUANTITY', 'PRICE', 'DISCOUNT', 'AMOUNT', 'CURRENCY']);
    expect(lines.rowCount).toBe(4);
    const ret = values(lines, 4);
    // A sale is listed by its receipt number; a return by its id and the receipt it went back against.
    expect([values(lines, 2)[2], values(lines, 2)[3]]).toEqual(['T1-000007', 'T1-000007']);
    expect([ret[0], (ret[1] as Date).toISOString(), ret[2], ret[3], ret[7], ret[8], ret[11], ret[14], ret[15]]).toEqual(['Devolución', '2026-01-15T12:30:00.000Z', 'bbbbbbbb', 'T1-000007', 'Roto', 'JAB', -1, -1990, 'CLP']);
    expect(lines.getRow(2).getCell(15).numFmt).toBe('#,##0');
    const sum = [2, 3, 4].reduce((t, n) => t + Number(lines.getRow(n).getCell(15).value), 0);
    expect(sum).toBe(5740);
    const totals = read.getWorksheet('Totales')!;
    expect([1, 2, 3].map((n) => values(totals, n))).toEqual([
      ['METHOD', 'CURRENCY', 'TAKEN', 'REFUNDED', 'NET'],
      ['Efectivo', 'CLP', 2730, 1990, 740],
      ['Tarjeta', 'CLP', 5000, 0, 5000],
    ]);
  });

  it('Chile and Peru: a Boleta column after the sale with each sale’s boleta number (a return: its sale’s), only when the period has one', async () => {
    const withBoletas: PosPeriod = { ...period, rows: period.rows.map((r) => ({ ...r, boleta: '1001' })) };
    const wb = new ExcelJS.Workbook();
    writePosPeriod(wb as unknown as Workbook, withBoletas, labels, -3);
    const read = new ExcelJS.Workbook();
    await read.xlsx.load((await wb.xlsx.writeBuffer()) as ArrayBuffer);
    const lines = read.getWorksheet('Líneas')!;
    const values = (n: number) => (lines.getRow(n).values as unknown[]).slice(1);
    expect(values(1).slice(0, 6)).toEqual(['KIND', 'AT', 'DOCUMENT', 'SALE', 'BOLETA', 'REGISTER']);
    expect([values(2)[4], values(4)[4]]).toEqual(['1001', '1001']);
  });
});
