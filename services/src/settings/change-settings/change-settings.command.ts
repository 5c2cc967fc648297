import type { CompanySettings } from '@tradedesk/contracts/settings/company-settings';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class ChangeSettingsCommand {
  constructor(
    readonly changes: Partial<CompanySettings>,
    readonly env: CommandEnvelope,
  ) {}
}
