import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { submissionSettingsStreamId } from '@tradedesk/contracts/invoicing/submission';
import { getInvoiceSetup } from '@tradedesk/projections/invoicing/invoice-setups/invoice-setups.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { DATABASE } from '../../../platform/tokens.js';
import { SecretBox } from '../../../platform/secret-box.js';
import { sealCredentials } from '../sealed-credentials.js';
import { submissionSettingsDecider } from '../submission-settings.decider.js';
import { SaveSubmissionSettingsCommand } from './save-submission-settings.command.js';

@CommandHandler(SaveSubmissionSettingsCommand)
export class SaveSubmissionSettingsHandler implements ICommandHandler<SaveSubmissionSettingsCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    @Inject(DATABASE) private readonly db: Database,
    private readonly box: SecretBox,
  ) {}

  async execute({ setupId, body, env }: SaveSubmissionSettingsCommand) {
    const setup = await getInvoiceSetup(this.db, setupId);
    const saved = await this.runtime.load(submissionSettingsDecider, submissionSettingsStreamId(setupId));
    const r = await this.runtime.run(
      submissionSettingsDecider,
      submissionSettingsStreamId(setupId),
      { type: 'SaveSubmissionSettings', setupId, country: setup?.country ?? null, offices: sealCredentials(this.box, body.offices, saved.offices) },
      { ...env, commandId: body.commandId ?? env.commandId },
    );
    return { setupId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, changed: r.events.length > 0 };
  }
}
