import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invoiceKeysStreamId } from '@tradedesk/contracts/invoicing/invoice-keys';
import { getInvoiceSetup } from '@tradedesk/projections/invoicing/invoice-setups/invoice-setups.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { SecretBox } from '../../../platform/secret-box.js';
import { DATABASE } from '../../../platform/tokens.js';
import { invoiceKeysDecider } from '../invoice-keys.decider.js';
import { readKsefOfflineCertificate } from '../ksef-offline-certificate.js';
import { UploadKsefOfflineCertificateCommand } from './upload-ksef-offline-certificate.command.js';

@CommandHandler(UploadKsefOfflineCertificateCommand)
export class UploadKsefOfflineCertificateHandler implements ICommandHandler<UploadKsefOfflineCertificateCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly box: SecretBox,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async execute({ setupId, body, env }: UploadKsefOfflineCertificateCommand) {
    const certificateId = body.commandId ?? this.runtime.newId();
    const { privateKeyPem, ...cert } = readKsefOfflineCertificate(body.certificate, body.privateKey, body.password, this.runtime.clock());
    const setup = await getInvoiceSetup(this.db, setupId);
    const certificate = { certificateId, ...cert, privateKeySealed: this.box.seal(privateKeyPem) };
    const r = await this.runtime.run(invoiceKeysDecider, invoiceKeysStreamId(setupId), { type: 'UploadKsefOfflineCertificate', setupId, setup, certificate }, { ...env, commandId: body.commandId ?? env.commandId });
    return { id: certificateId, serialNumber: cert.serialNumber, validTo: cert.validTo, streamVersion: r.streamVersion, globalPosition: r.globalPosition };
  }
}
