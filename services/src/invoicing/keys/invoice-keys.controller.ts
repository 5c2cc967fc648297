import { Controller, Get, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { historySchema } from '@tradedesk/contracts/platform/history';
import {
  INVOICE_KEYS_READ_MODEL, invoiceKeysStreamId, type LoadCafBody, loadCafBody, type SetCafSettingsBody, setCafSettingsBody, type UploadCertificateBody, uploadCertificateBody,
  type UploadKsefOfflineCertificateBody, uploadKsefOfflineCertificateBody,
} from '@tradedesk/contracts/invoicing/invoice-keys';
import { certificateOf, foliosOf, ksefOfflineCertificateOf } from '@tradedesk/projections/invoicing/invoice-keys/invoice-keys.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody } from '../../platform/http/endpoint.js';
import { pathId } from '../../platform/http/path-id.js';
import type { Session } from '../../platform/http/request-context.js';
import { DocumentHistory } from '../../platform/event-store/stream-history.js';
import { DATABASE } from '../../platform/tokens.js';
import { invoiceAccess } from '../invoicing-access.js';
import { LoadCafCommand } from './load-caf/load-caf.command.js';
import { SetCafSettingsCommand } from './set-caf-settings/set-caf-settings.command.js';
import { UploadCertificateCommand } from './upload-certificate/upload-certificate.command.js';
import { UploadKsefOfflineCertificateCommand } from './upload-ksef-offline-certificate/upload-ksef-offline-certificate.command.js';

const SETUP = invoiceAccess('InvoiceSetup');
/** The billing screen warns when folios run low. */
const FOLIOS_READ = invoiceAccess('InvoiceSetup', 'InvoiceBilling');

/** /invoice/invoice-setup: Chile's CAF folio ranges, the company's signing certificate and Poland's KSeF Offline certificate (docs/invoicing.md). */
@Controller('api/invoicing/setups')
export class InvoiceKeysController {
  constructor(
    private readonly commands: CommandBus,
    private readonly histories: DocumentHistory,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get(':id/folios')
  @Endpoint({ summary: "A setup's CAF folio ranges: used and left per range and type, and whether a type runs low", access: FOLIOS_READ, readModels: [INVOICE_KEYS_READ_MODEL] })
  folios(@Param('id') id: string) {
    return foliosOf(this.db, pathId(id));
  }

  @Post(':id/cafs')
  @Endpoint({ summary: "Load a CAF file from SII (Chile): a document type's folio range and its key (400 unreadable, 409 overlapping)", access: SETUP, body: loadCafBody })
  loadCaf(@Param('id') id: string, @ValidBody() b: LoadCafBody, @CurrentSession() s: Session) {
    return this.commands.execute(new LoadCafCommand(pathId(id), b, envelopeOf(s)));
  }

  @Put(':id/caf-settings')
  @Endpoint({ summary: "Chile: warn when fewer folios than this are left (null: 10 % of the loaded folios, at most 50); SII's resolution number and date", access: SETUP, body: setCafSettingsBody })
  cafSettings(@Param('id') id: string, @ValidBody() b: SetCafSettingsBody, @CurrentSession() s: Session) {
    return this.commands.execute(new SetCafSettingsCommand(pathId(id), b, envelopeOf(s)));
  }

  @Get(':id/certificate')
  @Endpoint({ summary: "The setup's signing certificate: subject, issuer, validity (never the key)", access: SETUP, readModels: [INVOICE_KEYS_READ_MODEL] })
  async certificate(@Param('id') id: string) {
    return { certificate: await certificateOf(this.db, pathId(id)) };
  }

  @Post(':id/certificate')
  @Endpoint({ summary: 'Upload the signing certificate (.p12 / .pfx as base64 and its password; 400 unreadable, wrong password, expired, no key)', access: SETUP, body: uploadCertificateBody })
  uploadCertificate(@Param('id') id: string, @ValidBody() b: UploadCertificateBody, @CurrentSession() s: Session) {
    return this.commands.execute(new UploadCertificateCommand(pathId(id), b, envelopeOf(s)));
  }

  @Get(':id/ksef-offline-certificate')
  @Endpoint({ summary: "Poland: the setup's KSeF Offline certificate (KOD II): subject, serial, key type, validity (never the key)", access: SETUP, readModels: [INVOICE_KEYS_READ_MODEL] })
  async ksefOfflineCertificate(@Param('id') id: string) {
    return { certificate: await ksefOfflineCertificateOf(this.db, pathId(id)) };
  }

  @Post(':id/ksef-offline-certificate')
  @Endpoint({ summary: 'Poland: upload the KSeF Offline certificate (PEM or base64 DER) and its private key (PEM, RSA or EC P-256; 400 not Offline type, key not its own, unreadable, expired)', access: SETUP, body: uploadKsefOfflineCertificateBody })
  uploadKsefOfflineCertificate(@Param('id') id: string, @ValidBody() b: UploadKsefOfflineCertificateBody, @CurrentSession() s: Session) {
    return this.commands.execute(new UploadKsefOfflineCertificateCommand(pathId(id), b, envelopeOf(s)));
  }

  @Get(':id/keys/history')
  @Endpoint({ summary: 'Who loaded which CAF or certificate, and when', access: SETUP, response: historySchema })
  history(@Param('id') id: string) {
    return this.histories.of(invoiceKeysStreamId(pathId(id)), 'invoice setup');
  }
}
