import { type CreateWaybillBody, createWaybillBody, type WaybillImportReport, type WaybillImportRowError } from '@tradedesk/contracts/purchasing/sea-waybill';
import type { WaybillSheetRow } from './waybill-sheet.js';

/** What the decision of a waybill import is given: the sheet as read and the B/L numbers taken already (WaybillFactsLoader.forWaybillSheet). */
export interface ImportWaybills {
  rows: WaybillSheetRow[];
  /** What is wrong with the file itself (unreadable, too large, headers): the sheet has no rows then. */
  fileErrors: WaybillImportRowError[];
  /** Lower-case B/L numbers other waybills have. */
  takenBl: ReadonlySet<string>;
}

export interface PlannedWaybill {
  row: number;
  fields: Omit<CreateWaybillBody, 'commandId'>;
}

export interface ImportWaybillsDecision {
  errors: WaybillImportRowError[];
  waybills: PlannedWaybill[];
}

/** A day typed as YYYY-MM-DD, or an Excel date cell (read as an ISO instant): its day; blank -> null. */
const dayOf = (v: string | undefined) => {
  const text = (v ?? '').trim();
  if (!text) return null;
  const m = /^(\d{4}-\d{2}-\d{2})(T00:00:00(\.000)?Z)?$/.exec(text);
  return m ? m[1] : text;
};

/**
 * One waybill per row, all or nothing. Each row is checked by the create body's own rules (B/L
 * number given, containers such as MSCU1234567 separated by commas or spaces, dates as
 * YYYY-MM-DD, the ETA not before the ETD, lengths), and its B/L number must be new: not on
 * another waybill, not twice in the file. Any refused row refuses the file; the errors name each
 * row and field.
 */
export function decideImportWaybills(c: ImportWaybills): ImportWaybillsDecision {
  if (c.fileErrors.length) return { errors: c.fileErrors, waybills: [] };
  const errors: WaybillImportRowError[] = [];
  const waybills: PlannedWaybill[] = [];
  const seen = new Map<string, number>();
  for (const { row, cells } of c.rows) {
    const parsed = createWaybillBody.safeParse({
      blNumber: cells.blNumber ?? '',
      containers: (cells.containers ?? '').split(/[\s,;]+/).filter(Boolean),
      carrier: cells.carrier ?? '',
      portOfLoading: cells.portOfLoading ?? '',
      portOfDischarge: cells.portOfDischarge ?? '',
      etd: dayOf(cells.etd),
      eta: dayOf(cells.eta),
      note: cells.note ?? '',
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errors.push({ row, field: String(issue.path[0] ?? 'row'), message: issue.message });
      continue;
    }
    const bl = parsed.data.blNumber.toLowerCase();
    if (c.takenBl.has(bl)) {
      errors.push({ row, field: 'blNumber', message: `another sea waybill has the B/L number ${parsed.data.blNumber}` });
      continue;
    }
    const first = seen.get(bl);
    if (first !== undefined) {
      errors.push({ row, field: 'blNumber', message: `the B/L number ${parsed.data.blNumber} is also on row ${first}` });
      continue;
    }
    seen.set(bl, row);
    const { commandId: _c, ...fields } = parsed.data;
    waybills.push({ row, fields });
  }
  if (!c.rows.length && !errors.length) errors.push({ row: 0, field: 'file', message: 'the sheet has no waybill rows' });
  return { errors: errors.sort((a, b) => a.row - b.row), waybills: errors.length ? [] : waybills };
}

/** The report of a refused import: nothing made. */
export function refusedReport(total: number, errors: WaybillImportRowError[]): WaybillImportReport {
  const refused = new Set(errors.filter((e) => e.row > 0).map((e) => e.row)).size;
  return { total, imported: 0, refused: refused || total, errors, waybills: [], duplicate: false };
}
