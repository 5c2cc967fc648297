import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { IssueLoginCodeBody, IssueLoginCodeResponse, LoginBody, LoginCodeBody, LoginResponse } from '@tradedesk/contracts/identity/identity';
import { ROLE_ROOT, type SessionEnded, sessionStreamId, type SessionStarted } from '@tradedesk/contracts/identity/identity';
import { loginCodeStreamId, type SignInFailed, signInStreamId, type SignInSucceeded, TOO_MANY_ATTEMPTS } from '@tradedesk/contracts/identity/sign-in';
import { ErrorCode } from '@tradedesk/contracts/platform/envelope';
import type { EventMetadata } from '@tradedesk/contracts/platform/events';
import { findLoginCode } from '@tradedesk/projections/identity/login-codes/login-codes.query';
import { recentFailures } from '@tradedesk/projections/identity/signin-attempts/signin-attempts.query';
import { findUserById, findUserByUsername, type UserRecord } from '@tradedesk/projections/identity/users/users.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { readCompanySetting } from '@tradedesk/projections/settings/company-settings/company-settings.query';
import { CommandRuntime, metadataOf } from '../../platform/cqrs/command-runtime.js';
import { fold } from '../../platform/cqrs/decider.js';
import { CONFIG, type AppConfig } from '../../platform/config/config.js';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { ConcurrencyError, DomainError } from '../../platform/event-store/errors.js';
import type { AppendRequest } from '../../platform/event-store/event-store.js';
import { ApiException } from '../../platform/http/errors.js';
import type { Session } from '../../platform/http/request-context.js';
import { DATABASE } from '../../platform/tokens.js';
import { ANONYMOUS_ACTOR, isRoot } from '../actor.js';
import { hashPassword, newLoginCode, newSessionToken, normalizeLoginCode, sha256, verifyPassword } from '../passwords.js';
import { UserCommands } from '../user-commands.js';
import { codeInvalid, loginCodeDecider } from './login-code.decider.js';
import { ADDRESS_LIMIT, activeLock, LOOKBACK_MS, lockedUntil, USERNAME_LIMIT } from './throttle.js';

/** 429: the same answer whether the user name exists or not. */
export class TooManyAttempts extends ApiException {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      429,
      ErrorCode.TooManyRequests,
      `Too many failed sign-in attempts. Sign-in is locked for ${minutes} more minute${minutes === 1 ? '' : 's'}; try again later or ask an administrator for a sign-in code.`,
      undefined,
      TOO_MANY_ATTEMPTS,
    );
  }
}

const badCredentials = () => new ApiException(401, ErrorCode.Unauthenticated, 'The user name or password is wrong.', undefined, 'bad_credentials');
const usernameKeyOf = (username: string) => username.trim().toLowerCase();
const sub = (kind: 'u' | 'a', key: string) => sha256(`${kind}:${key}`).slice(0, 40);

/**
 * Signing in with a password or a one-time code, re-confirming the password, and the throttle in
 * front of all three: 5 failures of a user name (20 from an address) within 15 minutes lock it
 * for 15 minutes. Attempts are events (SignInFailed / SignInSucceeded) with an inline read model.
 */
@Injectable()
export class SignInService {
  /** A hash to verify against when the user does not exist, so timing does not reveal it. */
  private dummyHash: Promise<string> | null = null;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly runtime: CommandRuntime,
    private readonly users: UserCommands,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async login(body: LoginBody, address: string | null): Promise<LoginResponse> {
    const now = this.runtime.clock();
    const usernameKey = usernameKeyOf(body.username);
    await this.assertNotLocked(now, usernameKey, address);
    const user = await findUserByUsername(this.db, body.username.trim());
    const ok = user && !user.disabled ? await verifyPassword(user.passwordHash, body.password) : (await verifyPassword(await this.dummy(), body.password), false);
    if (!user || !ok) {
      await this.recordFailure({ usernameKey, address, via: 'password', at: now.toISOString() }, ANONYMOUS_ACTOR);
      throw badCredentials();
    }
    const success: SignInSucceeded = { type: 'SignInSucceeded', data: { usernameKey, userId: user.id, address, at: now.toISOString() } };
    const answer = await this.startSession(user, address, 'password', [{ streamId: signInStreamId(sub('u', usernameKey)), expectedVersion: 'any', events: [success] }]);
    // The language picked on the login page becomes the user's, unless the company closed switching.
    if (body.language && body.language !== user.language && !(await readCompanySetting(this.db, 'IsCloseLang'))) {
      await this.users.run(user.id, { type: 'ChangeLanguage', userId: user.id, language: body.language }, { userId: user.id });
    }
    return answer;
  }

  async loginWithCode(body: LoginCodeBody, address: string | null): Promise<LoginResponse> {
    const now = this.runtime.clock();
    await this.assertNotLocked(now, null, address);
    const fail = async () => {
      await this.recordFailure({ usernameKey: null, address, via: 'code', at: now.toISOString() }, ANONYMOUS_ACTOR);
      return codeInvalid();
    };
    const row = await findLoginCode(this.db, sha256(normalizeLoginCode(body.code)));
    const user = row ? await findUserById(this.db, row.userId) : null;
    if (!row || !user || user.disabled) throw await fail();
    const streamId = loginCodeStreamId(row.codeId);
    const { version, events } = await this.runtime.store.readStream(streamId);
    const sessionId = this.runtime.newId();
    let used;
    try {
      used = loginCodeDecider.decide({ type: 'UseLoginCode', codeId: row.codeId, sessionId }, fold(loginCodeDecider, events as any), this.runtime.context({ userId: user.id }));
    } catch (e) {
      if (e instanceof DomainError) throw await fail();
      throw e;
    }
    try {
      // Expected version: two devices using the same code at once, only one gets a session.
      return await this.startSession(user, address, 'code', [{ streamId, expectedVersion: version, events: used }], sessionId);
    } catch (e) {
      if (e instanceof ConcurrencyError) throw await fail();
      throw e;
    }
  }

