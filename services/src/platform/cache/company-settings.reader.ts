import type { CompanySettings } from '@tradedesk/contracts/settings/company-settings';
import type { Database } from '@tradedesk/projections/platform/sql';
import { readCompanySettings } from '@tradedesk/projections/settings/company-settings/company-settings.query';
import type { ReadModelCache } from './read-model-cache.js';

/**
 * The company settings as a decision or a screen reads them: from the process's cache of the
 * company-settings read model when it has one (the API and the worker do), else from the read
 * model each time (docs/architecture.md "Caches").
 */
export class CompanySettingsReader {
  constructor(
    private readonly db: Database,
    private readonly cache: ReadModelCache<CompanySettings> | null = null,
  ) {}

  all(): Promise<CompanySettings> {
    return this.cache ? this.cache.get('all', () => readCompanySettings(this.db)) : readCompanySettings(this.db);
  }

  async get<K extends keyof CompanySettings>(key: K): Promise<CompanySettings[K]> {
    return (await this.all())[key];
  }
}
