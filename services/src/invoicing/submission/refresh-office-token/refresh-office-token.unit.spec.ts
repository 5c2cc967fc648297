import { spec } from '../../../platform/cqrs/decider-spec.js';
import { submissionSettingsDecider } from '../submission-settings.decider.js';

const connection = { connectedAt: '2026-11-25T10:00:00.000Z', accessExpiresAt: '2026-11-25T10:01:00.000Z', refreshExpiresAt: '2027-11-25T10:00:00.000Z' };
const anaf = { mode: 'sandbox' as const, baseUrl: '', credentials: { clientId: 'v1:id', clientSecret: 'v1:secret', redirectUri: 'v1:uri', accessToken: 'v1:a1', refreshToken: 'v1:r1' }, connection };
const connected = { type: 'OfficeConnected', data: { setupId: 's1', office: 'anaf', grant: 'authorization_code', connection, offices: { anaf } } } as any;
const next = { ...connection, accessExpiresAt: '2027-02-23T10:00:00.000Z' };
const refresh = (usedRefreshToken = 'v1:r1') => ({ type: 'RefreshOfficeToken' as const, setupId: 's1', office: 'anaf' as const, usedRefreshToken, tokens: { accessToken: 'v1:a2', refreshToken: 'v1:r2' }, connection: next });

describe('refresh an office token', () => {
  it('records the new pair and the new access expiry', () =>
    spec(submissionSettingsDecider)
      .given([connected])
      .when(refresh())
      .then([{ type: 'OfficeConnected', data: { setupId: 's1', office: 'anaf', grant: 'refresh_token', connection: next, offices: { anaf: { ...anaf, credentials: { ...anaf.credentials, accessToken: 'v1:a2', refreshToken: 'v1:r2' }, connection: next } } } }]));
  it('a refresh that raced another one (older refresh token) records nothing: 409', () => spec(submissionSettingsDecider).given([connected]).when(refresh('v1:r0')).thenFails('token_changed'));
  it('an office never connected: 409 not_connected', () => spec(submissionSettingsDecider).given([]).when(refresh()).thenFails('not_connected'));
});
