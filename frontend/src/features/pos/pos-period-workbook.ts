import { wallClock } from '@tradedesk/contracts/platform/company-time';
import type { PosPeriod, PosPeriodRow, PosPeriodTotal } from '@tradedesk/contracts/pos/pos-export';
import { receiptNoOf } from '@tradedesk/contracts/pos/pos-sales';
import { type ExportColumn, exportSheet, sheetName } from '../../components/ui/excel-cells';
import type { Workbook } from '../../lib/xlsx';

export interface PosPeriodLabels {
  linesSheet: string;
  totalsSheet: string;
  kind: (k: PosPeriodRow['kind']) => string;
  unit: (u: string) => string;
  headers: Record<'kind' | 'at' | 'document' | 'sale' | 'boleta' | 'register' | 'cashier' | 'customer' | 'reason' | 'code' | 'name' | 'unit' | 'quantity' | 'price' | 'discount' | 'amount' | 'currency' | 'method' | 'taken' | 'refunded' | 'net', string>;
}

/**
 * The period export of /pos/buyExcelExport as a workbook (docs/pos.md "Period export"): a sheet
 * with one row per sale or return line (a return's quantity and amount negative; times at the
 * company's clock), and a sheet of totals per payment method and currency (taken, refunded, net).
 * Cells follow the grid export's rules (excel-cells.ts: decimals stay exact).
 */
export function writePosPeriod(wb: Workbook, data: PosPeriod, labels: PosPeriodLabels, offsetHours: number): void {
  const h = labels.headers;
  const lineColumns: ExportColumn<PosPeriodRow>[] = [
    { id: 'kind', header: h.kind, value: (r) => labels.kind(r.kind) },
    { id: 'at', header: h.at, kind: 'datetime', value: (r) => wallClock(r.at, offsetHours) },
    { id: 'document', header: h.document, value: (r) => (r.kind === 'sale' ? receiptNoOf({ receiptNo: r.receiptNo, id: r.documentId }) : r.documentId.slice(0, 8)) },
    { id: 'sale', header: h.sale, value: (r) => receiptNoOf({ receiptNo: r.receiptNo, id: r.saleId }) },
    // Chile and Peru: the sale's boleta number, when any sale of the period has one.
    ...(data.rows.some((r) => r.boleta) ? [{ id: 'boleta', header: h.boleta, value: (r: PosPeriodRow) => r.boleta ?? '' }] : []),
    { id: 'register', header: h.register, value: (r) => r.registerName },
    { id: 'cashier', header: h.cashier, value: (r) => r.cashierName },
    { id: 'customer', header: h.customer, value: (r) => r.customerName ?? '' },
    { id: 'reason', header: h.reason, value: (r) => r.reason ?? '' },
    { id: 'code', header: h.code, value: (r) => r.code },
    { id: 'name', header: h.name, width: 280, value: (r) => r.name },
    { id: 'unit', header: h.unit, value: (r) => labels.unit(r.unit) },
    { id: 'quantity', header: h.quantity, kind: 'decimal', value: (r) => r.quantity },
    { id: 'price', header: h.price, kind: 'decimal', value: (r) => r.price },
    { id: 'discount', header: h.discount, kind: 'decimal', value: (r) => r.discount },
    { id: 'amount', header: h.amount, kind: 'decimal', value: (r) => r.amount },
    { id: 'currency', header: h.currency, value: (r) => r.currency },
  ];
  const totalColumns: ExportColumn<PosPeriodTotal>[] = [
    { id: 'method', header: h.method, width: 200, value: (r) => r.payMethodName },
    { id: 'currency', header: h.currency, value: (r) => r.currency },
    { id: 'taken', header: h.taken, kind: 'decimal', value: (r) => r.taken },
    { id: 'refunded', header: h.refunded, kind: 'decimal', value: (r) => r.refunded },
    { id: 'net', header: h.net, kind: 'decimal', value: (r) => r.net },
  ];
  for (const [title, sheet] of [
    [labels.linesSheet, exportSheet(lineColumns, data.rows)],
    [labels.totalsSheet, exportSheet(totalColumns, data.totals)],
  ] as const) {
    const ws = wb.addWorksheet(sheetName(title));
    ws.columns = sheet.columns;
    ws.getRow(1).font = { bold: true };
    for (const cells of sheet.rows) {
      const row = ws.addRow(cells.map((c) => c.value));
      cells.forEach((c, i) => {
        if (c.numFmt) row.getCell(i + 1).numFmt = c.numFmt;
      });
    }
  }
}
