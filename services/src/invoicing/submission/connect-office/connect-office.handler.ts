import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type ConnectOfficeAnswer, submissionSettingsStreamId } from '@tradedesk/contracts/invoicing/submission';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { SecretBox } from '../../../platform/secret-box.js';
import { carrierOptionsFromEnv, fetchHttp } from '../http.js';
import { anafOAuthBase, anafToken, type OfficeTokens, TokenRefused } from '../offices/anaf-oauth.js';
import { OFFICE_ADAPTERS } from '../offices/index.js';
import { OfficeUnanswered, OfficeUnavailable } from '../offices/office.port.js';
import { openOAuthState } from '../oauth-state.js';
import { openCredentials } from '../sealed-credentials.js';
import { submissionSettingsDecider } from '../submission-settings.decider.js';
import { oauthClientReady } from './connect-office.decide.js';
import { ConnectOfficeCommand } from './connect-office.command.js';

/**
 * Finishes an OAuth2 sign-in (ANAF): opens the sealed state, turns the code into tokens at the
 * office's token endpoint (authorization_code, with the saved client id, secret and redirect
 * address), and records them sealed on the company's settings stream.
 */
@CommandHandler(ConnectOfficeCommand)
export class ConnectOfficeHandler implements ICommandHandler<ConnectOfficeCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly box: SecretBox,
  ) {}

  async execute({ body, env }: ConnectOfficeCommand): Promise<ConnectOfficeAnswer> {
    const state = openOAuthState(this.box, body.state);
    const stream = submissionSettingsStreamId(state.setupId);
    const saved = await this.runtime.load(submissionSettingsDecider, stream);
    oauthClientReady(saved, state.office);
    const o = saved.offices[state.office]!;
    const c = openCredentials(this.box, o.credentials);
    const adapter = OFFICE_ADAPTERS[state.office];
    const now = this.runtime.clock();
    let tokens: OfficeTokens;
    try {
      const http = fetchHttp(Number(process.env.TD_SUBMISSION_TIMEOUT_MS) > 0 ? Number(process.env.TD_SUBMISSION_TIMEOUT_MS) : 30_000, carrierOptionsFromEnv());
      tokens = await anafToken(http, anafOAuthBase(o.baseUrl, Object.values(adapter.urls)), { clientId: c.clientId!, clientSecret: c.clientSecret! }, { grant_type: 'authorization_code', code: body.code, redirect_uri: c.redirectUri! }, now);
    } catch (e) {
      if (e instanceof TokenRefused) throw new DomainError('token_refused', e.message, 422);
      if (e instanceof OfficeUnanswered || e instanceof OfficeUnavailable) throw new DomainError('office_unreachable', `The office's sign-in service did not answer: ${e.message}`, 502);
      throw e;
    }
    const connection = { connectedAt: now.toISOString(), accessExpiresAt: tokens.accessExpiresAt, refreshExpiresAt: tokens.refreshExpiresAt };
    await this.runtime.run(
      submissionSettingsDecider,
      stream,
      {
        type: 'ConnectOffice',
        setupId: state.setupId,
        office: state.office,
        startedBy: state.userId,
        userId: env.userId,
        stateExpiresAt: state.expiresAt,
        tokens: { accessToken: this.box.seal(tokens.accessToken), refreshToken: this.box.seal(tokens.refreshToken) },
        connection,
      },
      { ...env, commandId: body.commandId ?? env.commandId },
    );
    return { setupId: state.setupId, office: state.office, accessExpiresAt: connection.accessExpiresAt, refreshExpiresAt: connection.refreshExpiresAt };
  }
}
