import { spec } from '../../../platform/cqrs/decider-spec.js';
import { submissionSettingsDecider } from '../submission-settings.decider.js';

const save = (offices: any, country: any = 'HU') => ({ type: 'SaveSubmissionSettings' as const, setupId: 's1', country, offices });
const nav = { mode: 'sandbox' as const, baseUrl: '', credentials: { login: 'tech1', password: 'pw', signKey: 'sk', exchangeKey: '1234567890123456' } };

describe('save submission settings', () => {
  it('switches NAV to sandbox with its four credentials', () =>
    spec(submissionSettingsDecider).given([]).when(save({ nav })).then([{ type: 'SubmissionSettingsSaved', data: { setupId: 's1', offices: { nav } } }]));

  it('a credential left out keeps its value; the same settings again record nothing', () =>
    spec(submissionSettingsDecider)
      .given([{ type: 'SubmissionSettingsSaved', data: { setupId: 's1', offices: { nav: nav as any } } }])
      .when(save({ nav: { mode: 'sandbox', baseUrl: '', credentials: {} } }))
      .then([]));

  it('refuses an office of another country (KSeF for a Hungarian seller)', () =>
    spec(submissionSettingsDecider).given([]).when(save({ ksef: { mode: 'sandbox', baseUrl: '', credentials: { token: 't' } } })).thenFails('office_not_for_country'));

  it('refuses switching on without a credential (422 naming it)', () =>
    spec(submissionSettingsDecider).given([]).when(save({ nav: { ...nav, credentials: { login: 'tech1' } } })).thenFails('credential_missing'));

  it('an unknown setup is refused (404)', () => spec(submissionSettingsDecider).given([]).when(save({ nav }, null)).thenFails('setup_not_found'));
});
