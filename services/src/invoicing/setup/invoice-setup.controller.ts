import { Controller, Get, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { historySchema } from '@tradedesk/contracts/platform/history';
import { INVOICE_SETUPS_READ_MODEL, invoiceSetupStreamId, type SaveInvoiceSetupBody, saveInvoiceSetupBody } from '@tradedesk/contracts/invoicing/invoice-setup';
import { type AddVatRateBody, addVatRateBody, type ListVatRatesQuery, listVatRatesQuery, ratesOn, VAT_RATES_READ_MODEL } from '@tradedesk/contracts/invoicing/vat-rates';
import { getInvoiceSetup, listInvoiceSetups } from '@tradedesk/projections/invoicing/invoice-setups/invoice-setups.query';
import { listVatRates } from '@tradedesk/projections/invoicing/vat-rates/vat-rates.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.js';
import { notFound } from '../../platform/http/errors.js';
import { pathId } from '../../platform/http/path-id.js';
import type { Session } from '../../platform/http/request-context.js';
import { DocumentHistory } from '../../platform/event-store/stream-history.js';
import { DATABASE } from '../../platform/tokens.js';
import { invoiceAccess } from '../invoicing-access.js';
import { AddVatRateCommand } from '../vat-rates/add-vat-rate/add-vat-rate.command.js';
import { SaveInvoiceSetupCommand } from './save-invoice-setup/save-invoice-setup.command.js';

const SETUP = invoiceAccess('InvoiceSetup');
/** The billing and list screens read the setups and rates they issue with. */
// The advance invoice screen (billing-plTax) picks its Polish setup and the rates in force.
const SETUP_READ = invoiceAccess('InvoiceSetup', 'InvoiceBilling', 'InvoiceList', 'InvoiceBillingPlTax');

/** /invoice/invoice-setup: the seller per company, its series, and the VAT rates. */
@Controller('api/invoicing')
export class InvoiceSetupController {
  constructor(
    private readonly commands: CommandBus,
    private readonly histories: DocumentHistory,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get('setups')
  @Endpoint({ summary: 'The invoice setups (one per selling company)', access: SETUP_READ, readModels: [INVOICE_SETUPS_READ_MODEL] })
  async setups() {
    const setups = await listInvoiceSetups(this.db);
    return { setups, total: setups.length };
  }

  @Get('setups/:id')
  @Endpoint({ summary: 'One invoice setup', access: SETUP_READ, readModels: [INVOICE_SETUPS_READ_MODEL] })
  async setup(@Param('id') id: string) {
    const s = await getInvoiceSetup(this.db, pathId(id));
    if (!s) throw notFound(`No invoice setup ${id}.`, 'setup_not_found');
    return s;
  }

  @Put('setups/:id')
  @Endpoint({ summary: 'Save an invoice setup: seller, tax ids, address, bank, series (409 on a stale version)', access: SETUP, body: saveInvoiceSetupBody })
  save(@Param('id') id: string, @ValidBody() b: SaveInvoiceSetupBody, @CurrentSession() s: Session) {
    return this.commands.execute(new SaveInvoiceSetupCommand(pathId(id), b, envelopeOf(s)));
  }

  @Get('setups/:id/history')
  @Endpoint({ summary: "An invoice setup's history", access: SETUP, response: historySchema })
  history(@Param('id') id: string) {
    return this.histories.of(invoiceSetupStreamId(pathId(id)), 'invoice setup');
  }

  @Get('vat-rates')
  @Endpoint({ summary: 'VAT rates per country with validity days (seeded and added); ?on= a day: the rates in force', access: SETUP_READ, readModels: [VAT_RATES_READ_MODEL], query: listVatRatesQuery })
  async rates(@ValidQuery() q: ListVatRatesQuery) {
    const all = await listVatRates(this.db, q.country);
    const rates = q.on ? [...new Set(all.map((r) => r.country))].flatMap((country) => ratesOn(all, country, q.on!)) : all;
    return { rates, total: rates.length };
  }

  @Post('vat-rates')
  @Endpoint({ summary: 'Add a VAT rate with its validity days (409 when the percent already applies on those days)', access: SETUP, body: addVatRateBody })
  addRate(@ValidBody() b: AddVatRateBody, @CurrentSession() s: Session) {
    return this.commands.execute(new AddVatRateCommand(b, envelopeOf(s)));
  }
}
