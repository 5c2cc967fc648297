import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invoiceKeysStreamId } from '@tradedesk/contracts/invoicing/invoice-keys';
import { getInvoiceSetup } from '@tradedesk/projections/invoicing/invoice-setups/invoice-setups.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { SecretBox } from '../../../platform/secret-box.js';
import { DATABASE } from '../../../platform/tokens.js';
import { readCafFile } from '../caf-file.js';
import { invoiceKeysDecider } from '../invoice-keys.decider.js';
import { LoadCafCommand } from './load-caf.command.js';

@CommandHandler(LoadCafCommand)
export class LoadCafHandler implements ICommandHandler<LoadCafCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly box: SecretBox,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async execute({ setupId, body, env }: LoadCafCommand) {
    const cafId = body.commandId ?? this.runtime.newId();
    const { privateKeyPem, ...caf } = readCafFile(body.caf);
    const setup = await getInvoiceSetup(this.db, setupId);
    const r = await this.runtime.run(
      invoiceKeysDecider,
      invoiceKeysStreamId(setupId),
      { type: 'LoadCaf', setupId, cafId, setup, caf: { ...caf, privateKeySealed: this.box.seal(privateKeyPem) } },
      { ...env, commandId: body.commandId ?? env.commandId },
    );
    return { id: cafId, documentType: caf.documentType, from: caf.from, to: caf.to, streamVersion: r.streamVersion, globalPosition: r.globalPosition };
  }
}
