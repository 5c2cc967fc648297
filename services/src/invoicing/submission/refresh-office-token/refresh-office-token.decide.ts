import type { OfficeConnected, OfficeConnection, SubmissionOffice } from '@tradedesk/contracts/invoicing/submission';
import { DomainError } from '../../../platform/event-store/errors.js';
import type { SubmissionSettingsState } from '../submission-settings.state.js';

export interface RefreshOfficeToken {
  type: 'RefreshOfficeToken';
  setupId: string;
  office: SubmissionOffice;
  /** The refresh token the new pair was asked with (sealed as saved): a refresh that raced another one is refused. */
  usedRefreshToken: string;
  /** The new pair, already sealed. */
  tokens: { accessToken: string; refreshToken: string };
  connection: OfficeConnection;
}

/** Records a refreshed token pair for a connected office (409 `not_connected` otherwise; 409 `token_changed` when another refresh got there first). */
export function decideRefreshOfficeToken(c: RefreshOfficeToken, s: SubmissionSettingsState): OfficeConnected[] {
  const o = s.offices[c.office];
  if (!o?.connection || !o.credentials.refreshToken) throw new DomainError('not_connected', `${c.office} is not connected: connect in the settings.`, 409);
  if (o.credentials.refreshToken !== c.usedRefreshToken) throw new DomainError('token_changed', 'Another refresh recorded a newer token.', 409);
  const offices = { ...s.offices, [c.office]: { ...o, credentials: { ...o.credentials, ...c.tokens }, connection: c.connection } };
  return [{ type: 'OfficeConnected', data: { setupId: c.setupId, office: c.office, grant: 'refresh_token', connection: c.connection, offices } }];
}
