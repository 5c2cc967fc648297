import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { COMPANY_SETTINGS_STREAM, toSettingsView } from '@tradedesk/contracts/settings/company-settings';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { companySettingsDecider } from '../company-settings.decider.js';
import { ChangeSettingsCommand } from './change-settings.command.js';

@CommandHandler(ChangeSettingsCommand)
export class ChangeSettingsHandler implements ICommandHandler<ChangeSettingsCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ changes, env }: ChangeSettingsCommand) {
    const r = await this.runtime.run(companySettingsDecider, COMPANY_SETTINGS_STREAM, { type: 'ChangeSettings', changes }, env);
    const changed = r.events.flatMap((e) => (e.type === 'CompanySettingsChanged' ? Object.keys(e.data.changes) : []));
    return { changed, streamVersion: r.streamVersion, globalPosition: r.globalPosition, settings: toSettingsView(r.state.values) };
  }
}
