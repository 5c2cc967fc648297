import { randomUUID } from 'node:crypto';
import { UPLOAD_LIMITS } from '@tradedesk/contracts/platform/uploads';
import { canonicalDecimal } from '@tradedesk/contracts/catalog/common';
import {
  CUSTOMER_IMPORT_COLUMNS,
  type CustomerImportColumn,
  type CustomerImportMode,
  type CustomerImportReport,
  type CustomerImportRowError,
} from '@tradedesk/contracts/customers/customer-import';
import { customerFieldSchemas, type CustomerFields, customerStreamId } from '@tradedesk/contracts/customers/customers';
import { SALE_PRICE_TYPES } from '@tradedesk/contracts/sales/sale-order';
import { customerGroupsByName } from '@tradedesk/projections/customers/customer-groups/customer-groups.query';
import { takenCustomerCodes } from '@tradedesk/projections/customers/customers/customers.query';
import { membershipLevelsByName } from '@tradedesk/projections/customers/membership-levels/membership-levels.query';
import type { z } from 'zod';
import { metadataOf } from '../../platform/cqrs/command-runtime.js';
import type { AppendRequest } from '../../platform/event-store/event-store.js';
import { readSheet, type SheetRow as GenericSheetRow } from '../../platform/excel/sheet.js';
import { pacer } from '../../platform/excel/upload-file.js';
import type { Platform } from '../../platform/platform.js';
import type { JobContext } from '../../platform/queue/queue.port.js';
import { customerDecider } from '../customer.decider.js';
import type { CustomerReferenceFacts } from '../customer.state.js';
import { customerUniqueMeaning } from '../customers-errors.js';

export interface CustomerImportJob {
  /** The .xlsx or .csv file, base64 (read here, in the job, not by the request). */
  file: string;
  mode: CustomerImportMode;
  userId: string;
}

type SheetRow = GenericSheetRow<CustomerImportColumn>;
const HEADER_LOOKUP = new Map<string, CustomerImportColumn>(
  Object.entries(CUSTOMER_IMPORT_COLUMNS).flatMap(([col, names]) => names.map((n) => [n, col as CustomerImportColumn])),
);

/** The first sheet: its header row and its non-blank rows, or what is wrong with the file. */
export function readCustomerSheet(bytes: Buffer): Promise<{ rows: SheetRow[]; errors: CustomerImportRowError[] }> {
  return readSheet<CustomerImportColumn>(bytes, HEADER_LOOKUP, [['code'], ['name']], { allowNoRows: true, limit: UPLOAD_LIMITS.customerImport });
}

type Lookup = Map<string, { id: string; name: string; status: string }>;

