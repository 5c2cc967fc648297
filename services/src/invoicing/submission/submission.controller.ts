import { Controller, Get, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { historySchema } from '@tradedesk/contracts/platform/history';
import {
  type ListSubmissionsQuery,
  listSubmissionsQuery,
  type AuthorizeOfficeAnswer,
  type ConnectOfficeBody,
  connectOfficeBody,
  type SaveSubmissionSettingsBody,
  saveSubmissionSettingsBody,
  type SendAgainBody,
  sendAgainBody,
  SUBMISSION_OFFICES,
  SUBMISSION_SETTINGS_READ_MODEL,
  SUBMISSIONS_READ_MODEL,
  type SubmissionOffice,
  type SubmissionSettingsView,
  submissionStreamId,
} from '@tradedesk/contracts/invoicing/submission';
import { INVOICE_SETUPS_READ_MODEL } from '@tradedesk/contracts/invoicing/invoice-setup';
import { getInvoiceSetup, listInvoiceSetups } from '@tradedesk/projections/invoicing/invoice-setups/invoice-setups.query';
import { listSubmissions } from '@tradedesk/projections/invoicing/invoice-submissions/invoice-submissions.query';
import { submissionSettingsView } from '@tradedesk/projections/invoicing/submission-settings/submission-settings.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.js';
import { notFound } from '../../platform/http/errors.js';
import { pathId } from '../../platform/http/path-id.js';
import type { Session } from '../../platform/http/request-context.js';
import { DocumentHistory } from '../../platform/event-store/stream-history.js';
import { DATABASE } from '../../platform/tokens.js';
import { invoiceAccess } from '../invoicing-access.js';
import { ConnectOfficeCommand } from './connect-office/connect-office.command.js';
import { OfficeAuthorization } from './office-authorization.js';
import { QueueSubmissionCommand } from './queue-submission/queue-submission.command.js';
import { SaveSubmissionSettingsCommand } from './save-submission-settings/save-submission-settings.command.js';

const SETTINGS_WRITE = invoiceAccess('InvoiceSetup', 'EInvoice', 'SmartBill', 'SzamlazzCreate');
const SETTINGS_READ = invoiceAccess('InvoiceSetup', 'EInvoice', 'SmartBill', 'SzamlazzCreate');
const SUBMISSIONS = invoiceAccess('EInvoice', 'SmartBill', 'SzamlazzCreate', 'InvoiceList');

const officeParam = (office: string): SubmissionOffice => {
  if (!(SUBMISSION_OFFICES as readonly string[]).includes(office)) throw notFound(`No office ${office}.`, 'office_not_found');
  return office as SubmissionOffice;
};

/** /invoice/e-invoice, /invoice/smartBill, /invoice/szamlazzCreat and the document page: e-invoice submission (docs/invoicing-submission.md). */
@Controller('api/invoicing')
export class SubmissionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly histories: DocumentHistory,
    private readonly authorization: OfficeAuthorization,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get('submission/companies')
  @Endpoint({ summary: 'The companies (invoice setups) whose offices the submission screens switch: id, name, country', access: SETTINGS_READ, readModels: [INVOICE_SETUPS_READ_MODEL] })
  async companies() {
    return { companies: (await listInvoiceSetups(this.db)).map((s) => ({ id: s.id, legalName: s.legalName, country: s.country })) };
  }

  @Get('submission/settings/:setupId')
  @Endpoint({ summary: "A company's offices: mode (off / sandbox / production), address, which credentials are set (never their values)", access: SETTINGS_READ, readModels: [SUBMISSION_SETTINGS_READ_MODEL] })
  async settings(@Param('setupId') setupId: string): Promise<SubmissionSettingsView> {
    const setup = await getInvoiceSetup(this.db, pathId(setupId));
    if (!setup) throw notFound(`No invoice setup ${setupId}.`, 'setup_not_found');
    return { setupId: setup.id, country: setup.country, offices: await submissionSettingsView(this.db, setup.id, setup.country) };
  }

  @Put('submission/settings/:setupId')
  @Endpoint({ summary: "Switch a company's offices and save their credentials (a credential left out keeps its value)", access: SETTINGS_WRITE, body: saveSubmissionSettingsBody })
  saveSettings(@Param('setupId') setupId: string, @ValidBody() b: SaveSubmissionSettingsBody, @CurrentSession() s: Session) {
    return this.commands.execute(new SaveSubmissionSettingsCommand(pathId(setupId), b, envelopeOf(s)));
  }

  @Post('submission/settings/:setupId/:office/authorize')
  @Endpoint({ summary: "Start the OAuth2 sign-in at an office (ANAF) with the company's certificate: the address of the office's sign-in page (client and redirect address as saved, a sealed state for 10 minutes)", access: SETTINGS_WRITE })
  authorize(@Param('setupId') setupId: string, @Param('office') office: string, @CurrentSession() s: Session): Promise<AuthorizeOfficeAnswer> {
    return this.authorization.authorizeUrl(pathId(setupId), officeParam(office), s.userId);
  }

  @Post('submission/oauth/connect')
  @Endpoint({ summary: "Finish the OAuth2 sign-in: the code and state the office sent the browser back with become tokens, kept sealed (never answered)", access: SETTINGS_WRITE, body: connectOfficeBody })
  connect(@ValidBody() b: ConnectOfficeBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ConnectOfficeCommand(b, envelopeOf(s)));
  }

  @Get('submissions')
  @Endpoint({ summary: 'Documents with their submission status per office (office, status, document, search; paged)', access: SUBMISSIONS, readModels: [SUBMISSIONS_READ_MODEL], query: listSubmissionsQuery })
  list(@ValidQuery() q: ListSubmissionsQuery) {
    return listSubmissions(this.db, q);
  }

  @Get('submissions/:documentId/:office/history')
  @Endpoint({ summary: "A document's submission history at one office (queued, sent, answers)", access: SUBMISSIONS, response: historySchema })
  history(@Param('documentId') documentId: string, @Param('office') office: string) {
    return this.histories.of(submissionStreamId(pathId(documentId), officeParam(office)), 'submission');
  }

  @Post('invoices/:id/submissions')
  @Endpoint({ summary: 'Send a document (again) to an office (a rejected, failed or stuck one; never an accepted one), or to every office switched on that never had it', access: SUBMISSIONS, body: sendAgainBody })
  send(@Param('id') id: string, @ValidBody() b: SendAgainBody, @CurrentSession() s: Session) {
    return this.commands.execute(new QueueSubmissionCommand(pathId(id), b.office ?? null, !!b.office, { ...envelopeOf(s), commandId: b.commandId ?? envelopeOf(s).commandId }));
  }
}
