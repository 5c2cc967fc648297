import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { submissionSettingsStreamId } from '@tradedesk/contracts/invoicing/submission';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { SecretBox } from '../../../platform/secret-box.js';
import { ANAF_REFRESH_BEFORE_HOURS, anafOAuthBase, anafToken } from '../offices/anaf-oauth.js';
import { OFFICE_ADAPTERS } from '../offices/index.js';
import { openCredentials } from '../sealed-credentials.js';
import { submissionSettingsDecider } from '../submission-settings.decider.js';
import { RefreshOfficeTokenCommand } from './refresh-office-token.command.js';

/**
 * Before a request to an OAuth2 office (ANAF): an access token that expires within 24 hours (or
 * has expired) is renewed with the refresh token (grant refresh_token) and the new pair recorded
 * sealed. Answers the access token to use (opened), or null when the office is not connected.
 * A refused refresh throws TokenRefused (the submission then fails: "connect again").
 */
@CommandHandler(RefreshOfficeTokenCommand)
export class RefreshOfficeTokenHandler implements ICommandHandler<RefreshOfficeTokenCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly box: SecretBox,
  ) {}

  async execute({ setupId, office, baseUrl, http, env }: RefreshOfficeTokenCommand): Promise<string | null> {
    const stream = submissionSettingsStreamId(setupId);
    const saved = await this.runtime.load(submissionSettingsDecider, stream);
    const o = saved.offices[office];
    if (!o?.connection || !o.credentials.refreshToken || !o.credentials.accessToken) return null;
    const c = openCredentials(this.box, o.credentials);
    const now = this.runtime.clock();
    if (Date.parse(o.connection.accessExpiresAt) - now.getTime() > ANAF_REFRESH_BEFORE_HOURS * 3600_000) return c.accessToken!;
    const tokens = await anafToken(http, anafOAuthBase(baseUrl, Object.values(OFFICE_ADAPTERS[office].urls)), { clientId: c.clientId!, clientSecret: c.clientSecret! }, { grant_type: 'refresh_token', refresh_token: c.refreshToken! }, now);
    await this.runtime.run(
      submissionSettingsDecider,
      stream,
      {
        type: 'RefreshOfficeToken',
        setupId,
        office,
        usedRefreshToken: o.credentials.refreshToken,
        tokens: { accessToken: this.box.seal(tokens.accessToken), refreshToken: this.box.seal(tokens.refreshToken) },
        // "Connected until" stays the sign-in's refresh-token life: ANAF does not say that a refresh extends it.
        connection: { connectedAt: o.connection.connectedAt, accessExpiresAt: tokens.accessExpiresAt, refreshExpiresAt: o.connection.refreshExpiresAt },
      },
      env,
    );
    return tokens.accessToken;
  }
}
