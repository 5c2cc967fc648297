import { Controller, Get, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { INVOICE_KEYS_READ_MODEL } from '@tradedesk/contracts/invoicing/invoice-keys';
import type { PrintMarks } from '@tradedesk/contracts/invoicing/print-marks';
import { DRIVERS_READ_MODEL, TRANSPORT_COMPANIES_READ_MODEL } from '@tradedesk/contracts/invoicing/transport-registers';
import {
  type BillableWaybillsQuery,
  billableWaybillsQuery,
  type IssueWaybillBody,
  issueWaybillBody,
  type ListWaybillsQuery,
  listWaybillsQuery,
  WAYBILLS_READ_MODEL,
  waybillStreamId,
} from '@tradedesk/contracts/invoicing/waybill';
import { historySchema } from '@tradedesk/contracts/platform/history';
import { listDrivers } from '@tradedesk/projections/invoicing/drivers/drivers.query';
import { foliosOf } from '@tradedesk/projections/invoicing/invoice-keys/invoice-keys.query';
import { listTransportCompanies } from '@tradedesk/projections/invoicing/transport-companies/transport-companies.query';
import { getInvoiceSetup } from '@tradedesk/projections/invoicing/invoice-setups/invoice-setups.query';
import { getWaybill, listWaybills } from '@tradedesk/projections/invoicing/waybills/waybills.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.js';
import { notFound } from '../../platform/http/errors.js';
import { pathId } from '../../platform/http/path-id.js';
import type { Session } from '../../platform/http/request-context.js';
import { DocumentHistory } from '../../platform/event-store/stream-history.js';
import { DATABASE } from '../../platform/tokens.js';
import { generateGuia } from '../e-documents/cl/guia.js';
import { invoiceAccess } from '../invoicing-access.js';
import { InvoiceSigningKeys } from '../keys/invoice-signing-keys.js';
import { DomainError } from '../../platform/event-store/errors.js';
import { emisorActeco, santiago } from '../print/print-marks.js';
import { IssueWaybillCommand } from './issue-waybill/issue-waybill.command.js';
import { WaybillFactsLoader } from './waybill-facts.loader.js';

/** The billing screen's roles and page privilege (docs/invoicing-es-latam.md "Chile": guías de despacho). */
const BILLING = invoiceAccess('InvoiceBilling');

/** Chile's guías de despacho (DTE 52): issue, list, view, history, the print's TED. */
@Controller('api/invoicing/waybills')
export class WaybillsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly histories: DocumentHistory,
    private readonly keys: InvoiceSigningKeys,
    private readonly facts: WaybillFactsLoader,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get()
  @Endpoint({ summary: 'Issued guías de despacho, newest first (search, setup, IndTraslado, issue days, page)', access: BILLING, readModels: [WAYBILLS_READ_MODEL], query: listWaybillsQuery })
  list(@ValidQuery() q: ListWaybillsQuery) {
    return listWaybills(this.db, q);
  }

  @Get('transport')
  @Endpoint({ summary: 'The active carriers and drivers a waybill may name (the registers are Root/Admin screens; the billing clerk picks from here)', access: BILLING, readModels: [TRANSPORT_COMPANIES_READ_MODEL, DRIVERS_READ_MODEL] })
  async transport() {
    const [{ companies }, { drivers }] = await Promise.all([listTransportCompanies(this.db, { active: 'active' }), listDrivers(this.db, { active: 'active' })]);
    return {
      companies: companies.map((c) => ({ id: c.id, name: c.name, country: c.country, taxId: c.taxId })),
      drivers: drivers.map((d) => ({ id: d.id, name: d.name, idNumber: d.idNumber, plates: d.plates, transportCompanyId: d.transportCompanyId })),
    };
  }

  @Get('order/:saleOrderId')
  @Endpoint({ summary: "A sale order's lines for its next guía: ordered, carried by earlier guías, left; and its guías with the factura that billed each", access: BILLING, readModels: [WAYBILLS_READ_MODEL] })
  async order(@Param('saleOrderId') saleOrderId: string) {
    const o = await this.facts.saleOrderDelivery(pathId(saleOrderId));
    if (!o) throw notFound(`No sale order ${saleOrderId}.`, 'sale_order_not_found');
    return o;
  }

  @Get('billable')
  @Endpoint({
    summary: "A client's guías a factura may still bill line by line (IndTraslado 1 or 2, not billed, their sale order not invoiced whole), oldest folio first, with their lines and the order lines' prices",
    access: BILLING,
    readModels: [WAYBILLS_READ_MODEL],
    query: billableWaybillsQuery,
  })
  async billable(@ValidQuery() q: BillableWaybillsQuery) {
    return { waybills: await this.facts.billable(q.setupId, q.clientId) };
  }

  @Get(':id')
  @Endpoint({ summary: 'One issued guía de despacho as issued', access: BILLING, readModels: [WAYBILLS_READ_MODEL] })
  async get(@Param('id') id: string) {
    const w = await getWaybill(this.db, pathId(id));
    if (!w) throw notFound(`No waybill ${id}.`, 'waybill_not_found');
    return w;
  }

  @Get(':id/history')
  @Endpoint({ summary: "A guía de despacho's history", access: BILLING, response: historySchema })
  history(@Param('id') id: string) {
    return this.histories.of(waybillStreamId(pathId(id)), 'waybill');
  }

  @Get(':id/print-marks')
  @Endpoint({ summary: "The guía's legal marks for its print: the TED stamped with the CAF of its folio as PDF417, SII's caption and what is missing", access: BILLING, readModels: [WAYBILLS_READ_MODEL, INVOICE_KEYS_READ_MODEL] })
  async printMarks(@Param('id') id: string): Promise<PrintMarks> {
    const w = await getWaybill(this.db, pathId(id));
    if (!w) throw notFound(`No waybill ${id}.`, 'waybill_not_found');
    const d = w.document;
    const [caf, folios] = await Promise.all([this.keys.caf(d.setupId, 52, d.folio), foliosOf(this.db, d.setupId)]);
    const resolution = folios.resolutionNumber && folios.resolutionDate ? `Res. ${folios.resolutionNumber} de ${folios.resolutionDate.slice(0, 4)}` : null;
    const marks: PrintMarks = { country: 'CL', title: 'GUÍA DE DESPACHO ELECTRÓNICA', taxIdLabel: 'RUT', companyIdLabel: null, codes: [], legends: [], missing: resolution ? [] : ['resolution_missing'] };
    if (!caf) return { ...marks, missing: [...marks.missing, 'caf_missing'] };
    try {
      // The stamp only: the TED carries no Acteco, so the placeholder '000000' stands in the (unprinted) Emisor.
      const g = generateGuia(d, { caf: caf.autorizacion, activityCodes: ['000000'], stampedAt: santiago(d.issuedAt) });
      marks.codes.push({ symbology: 'pdf417', content: g.ted, caption: ['Timbre Electrónico SII', `${resolution ?? 'Res. —'} Verifique documento: www.sii.cl`] });
    } catch {
      marks.missing.push('xml_refused');
    }
    return marks;
  }

  @Get(':id/xml')
  @Endpoint({ summary: "The guía's DTE 52 XML with its file name: stamped with the CAF of its folio, the setup's Acteco codes, signed with the company's certificate when one is loaded", access: BILLING, readModels: [WAYBILLS_READ_MODEL, INVOICE_KEYS_READ_MODEL] })
  async xml(@Param('id') id: string): Promise<{ fileName: string; xml: string }> {
    const w = await getWaybill(this.db, pathId(id));
    if (!w) throw notFound(`No waybill ${id}.`, 'waybill_not_found');
    const d = w.document;
    const [caf, setup, key] = await Promise.all([this.keys.caf(d.setupId, 52, d.folio), getInvoiceSetup(this.db, d.setupId), this.keys.certificate(d.setupId)]);
    if (!caf) throw new DomainError('caf_missing', `no CAF holds folio ${d.folio} of type 52`, 422);
    const g = generateGuia(d, { caf: caf.autorizacion, activityCodes: emisorActeco(setup ?? {}), stampedAt: santiago(d.issuedAt), ...(key ? { signing: { key } } : {}) });
    return { fileName: g.fileName, xml: g.xml };
  }

  @Post()
  @Endpoint({ summary: 'Issue a guía de despacho (DTE 52) from a committed sale order or typed lines, naming the carrier, driver and plate; folio from the type-52 CAF ranges', access: BILLING, body: issueWaybillBody })
  issue(@ValidBody() b: IssueWaybillBody, @CurrentSession() s: Session) {
    return this.commands.execute(new IssueWaybillCommand(b, envelopeOf(s)));
  }
}
