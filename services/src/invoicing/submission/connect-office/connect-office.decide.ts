import { OAUTH_OFFICES, type OfficeConnected, type OfficeConnection, type SubmissionOffice } from '@tradedesk/contracts/invoicing/submission';
import { DomainError } from '../../../platform/event-store/errors.js';
import type { SubmissionSettingsState } from '../submission-settings.state.js';

/** The client an OAuth2 office registered for the company: client id, secret and redirect address must be saved. */
export function oauthClientReady(s: SubmissionSettingsState, office: SubmissionOffice): void {
  if (!(OAUTH_OFFICES as readonly string[]).includes(office)) throw new DomainError('office_without_oauth', `${office} does not sign in with OAuth2.`, 422);
  const c = s.offices[office]?.credentials ?? {};
  const missing = ['clientId', 'clientSecret', 'redirectUri'].find((k) => !c[k]);
  if (missing) throw new DomainError('oauth_client_missing', `Save the ${office} ${missing} first.`, 422, { field: `offices.${office}.credentials.${missing}` });
}

export interface ConnectOffice {
  type: 'ConnectOffice';
  setupId: string;
  office: SubmissionOffice;
  /** Who started the sign-in (from its state) and who finishes it. */
  startedBy: string;
  userId: string;
  stateExpiresAt: string;
  /** The tokens the office granted, already sealed. */
  tokens: { accessToken: string; refreshToken: string };
  connection: OfficeConnection;
}

/**
 * Records the tokens an office granted for the authorization code: only for a sign-in started by
 * the same user less than 10 minutes before (the sealed state), for an office whose client is
 * saved. The tokens join the office's (sealed) credentials; `connection` says until when.
 */
export function decideConnectOffice(c: ConnectOffice, s: SubmissionSettingsState): OfficeConnected[] {
  oauthClientReady(s, c.office);
  if (c.startedBy !== c.userId) throw new DomainError('oauth_state_invalid', 'state: the sign-in was started by another user', 400, { field: 'state' });
  if (Date.parse(c.connection.connectedAt) > Date.parse(c.stateExpiresAt)) throw new DomainError('oauth_state_expired', 'state: the sign-in took longer than 10 minutes; start it again', 400, { field: 'state' });
  const o = s.offices[c.office]!;
  const offices = { ...s.offices, [c.office]: { ...o, credentials: { ...o.credentials, ...c.tokens }, connection: c.connection } };
  return [{ type: 'OfficeConnected', data: { setupId: c.setupId, office: c.office, grant: 'authorization_code', connection: c.connection, offices } }];
}
