import type { InvoiceCountry } from '@tradedesk/contracts/invoicing/invoice-setup';
import { OFFICE_COUNTRY, OFFICE_CREDENTIALS, type OfficeSettings, type SaveSubmissionSettingsBody, type SubmissionOffice, type SubmissionSettingsSaved } from '@tradedesk/contracts/invoicing/submission';
import { stringify } from 'safe-stable-stringify';
import { DomainError } from '../../../platform/event-store/errors.js';
import type { SubmissionSettingsState } from '../submission-settings.state.js';

export interface SaveSubmissionSettings {
  type: 'SaveSubmissionSettings';
  setupId: string;
  /** The setup's country (null: no such setup). */
  country: InvoiceCountry | null;
  offices: SaveSubmissionSettingsBody['offices'];
}

/**
 * Saves the offices' modes, addresses and credentials. An office of another country is refused
 * (422); a credential left out keeps its saved value, '' clears it; nothing changed records nothing.
 * An office switched on (sandbox or production) needs every credential it asks for (422 naming the missing one).
 */
export function decideSaveSubmissionSettings(c: SaveSubmissionSettings, s: SubmissionSettingsState): SubmissionSettingsSaved[] {
  if (!c.country) throw new DomainError('setup_not_found', `No invoice setup ${c.setupId}.`, 404);
  const next: Partial<Record<SubmissionOffice, OfficeSettings>> = { ...s.offices };
  for (const [office, input] of Object.entries(c.offices) as [SubmissionOffice, NonNullable<SaveSubmissionSettingsBody['offices'][SubmissionOffice]>][]) {
    if (OFFICE_COUNTRY[office] !== c.country) throw new DomainError('office_not_for_country', `${office} takes documents of ${OFFICE_COUNTRY[office]} sellers, not ${c.country}.`, 422);
    const credentials = { ...(s.offices[office]?.credentials ?? {}) };
    for (const [k, v] of Object.entries(input.credentials)) {
      if (v === '') delete credentials[k];
      else credentials[k] = v;
    }
    const missing = OFFICE_CREDENTIALS[office].find((k) => !credentials[k]);
    if (input.mode !== 'off' && missing) throw new DomainError('credential_missing', `${office} needs the credential ${missing} to be switched on.`, 422, { field: `offices.${office}.credentials.${missing}` });
    // An OAuth2 office keeps its tokens (among the credentials) and their expiry.
    next[office] = { ...s.offices[office], mode: input.mode, baseUrl: input.baseUrl, credentials };
  }
  if (stringify(next) === stringify(s.offices)) return [];
  return [{ type: 'SubmissionSettingsSaved', data: { setupId: c.setupId, offices: next } }];
}
