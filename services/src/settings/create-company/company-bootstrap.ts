import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { COMPANY_SETTINGS_STREAM, DEFAULT_COMPANY_SETTINGS } from '@tradedesk/contracts/settings/company-settings';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { companySettingsDecider } from '../company-settings.decider.js';

/**
 * First start on an empty store records the company with the default settings (CompanyCreated),
 * so the log says from the beginning what the company was set to. Idempotent: a second start, or
 * a second process starting at the same moment, adds nothing.
 */
@Injectable()
export class CompanyBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger('settings');

  constructor(private readonly runtime: CommandRuntime) {}

  async onApplicationBootstrap() {
    const r = await this.runtime.run(companySettingsDecider, COMPANY_SETTINGS_STREAM, { type: 'CreateCompany', settings: DEFAULT_COMPANY_SETTINGS }, { userId: 'system' });
    if (r.events.length) this.logger.log('company created with the default settings');
  }
}
