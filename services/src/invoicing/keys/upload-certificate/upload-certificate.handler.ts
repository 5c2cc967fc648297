import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invoiceKeysStreamId } from '@tradedesk/contracts/invoicing/invoice-keys';
import { getInvoiceSetup } from '@tradedesk/projections/invoicing/invoice-setups/invoice-setups.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { SecretBox } from '../../../platform/secret-box.js';
import { DATABASE } from '../../../platform/tokens.js';
import { readCertificateFile } from '../certificate-file.js';
import { invoiceKeysDecider } from '../invoice-keys.decider.js';
import { UploadCertificateCommand } from './upload-certificate.command.js';

@CommandHandler(UploadCertificateCommand)
export class UploadCertificateHandler implements ICommandHandler<UploadCertificateCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly box: SecretBox,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async execute({ setupId, body, env }: UploadCertificateCommand) {
    const certificateId = body.commandId ?? this.runtime.newId();
    const { privateKeyPem, ...cert } = readCertificateFile(body.file, body.password, this.runtime.clock());
    const setup = await getInvoiceSetup(this.db, setupId);
    const certificate = { certificateId, fileName: body.fileName, ...cert, privateKeySealed: this.box.seal(privateKeyPem), passwordSealed: this.box.seal(body.password) };
    const r = await this.runtime.run(invoiceKeysDecider, invoiceKeysStreamId(setupId), { type: 'UploadCertificate', setupId, setup, certificate }, { ...env, commandId: body.commandId ?? env.commandId });
    return { id: certificateId, subject: cert.subject, validTo: cert.validTo, streamVersion: r.streamVersion, globalPosition: r.globalPosition };
  }
}
