import type { SubmissionOffice } from '@tradedesk/contracts/invoicing/submission';
import { SUBMISSION_OFFICES } from '@tradedesk/contracts/invoicing/submission';
import { DomainError } from '../../platform/event-store/errors.js';
import type { SecretBox } from '../../platform/secret-box.js';

/**
 * The `state` of an OAuth2 sign-in this server started: which company and office, who started it,
 * until when (10 minutes). Sealed with the key box (AES-256-GCM), so a state cannot be forged or
 * changed on its way through the office's sign-in page and back.
 */
export interface OAuthState {
  setupId: string;
  office: SubmissionOffice;
  userId: string;
  expiresAt: string;
}
export const OAUTH_STATE_MINUTES = 10;

export const sealOAuthState = (box: SecretBox, s: OAuthState) => box.seal(JSON.stringify(s));

/** The state back from the office's redirect; 400 `oauth_state_invalid` when it is not one this server sealed. */
export function openOAuthState(box: SecretBox, sealed: string): OAuthState {
  try {
    const s = JSON.parse(box.open(sealed)) as OAuthState;
    if (typeof s.setupId === 'string' && typeof s.userId === 'string' && typeof s.expiresAt === 'string' && (SUBMISSION_OFFICES as readonly string[]).includes(s.office)) return s;
  } catch {
    /* not sealed by this server, or changed on the way */
  }
  throw new DomainError('oauth_state_invalid', 'state: not a sign-in this server started', 400, { field: 'state' });
}
