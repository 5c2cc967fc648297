import { COMPANY_SETTING_KEYS, type CompanySettings, DEFAULT_COMPANY_SETTINGS } from '@tradedesk/contracts/settings/company-settings';
import type { Sql } from '../../platform/sql.js';

/** The company's settings: what was recorded, defaults for the rest. Unknown stored keys are ignored. */
export async function readCompanySettings(sql: Sql): Promise<CompanySettings> {
  const { rows } = await sql.query<{ key: string; value: unknown }>('select key, value from rm.company_settings');
  const out: Record<string, unknown> = { ...DEFAULT_COMPANY_SETTINGS };
  const known = new Set<string>(COMPANY_SETTING_KEYS);
  for (const r of rows) if (known.has(r.key)) out[r.key] = r.value;
  return out as CompanySettings;
}

export async function readCompanySetting<K extends keyof CompanySettings>(sql: Sql, key: K): Promise<CompanySettings[K]> {
  const { rows } = await sql.query<{ value: CompanySettings[K] }>('select value from rm.company_settings where key = $1', [key]);
  return rows.length ? rows[0].value : DEFAULT_COMPANY_SETTINGS[key];
}