/** One row's checks against the schemas, the levels and the groups: the fields, or its errors. */
function checkRow(r: SheetRow, levels: Lookup, groups: Lookup): { fields: CustomerFields | null; errors: CustomerImportRowError[] } {
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

/**
 * The whole import, as a queue job: read the sheet, check every row (alone, against the other
 * rows, against the customer list), then append. 'all-or-nothing': one appendMany (one
 * transaction) with every customer, or nothing when any row is refused; the inline read model's
 * unique code index catches a race and rolls the whole import back. 'valid-rows': the valid rows
 * in chunks, a chunk that fails retried row by row.
 */
export async function runCustomerImport(platform: Platform, job: JobContext<CustomerImportJob>, opts: { chunk?: number } = {}): Promise<CustomerImportReport> {
  const started = Date.now();
  const { mode, userId } = job.data;
  const CHUNK = opts.chunk ?? 1000;
  const report = (total: number, imported: number, errors: CustomerImportRowError[]): CustomerImportReport => ({
    mode,
    total,
    imported,
    refused: new Set(errors.filter((e) => e.row > 1).map((e) => e.row)).size,
    errors: errors.sort((a, b) => a.row - b.row),
    durationMs: Date.now() - started,
  });

  const { rows, errors: fileErrors } = await readCustomerSheet(Buffer.from(job.data.file, 'base64'));
  if (fileErrors.length) return report(0, 0, fileErrors);
  if (rows.length === 0) return report(0, 0, [{ row: 0, field: 'file', message: 'the sheet has no customer rows' }]);
  await job.updateProgress(10);

  const db = platform.db;
  const [levels, groups] = await Promise.all([membershipLevelsByName(db), customerGroupsByName(db)]);
  const errors: CustomerImportRowError[] = [];
  const valid: { row: number; fields: CustomerFields }[] = [];
  const pace = pacer();
  for (const r of rows) {
    await pace();
    const { fields, errors: e } = checkRow(r, levels, groups);
    errors.push(...e);
    if (fields) valid.push({ row: r.row, fields });
  }

  // Codes against the customer list and the other rows (the first row keeps its code).
  const taken = await takenCustomerCodes(db, valid.map((v) => v.fields.code));
  const codeRow = new Map<string, number>();
  const good: typeof valid = [];
  for (const v of valid) {
    const key = v.fields.code.toLowerCase();
    if (taken.has(key)) errors.push({ row: v.row, field: 'code', message: `code ${v.fields.code} is already a customer's` });
    else if (codeRow.has(key)) errors.push({ row: v.row, field: 'code', message: `code ${v.fields.code} is also on row ${codeRow.get(key)}` });
    else {
      codeRow.set(key, v.row);
      good.push(v);
    }
  }
  await job.updateProgress(30);
  if (mode === 'all-or-nothing' && errors.length) return report(rows.length, 0, errors);
  if (good.length === 0) return report(rows.length, 0, errors);

  const ctx = platform.runtime.context({ userId });
  // What the rows were checked against above is what the decision checks: every row here passed.
  const facts: CustomerReferenceFacts = {
    levels: new Map([...levels.values()].map((l) => [l.id, { name: l.name, disabled: l.status === 'disabled' }])),
    groups: new Map([...groups.values()].map((g) => [g.id, { disabled: g.status === 'disabled' }])),
    codeTaken: false,
  };
  const requests = new Map<number, AppendRequest>();
  for (const v of good) {
    const customerId = platform.runtime.newId();
    const events = customerDecider.decide({ type: 'CreateCustomer', customerId, fields: v.fields, facts }, customerDecider.initialState(), ctx);
    requests.set(v.row, { streamId: customerStreamId(customerId), expectedVersion: 'no_stream', events });
  }
  const env = { userId, correlationId: `import-${job.id}` };
  const append = (reqs: AppendRequest[]) =>
    platform.store.appendMany(reqs, metadataOf({ ...env, commandId: randomUUID(), causationId: env.correlationId }, platform.runtime.newId), { inline: platform.runtime.inlineHook });

  if (mode === 'all-or-nothing') {
    try {
      await append(good.map((v) => requests.get(v.row)!));
    } catch (e) {
      const meaning = customerUniqueMeaning(e);
      if (!meaning) throw e;
      return report(rows.length, 0, [...errors, { row: 0, field: 'file', message: `the customer list changed during the import (${meaning.message}); nothing was imported` }]);
    }
    await job.updateProgress(100);
    return report(rows.length, good.length, errors);
  }

  let imported = 0;
  for (let i = 0; i < good.length; i += CHUNK) {
    const chunk = good.slice(i, i + CHUNK);
    try {
      await append(chunk.map((v) => requests.get(v.row)!));
      imported += chunk.length;
    } catch (e) {
      if (!customerUniqueMeaning(e)) throw e;
      // Somebody took a code meanwhile: each row of the chunk on its own.
      for (const v of chunk) {
        try {
          await append([requests.get(v.row)!]);
          imported++;
        } catch (e2) {
          const m = customerUniqueMeaning(e2);
          if (!m) throw e2;
          errors.push({ row: v.row, field: 'code', message: `code ${v.fields.code} was taken during the import` });
        }
      }
    }
    await job.updateProgress(30 + (70 * Math.min(good.length, i + CHUNK)) / good.length);
  }
  return report(rows.length, imported, errors);
}
