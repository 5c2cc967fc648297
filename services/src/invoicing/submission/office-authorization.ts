import { Inject, Injectable } from '@nestjs/common';
import type { AuthorizeOfficeAnswer, SubmissionOffice } from '@tradedesk/contracts/invoicing/submission';
import { submissionSettingsWithSecrets } from '@tradedesk/projections/invoicing/submission-settings/submission-settings.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { SecretBox } from '../../platform/secret-box.js';
import { DATABASE } from '../../platform/tokens.js';
import { oauthClientReady } from './connect-office/connect-office.decide.js';
import { anafAuthorizeUrl, anafOAuthBase } from './offices/anaf-oauth.js';
import { OFFICE_ADAPTERS } from './offices/index.js';
import { OAUTH_STATE_MINUTES, sealOAuthState } from './oauth-state.js';
import { openCredentials } from './sealed-credentials.js';

/**
 * Starts an OAuth2 sign-in (ANAF): the address of the office's `authorize` page with the saved
 * client id and redirect address and a sealed state (company, office, user, 10 minutes). The
 * browser goes there; the person signs in with the company's certificate at the office.
 */
@Injectable()
export class OfficeAuthorization {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly runtime: CommandRuntime,
    private readonly box: SecretBox,
  ) {}

  async authorizeUrl(setupId: string, office: SubmissionOffice, userId: string): Promise<AuthorizeOfficeAnswer> {
    const offices = await submissionSettingsWithSecrets(this.db, setupId);
    oauthClientReady({ offices }, office);
    const o = offices[office]!;
    const c = openCredentials(this.box, o.credentials);
    const expiresAt = new Date(this.runtime.clock().getTime() + OAUTH_STATE_MINUTES * 60_000).toISOString();
    const state = sealOAuthState(this.box, { setupId, office, userId, expiresAt });
    return { url: anafAuthorizeUrl(anafOAuthBase(o.baseUrl, Object.values(OFFICE_ADAPTERS[office].urls)), c.clientId!, c.redirectUri!, state) };
  }
}
