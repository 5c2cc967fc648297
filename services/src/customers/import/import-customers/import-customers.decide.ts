import { canonicalDecimal } from '@tradedesk/contracts/catalog/common';
import type { CustomerImportColumn, CustomerImportMode, CustomerImportReport, CustomerImportRowError } from '@tradedesk/contracts/customers/customer-import';
import { type CustomerEvent, customerFieldSchemas, type CustomerFields } from '@tradedesk/contracts/customers/customers';
import { SALE_PRICE_TYPES } from '@tradedesk/contracts/sales/sale-order';
import type { z } from 'zod';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { type CustomerReferenceFacts, initialCustomerState } from '../../customer.state.js';
import { decideCreateCustomer } from '../../customers/create-customer/create-customer.decide.js';
import type { CustomerSheetRow } from '../customer-sheet.js';

/** A membership level or customer group by lower-case name, as the sheet names them. */
export type ByName = ReadonlyMap<string, { id: string; name: string; status: string }>;

/** What the decision of a customer import is given: the sheet as read and what it names (CustomerFactsLoader.forCustomerSheet). */
export interface ImportCustomers {
  mode: CustomerImportMode;
  rows: CustomerSheetRow[];
  /** What is wrong with the file itself (unreadable, too large, headers): the sheet has no rows then. */
  fileErrors: CustomerImportRowError[];
  levels: ByName;
  groups: ByName;
  /** The codes of the sheet that are already a customer's, lower case. */
  takenCodes: ReadonlySet<string>;
}

/** Refused rows (sorted by row) and the customers to create: none in 'all-or-nothing' when a row is refused. */
export interface ImportCustomersDecision {
  /** Customer rows in the sheet. */
  total: number;
  errors: CustomerImportRowError[];
  customers: { row: number; code: string; customerId: string; events: CustomerEvent[] }[];
}

/**
 * A customer import. Every row is checked alone (the customer's fields as the customer form
 * takes them, the membership level and groups by name, existing and enabled), against the
 * customer list (its code is nobody's) and against the other rows (the first row keeps its code).
 * 'all-or-nothing': one refused row and no customer is created; 'valid-rows': the valid rows are.
 * A row is never imported in part. Each customer is created as CreateCustomer decides.
 *
 * Pure but async: `pace` lets the event loop breathe now and then on a sheet of 100,000 rows
 * (the in-process queue runs in the API's process); it reads nothing.
 */
export async function decideImportCustomers(cmd: ImportCustomers, ctx: DecideContext, pace: () => Promise<void> | undefined = () => undefined): Promise<ImportCustomersDecision> {
  if (cmd.fileErrors.length) return { total: 0, errors: sortByRow(cmd.fileErrors), customers: [] };
  if (cmd.rows.length === 0) return { total: 0, errors: [{ row: 0, field: 'file', message: 'the sheet has no customer rows' }], customers: [] };
  const total = cmd.rows.length;
  const errors: CustomerImportRowError[] = [];
  const valid: { row: number; fields: CustomerFields }[] = [];
  for (const r of cmd.rows) {
    await pace();
    const checked = checkRow(r, cmd.levels, cmd.groups);
    errors.push(...checked.errors);
    if (checked.fields) valid.push({ row: r.row, fields: checked.fields });
  }

  // Codes against the customer list and the other rows (the first row keeps its code).
  const codeRow = new Map<string, number>();
  const good: typeof valid = [];
  for (const v of valid) {
    const key = v.fields.code.toLowerCase();
    if (cmd.takenCodes.has(key)) errors.push({ row: v.row, field: 'code', message: `code ${v.fields.code} is already a customer's` });
    else if (codeRow.has(key)) errors.push({ row: v.row, field: 'code', message: `code ${v.fields.code} is also on row ${codeRow.get(key)}` });
    else {
      codeRow.set(key, v.row);
      good.push(v);
    }
  }
  if (cmd.mode === 'all-or-nothing' && errors.length) return { total, errors: sortByRow(errors), customers: [] };

  // What the rows were checked against above is what CreateCustomer checks: every row here passed.
  const facts: CustomerReferenceFacts = {
    levels: new Map([...cmd.levels.values()].map((l) => [l.id, { name: l.name, disabled: l.status === 'disabled' }])),
    groups: new Map([...cmd.groups.values()].map((g) => [g.id, { disabled: g.status === 'disabled' }])),
    codeTaken: false,
  };
  const customers = good.map((v) => {
    const customerId = ctx.newId();
    return { row: v.row, code: v.fields.code, customerId, events: decideCreateCustomer({ type: 'CreateCustomer', customerId, fields: v.fields, facts }, initialCustomerState()) };
  });
  return { total, errors: sortByRow(errors), customers };
}

