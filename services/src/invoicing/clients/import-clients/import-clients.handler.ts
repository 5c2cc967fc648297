import { createHash } from 'node:crypto';
import { CLIENT_IMPORT_COLUMNS, type ClientImportColumn, createInvoiceClientBody, invoiceClientStreamId } from '@tradedesk/contracts/invoicing/invoice-clients';
import { PE_ID_TYPE_NAMES, PE_ID_TYPES, type PeIdType, peIdTypeFromCell } from '@tradedesk/contracts/invoicing/pe-ids';
import { UPLOAD_LIMITS } from '@tradedesk/contracts/platform/uploads';
import type { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { importRefused, readSheet, type SheetRowError } from '../../../platform/excel/sheet.js';
import { normHeader } from '../../../platform/excel/cells.js';
import { invoiceClientDecider } from '../invoice-client.decider.js';
import { ImportClientsCommand } from './import-clients.command.js';

const HEADERS = new Map<string, ClientImportColumn>(Object.entries(CLIENT_IMPORT_COLUMNS).flatMap(([col, names]) => names.map((n) => [normHeader(n), col as ClientImportColumn])));

/** A row's client id: derived from the command id and the row, so a retried import targets the same streams. */
const clientIdOf = (commandId: string, row: number) => {
  const h = createHash('sha256').update(`${commandId}:row:${row}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
};

const TYPES_IN_WORDS = PE_ID_TYPES.map((t) => `${t} ${PE_ID_TYPE_NAMES[t]}`).join(', ');

/** A row's id type cell: absent, a type (Peruvian rows only), or why it is refused. */
function idTypeOf(cell: string | undefined, country: string): { idType?: PeIdType } | { problem: string } {
  if (!cell) return {};
  if (country !== 'PE') return { problem: 'an id type is for Peruvian clients only' };
  const idType = peIdTypeFromCell(cell);
  return idType ? { idType } : { problem: `${cell} is not an id type of SUNAT catálogo 06 (${TYPES_IN_WORDS})` };
}

/**
 * Invoice clients from a sheet (name, country, tax id, id type, VAT id, street, number, postal
 * code, city, e-mail; the id type for Peruvian clients, a RUC when empty): each row checked as a
 * client typed by hand (the country's tax id rule, or Peru's rule of the id's type); one bad row refuses the file (400 import_refused with every bad row and field), else all the
 * clients are created in one transaction. Read in the queue job, never on the request path.
 */
export class ImportClientsHandler {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ file, env }: ImportClientsCommand) {
    const prior = env.commandId ? await this.runtime.prior(env) : null;
    if (prior) return { created: prior.length, duplicate: true };
    const sheet = await readSheet<ClientImportColumn>(file, HEADERS, [['name'], ['country'], ['taxId'], ['street'], ['city']], { limit: UPLOAD_LIMITS.invoiceClientImport });
    const errors: SheetRowError[] = [...sheet.errors];
    const made: { clientId: string; fields: ReturnType<typeof createInvoiceClientBody.parse> }[] = [];
    for (const r of sheet.rows) {
      const c = r.cells;
      const country = (c.country ?? '').toUpperCase();
      const type = idTypeOf(c.idType, country);
      if ('problem' in type) {
        errors.push({ row: r.row, field: 'idType', message: type.problem });
        continue;
      }
      const parsed = createInvoiceClientBody.safeParse({
        name: c.name ?? '', country, taxId: c.taxId ?? '', ...type, vatId: c.vatId ?? '', email: c.email ?? '',
        address: { street: c.street ?? '', buildingNumber: c.buildingNumber ?? '', postalCode: c.postalCode ?? '', city: c.city ?? '', region: '', countryCode: country },
      });
      if (!parsed.success) {
        for (const i of parsed.error.issues) errors.push({ row: r.row, field: String(i.path.at(-1) ?? 'row'), message: i.message });
        continue;
      }
      made.push({ clientId: clientIdOf(env.commandId ?? this.runtime.newId(), r.row), fields: parsed.data });
    }
    if (errors.length) throw importRefused(errors, sheet.rows.length);
    const byStream = new Map(made.map((m) => [invoiceClientStreamId(m.clientId), m]));
    const r = await this.runtime.runEach(invoiceClientDecider, [...byStream.keys()], (_s, streamId) => {
      const { commandId: _c, ...fields } = byStream.get(streamId)!.fields;
      return { type: 'CreateInvoiceClient' as const, clientId: byStream.get(streamId)!.clientId, fields };
    }, env);
    return { created: r.results.length, duplicate: r.duplicate, globalPosition: r.results.at(-1)?.globalPosition };
  }
}