  /** The token stops working at once (inline read model). */
  async logout(session: Session) {
    await this.append(
      [{ streamId: sessionStreamId(session.tokenId), expectedVersion: 'any', events: [{ type: 'SessionEnded', data: { sessionId: session.tokenId, reason: 'logout' } } satisfies SessionEnded] }],
      metadataOf(envelopeOf(session), this.runtime.newId),
    );
  }

  /** POST /api/user/confirm: the signed-in user's password again. Failures count towards the lock. */
  async confirm(session: Session, password: string, address: string | null): Promise<{ confirmed: true }> {
    if (!(await this.checkOwnPassword(session, password, address))) {
      // 400, not 401: a mistyped confirmation must not sign the browser out (it drops the session on 401).
      throw new ApiException(400, ErrorCode.DomainRuleViolated, 'The password is wrong.', undefined, 'bad_password');
    }
    return { confirmed: true };
  }

  /** Verifies the signed-in user's password under the same throttle as sign-in. */
  async checkOwnPassword(session: Session, password: string, address: string | null): Promise<boolean> {
    const now = this.runtime.clock();
    const usernameKey = usernameKeyOf(session.username);
    await this.assertNotLocked(now, usernameKey, address);
    const user = await findUserById(this.db, session.userId);
    const ok = !!user && (await verifyPassword(user.passwordHash, password));
    if (!ok) await this.recordFailure({ usernameKey, address, via: 'confirm', at: now.toISOString() }, session.userId);
    return ok;
  }

  /** POST /api/user/login-codes: a code for one sign-in of a user (e.g. a shop device). Shown once. */
  async issueLoginCode(body: IssueLoginCodeBody, session: Session): Promise<IssueLoginCodeResponse> {
    const target = await findUserById(this.db, body.userId);
    const code = newLoginCode();
    const codeId = this.runtime.newId();
    const expiresAt = new Date(this.runtime.clock().getTime() + body.minutes * 60_000).toISOString();
    await this.runtime.run(
      loginCodeDecider,
      loginCodeStreamId(codeId),
      {
        type: 'IssueLoginCode',
        codeId,
        userId: body.userId,
        codeHash: sha256(normalizeLoginCode(code)),
        expiresAt,
        target: { exists: !!target, disabled: target?.disabled ?? false, isRoot: target?.roles.includes(ROLE_ROOT) ?? false },
        actorIsRoot: isRoot(session),
      },
      envelopeOf(session),
    );
    return { codeId, userId: body.userId, code, expiresAt };
  }

  private async startSession(user: UserRecord, address: string | null, via: 'password' | 'code', also: AppendRequest[], sessionId = this.runtime.newId()): Promise<LoginResponse> {
    const token = newSessionToken();
    const now = this.runtime.clock();
    const extend = Math.round(this.config.SESSION_HOURS * 3600);
    const expiresAt = new Date(now.getTime() + extend * 1000);
    const started: SessionStarted = {
      type: 'SessionStarted',
      data: { sessionId, userId: user.id, tokenHash: sha256(token), expiresAt: expiresAt.toISOString(), address, via },
    };
    await this.append([{ streamId: sessionStreamId(sessionId), expectedVersion: 'no_stream', events: [started] }, ...also], metadataOf({ userId: user.id }, this.runtime.newId));
    const toTime = Math.floor(expiresAt.getTime() / 1000);
    return { accessToken: token, extend, toTime, expireTime: toTime };
  }

  private async assertNotLocked(now: Date, usernameKey: string | null, address: string | null) {
    const since = new Date(now.getTime() - LOOKBACK_MS);
    const locks = [
      usernameKey ? lockedUntil(await recentFailures(this.db, { usernameKey }, since, USERNAME_LIMIT.max), USERNAME_LIMIT) : null,
      address ? lockedUntil(await recentFailures(this.db, { address }, since, ADDRESS_LIMIT.max), ADDRESS_LIMIT) : null,
    ];
    const until = activeLock(now, locks);
    if (until) throw new TooManyAttempts(Math.ceil((until.getTime() - now.getTime()) / 1000));
  }

  private async recordFailure(data: SignInFailed['data'], actor: string) {
    const key = data.usernameKey !== null ? sub('u', data.usernameKey) : sub('a', data.address ?? 'unknown');
    await this.append([{ streamId: signInStreamId(key), expectedVersion: 'any', events: [{ type: 'SignInFailed', data }] }], metadataOf({ userId: actor }, this.runtime.newId));
  }

  /**
   * Appends with the inline projections. Two appends to one 'any' stream at the same instant can
   * collide on the stream version; such a collision is retried, so no attempt goes uncounted. A
   * collision on a stream with an expected version (a login code) is a real conflict: thrown.
   */
  private async append(requests: AppendRequest[], meta: EventMetadata) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.runtime.store.appendMany(requests, meta, { inline: this.runtime.inlineHook });
      } catch (e) {
        // The store names the first stream of the batch, not always the one that collided: retry
        // only batches whose streams are all 'any' or new ('no_stream' with a fresh id).
        const retryable =
          e instanceof ConcurrencyError && requests.some((r) => r.expectedVersion === 'any') && requests.every((r) => r.expectedVersion === 'any' || r.expectedVersion === 'no_stream');
        if (!retryable || attempt >= 5) throw e;
      }
    }
  }

  private dummy() {
    this.dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }
}
