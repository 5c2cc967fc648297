import { OAUTH_OFFICES, OFFICE_CREDENTIALS, type OfficeSettings, type OfficeSettingsView, officesOf, type SubmissionOffice } from '@tradedesk/contracts/invoicing/submission';
import type { InvoiceCountry } from '@tradedesk/contracts/invoicing/invoice-setup';
import type { Sql } from '../../platform/sql.js';

export type SubmissionSettings = Partial<Record<SubmissionOffice, OfficeSettings>>;

/** The saved settings of a setup WITH the secrets: for the submission worker and the save decision only, never for an answer. */
export async function submissionSettingsWithSecrets(sql: Sql, setupId: string): Promise<SubmissionSettings> {
  const { rows } = await sql.query<{ offices: SubmissionSettings }>(`select offices from rm.invoice_submission_settings where setup_id = $1`, [setupId]);
  return rows[0]?.offices ?? {};
}

/** What the screen shows: each office of the country, its mode and address, which secrets are set (never their values). */
export async function submissionSettingsView(sql: Sql, setupId: string, country: InvoiceCountry): Promise<OfficeSettingsView[]> {
  const saved = await submissionSettingsWithSecrets(sql, setupId);
  return officesOf(country).map((office) => {
    const s = saved[office];
    return {
      office,
      mode: s?.mode ?? 'off',
      baseUrl: s?.baseUrl ?? '',
      credentials: OFFICE_CREDENTIALS[office].map((name) => ({ name, set: !!s?.credentials[name] })),
      ...((OAUTH_OFFICES as readonly string[]).includes(office)
        ? { connection: s?.connection && s.credentials.accessToken ? { accessExpiresAt: s.connection.accessExpiresAt, refreshExpiresAt: s.connection.refreshExpiresAt } : null }
        : {}),
    };
  });
}