/** The report of an import: what was imported, and each refused row counted once (the header and the file not among them). */
export function importReport(mode: CustomerImportMode, total: number, imported: number, errors: CustomerImportRowError[], durationMs: number): CustomerImportReport {
  return { mode, total, imported, refused: new Set(errors.filter((e) => e.row > 1).map((e) => e.row)).size, errors: sortByRow(errors), durationMs };
}

/** 'valid-rows': a row whose code another customer took between the check and the append. */
export const codeTakenMeanwhile = (c: { row: number; code: string }): CustomerImportRowError => ({ row: c.row, field: 'code', message: `code ${c.code} was taken during the import` });

/** 'all-or-nothing': the customer list changed between the check and the append (`why`: the clash), so nothing was imported. */
export const listChangedMeanwhile = (why: string): CustomerImportRowError => ({ row: 0, field: 'file', message: `the customer list changed during the import (${why}); nothing was imported` });

const sortByRow = (errors: CustomerImportRowError[]) => [...errors].sort((a, b) => a.row - b.row);

/** One row's checks against the schemas, the levels and the groups: the fields, or its errors. */
function checkRow(r: CustomerSheetRow, levels: ByName, groups: ByName): { fields: CustomerFields | null; errors: CustomerImportRowError[] } {
  const errors: CustomerImportRowError[] = [];
  const c = r.cells;
  const parse = <T>(field: CustomerImportColumn, schema: z.ZodType<T>, value: unknown): T | undefined => {
    const p = schema.safeParse(value);
    if (p.success) return p.data;
    errors.push({ row: r.row, field, message: p.error.issues[0]?.message ?? 'not valid' });
    return undefined;
  };
  const code = c.code ? parse('code', customerFieldSchemas.code, c.code) : (errors.push({ row: r.row, field: 'code', message: 'required' }), undefined);
  const name = c.name ? parse('name', customerFieldSchemas.name, c.name) : (errors.push({ row: r.row, field: 'name', message: 'required' }), undefined);
  const text = (field: 'phone' | 'email' | 'address' | 'taxId' | 'memo') => parse(field, customerFieldSchemas[field], c[field] ?? '') ?? '';
  const country = parse('country', customerFieldSchemas.country, (c.country ?? '').toUpperCase()) ?? '';
  const currency = parse('currency', customerFieldSchemas.currency, (c.currency ?? '').toUpperCase()) ?? '';
  let priceType: CustomerFields['priceType'] = '';
  if (c.priceType) {
    const wanted = SALE_PRICE_TYPES.find((p) => p === c.priceType!.toLowerCase());
    if (wanted) priceType = wanted;
    else errors.push({ row: r.row, field: 'priceType', message: `"${c.priceType}" is not one of ${SALE_PRICE_TYPES.join(', ')}` });
  }
  let paymentTermsDays = 0;
  if (c.paymentTermsDays !== undefined) {
    if (!/^\d{1,4}$/.test(c.paymentTermsDays) || Number(c.paymentTermsDays) > 3650) errors.push({ row: r.row, field: 'paymentTermsDays', message: `"${c.paymentTermsDays}" is not a whole number of days from 0 to 3650` });
    else paymentTermsDays = Number(c.paymentTermsDays);
  }
  let creditLimit: string | null = null;
  if (c.creditLimit !== undefined) {
    const v = parse('creditLimit', customerFieldSchemas.creditLimit, c.creditLimit);
    if (v) creditLimit = canonicalDecimal(v);
  }
  let membershipLevelId: string | null = null;
  if (c.membership) {
    const level = levels.get(c.membership.toLowerCase());
    if (!level) errors.push({ row: r.row, field: 'membership', message: `no membership level named "${c.membership}"` });
    else if (level.status === 'disabled') errors.push({ row: r.row, field: 'membership', message: `the membership level ${level.name} is disabled` });
    else membershipLevelId = level.id;
  }
  const groupIds: string[] = [];
  for (const g of (c.groups ?? '').split(/[,;]/).map((s) => s.trim()).filter(Boolean)) {
    const group = groups.get(g.toLowerCase());
    if (!group) errors.push({ row: r.row, field: 'groups', message: `no customer group named "${g}"` });
    else if (group.status === 'disabled') errors.push({ row: r.row, field: 'groups', message: `the customer group ${group.name} is disabled` });
    else if (!groupIds.includes(group.id)) groupIds.push(group.id);
  }
  const fields: CustomerFields = {
    code: code ?? '',
    name: name ?? '',
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    taxId: text('taxId'),
    country,
    priceType,
    membershipLevelId,
    groupIds,
    paymentTermsDays,
    currency,
    creditLimit,
    memo: text('memo'),
  };
  return { fields: errors.length ? null : fields, errors };
}
