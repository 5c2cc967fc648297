import type { OfficeSettings, SaveSubmissionSettingsBody, SubmissionOffice } from '@tradedesk/contracts/invoicing/submission';
import type { SecretBox } from '../../platform/secret-box.js';

const SEALED = /^v1:/;

/**
 * The offices' credentials as they go into the log: every value typed is sealed (platform/secret-box.ts,
 * AES-256-GCM), so no event and no read-model row holds a token or password in clear. A value equal
 * to the one saved keeps its sealed text, so saving the same settings again records nothing; '' (clear
 * it) stays ''.
 */
export function sealCredentials(
  box: SecretBox,
  offices: SaveSubmissionSettingsBody['offices'],
  saved: Partial<Record<SubmissionOffice, OfficeSettings>>,
): SaveSubmissionSettingsBody['offices'] {
  const out: SaveSubmissionSettingsBody['offices'] = {};
  for (const [office, input] of Object.entries(offices) as [SubmissionOffice, NonNullable<SaveSubmissionSettingsBody['offices'][SubmissionOffice]>][]) {
    const before = saved[office]?.credentials ?? {};
    const credentials = Object.fromEntries(
      Object.entries(input.credentials).map(([k, v]) => {
        if (v === '') return [k, v];
        const old = before[k];
        return [k, old !== undefined && openOne(box, old) === v ? old : box.seal(v)];
      }),
    );
    out[office] = { ...input, credentials };
  }
  return out;
}

/** The credentials an adapter sends: opened (a value saved before sealing existed is used as it is). */
export function openCredentials(box: SecretBox, credentials: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(credentials).map(([k, v]) => [k, openOne(box, v)]));
}

const openOne = (box: SecretBox, v: string) => (SEALED.test(v) ? box.open(v) : v);
