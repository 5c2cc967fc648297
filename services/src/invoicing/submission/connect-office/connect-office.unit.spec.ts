import { spec } from '../../../platform/cqrs/decider-spec.js';
import { submissionSettingsDecider } from '../submission-settings.decider.js';

const client = { mode: 'sandbox' as const, baseUrl: '', credentials: { clientId: 'v1:id', clientSecret: 'v1:secret', redirectUri: 'v1:uri' } };
const saved = { type: 'SubmissionSettingsSaved', data: { setupId: 's1', offices: { anaf: client } } } as any;
const connection = { connectedAt: '2026-11-25T10:00:00.000Z', accessExpiresAt: '2027-02-23T10:00:00.000Z', refreshExpiresAt: '2027-11-25T10:00:00.000Z' };
const connect = (over: object = {}) => ({
  type: 'ConnectOffice' as const,
  setupId: 's1',
  office: 'anaf' as const,
  startedBy: 'u1',
  userId: 'u1',
  stateExpiresAt: '2026-11-25T10:05:00.000Z',
  tokens: { accessToken: 'v1:access', refreshToken: 'v1:refresh' },
  connection,
  ...over,
});

describe('connect an office (OAuth2 sign-in finished)', () => {
  it('records the tokens among the sealed credentials and until when the company is connected', () =>
    spec(submissionSettingsDecider)
      .given([saved])
      .when(connect())
      .then([{ type: 'OfficeConnected', data: { setupId: 's1', office: 'anaf', grant: 'authorization_code', connection, offices: { anaf: { ...client, credentials: { ...client.credentials, accessToken: 'v1:access', refreshToken: 'v1:refresh' }, connection } } } }]));

  it('refuses a sign-in another user started', () => spec(submissionSettingsDecider).given([saved]).when(connect({ startedBy: 'u2' })).thenFails('oauth_state_invalid'));
  it('refuses a sign-in older than 10 minutes', () => spec(submissionSettingsDecider).given([saved]).when(connect({ stateExpiresAt: '2026-11-25T09:59:00.000Z' })).thenFails('oauth_state_expired'));
  it('refuses an office whose client (id, secret, redirect address) is not saved', () => spec(submissionSettingsDecider).given([]).when(connect()).thenFails('oauth_client_missing'));
  it('refuses an office without OAuth2', () => spec(submissionSettingsDecider).given([saved]).when(connect({ office: 'smartbill' })).thenFails('office_without_oauth'));
});
