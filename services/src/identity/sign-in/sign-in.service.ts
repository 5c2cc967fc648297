import { createHmac, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { LoginBody, LoginCodeBody, LoginResponse } from '@tradedesk/contracts/identity/identity';
import { type SessionEnded, sessionStreamId, type SessionStarted } from '@tradedesk/contracts/identity/identity';
import {
  loginCodeStreamId,
  type SignInAttempted,
  type SignInFailed,
  signInStreamId,
  type SignInSucceeded,
  type SignInVia,
  TOO_MANY_ATTEMPTS,
} from '@tradedesk/contracts/identity/sign-in';
import { ErrorCode } from '@tradedesk/contracts/platform/envelope';
import type { EventMetadata } from '@tradedesk/contracts/platform/events';
import { findLoginCode } from '@tradedesk/projections/identity/login-codes/login-codes.query';
import { countedAttempts, signedInFrom, type ThrottleKey } from '@tradedesk/projections/identity/signin-attempts/signin-attempts.query';
import { findUserById, findUserByUsername, type UserRecord } from '@tradedesk/projections/identity/users/users.query';
import type { Database, Sql } from '@tradedesk/projections/platform/sql';
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
import { ANONYMOUS_ACTOR } from '../../platform/actors.js';
import { hashPassword, newSessionToken, normalizeLoginCode, sha256, verifyPassword } from '../passwords.js';
import { UserRuntime } from '../user-runtime.js';
import { loginCodeDecider } from './login-code.decider.js';
import { codeInvalid } from './login-code.state.js';
import { ADDRESS, activeLock, KNOWN_ADDRESS_MS, lockedUntil, NAME, NAME_AND_ADDRESS, READ_LIMIT, type Rule, WINDOW_MS } from './throttle.js';

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
      { minutes },
    );
  }
}

const badCredentials = () => new ApiException(401, ErrorCode.Unauthenticated, 'The user name or password is wrong.', undefined, 'bad_credentials');

/** An attempt whose slot is reserved: its outcome goes to the same stream, right after it. */
type Attempt = SignInAttempted['data'];

/** A 64-bit advisory lock id for a throttle key (decimal, for a ::bigint parameter). */
const lockIdOf = (key: string) => BigInt.asIntN(64, BigInt(`0x${sha256(`signin-throttle:${key}`).slice(0, 16)}`));

/**
 * Signing in with a password or a one-time code, re-confirming the password, and the throttle in
 * front of all three (docs/api.md, "Sign-in throttle"). Every attempt first reserves a slot
 * (SignInAttempted) in a transaction that locks its user name and address and refuses when one
 * of them is locked; only then is the password or code checked, and the outcome recorded. So
 * concurrent guesses are counted one by one and never more passwords are checked than the policy
 * allows; a refused attempt appends nothing.
 */
@Injectable()
export class SignInService {
  /** A hash to verify against when the user does not exist, so timing does not reveal it. */
  private dummyHash: Promise<string> | null = null;
  private nameHmacKey: Promise<Buffer> | null = null;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly runtime: CommandRuntime,
    private readonly users: UserRuntime,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async login(body: LoginBody, address: string | null): Promise<LoginResponse> {
    const attempt = await this.reserve('password', await this.nameKeyOf(body.username), address, ANONYMOUS_ACTOR);
    const user = await findUserByUsername(this.db, body.username.trim());
    const ok = user && !user.disabled ? await verifyPassword(user.passwordHash, body.password) : (await verifyPassword(await this.dummy(), body.password), false);
    if (!user || !ok) {
      await this.recordFailure(attempt, user?.id ?? null, ANONYMOUS_ACTOR);
      throw badCredentials();
    }
    const answer = await this.startSession(user, address, 'password', [this.success(attempt, user.id)]);
    // The language picked on the login page becomes the user's, unless the company closed switching.
    if (body.language && body.language !== user.language && !(await readCompanySetting(this.db, 'IsCloseLang'))) {
      await this.users.run(user.id, { type: 'ChangeLanguage', userId: user.id, language: body.language, switchClosed: false }, { userId: user.id });
    }
    return answer;
  }

  async loginWithCode(body: LoginCodeBody, address: string | null): Promise<LoginResponse> {
    const attempt = await this.reserve('code', null, address, ANONYMOUS_ACTOR);
    const fail = async (userId: string | null) => {
      await this.recordFailure(attempt, userId, ANONYMOUS_ACTOR);
      return codeInvalid();
    };
    const row = await findLoginCode(this.db, sha256(normalizeLoginCode(body.code)));
    const user = row ? await findUserById(this.db, row.userId) : null;
    if (!row || !user || user.disabled) throw await fail(user?.id ?? null);
    const streamId = loginCodeStreamId(row.codeId);
    const { version, events } = await this.runtime.store.readStream(streamId);
    const sessionId = this.runtime.newId();
    let used;
    try {
      used = loginCodeDecider.decide({ type: 'UseLoginCode', codeId: row.codeId, sessionId }, fold(loginCodeDecider, events as any), this.runtime.context({ userId: user.id }));
    } catch (e) {
      if (e instanceof DomainError) throw await fail(user.id);
      throw e;
    }
    try {
      // Expected version: two devices using the same code at once, only one gets a session.
      return await this.startSession(user, address, 'code', [{ streamId, expectedVersion: version, events: used }, this.success(attempt, user.id)], sessionId);
    } catch (e) {
      if (e instanceof ConcurrencyError) throw await fail(user.id);
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
    const attempt = await this.reserve('confirm', await this.nameKeyOf(session.username), address, session.userId);
    const user = await findUserById(this.db, session.userId);
    const ok = !!user && (await verifyPassword(user.passwordHash, password));
    if (ok) await this.append([this.success(attempt, session.userId)], metadataOf({ userId: session.userId }, this.runtime.newId));
    else await this.recordFailure(attempt, session.userId, session.userId);
    return ok;
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

  /**
   * Takes the attempt's slot or answers 429. The transaction first locks the name and the address
   * (in a fixed order: no deadlock), then reads their counts: a concurrent attempt on either waits
   * until this one's SignInAttempted is committed and counts it.
   */
  private async reserve(via: SignInVia, nameKey: string | null, address: string | null, actor: string): Promise<Attempt> {
    const now = this.runtime.clock();
    const attempt: Attempt = { attemptId: this.runtime.newId(), nameKey, address, via, at: now.toISOString() };
    await this.runtime.store.append(signInStreamId(attempt.attemptId), 'no_stream', [{ type: 'SignInAttempted', data: attempt } satisfies SignInAttempted], metadataOf({ userId: actor }, this.runtime.newId), {
      inline: this.runtime.inlineHook,
      before: async (tx) => {
        const lockIds = [...new Set([nameKey && `name:${nameKey}`, address && `address:${address}`].filter((k): k is string => !!k).map(lockIdOf))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        for (const id of lockIds) await tx.query('select pg_advisory_xact_lock($1::bigint)', [id.toString()]);
        const until = await this.lockInForce(tx, now, nameKey, address);
        if (until) throw new TooManyAttempts(Math.ceil((until.getTime() - now.getTime()) / 1000));
      },
    });
    return attempt;
  }

  private async lockInForce(tx: Sql, now: Date, nameKey: string | null, address: string | null): Promise<Date | null> {
    const since = new Date(now.getTime() - WINDOW_MS);
    const counted = (key: ThrottleKey, rule: Rule) => countedAttempts(tx, key, since, READ_LIMIT).then((times) => lockedUntil(times, rule));
    const locks: (Date | null)[] = [];
    if (address) locks.push(await counted({ address }, ADDRESS));
    if (nameKey && address) locks.push(await counted({ nameKey, address }, NAME_AND_ADDRESS));
    // The name's count over all addresses does not apply where its owner signed in lately.
    if (nameKey && !(address && (await signedInFrom(tx, nameKey, address, new Date(now.getTime() - KNOWN_ADDRESS_MS))))) {
      locks.push(await counted({ nameKey }, NAME));
    }
    return activeLock(now, locks);
  }

  private success(a: Attempt, userId: string): AppendRequest {
    const data: SignInSucceeded['data'] = { attemptId: a.attemptId, nameKey: a.nameKey, userId, address: a.address, via: a.via, at: this.runtime.clock().toISOString() };
    return { streamId: signInStreamId(a.attemptId), expectedVersion: 1, events: [{ type: 'SignInSucceeded', data }] };
  }

  private async recordFailure(a: Attempt, userId: string | null, actor: string) {
    const data: SignInFailed['data'] = { attemptId: a.attemptId, nameKey: a.nameKey, userId, address: a.address, via: a.via, at: this.runtime.clock().toISOString() };
    await this.append([{ streamId: signInStreamId(a.attemptId), expectedVersion: 1, events: [{ type: 'SignInFailed', data }] }], metadataOf({ userId: actor }, this.runtime.newId));
  }

  /** Appends with the inline projections (the session and attempt read models must be current at once). */
  private append(requests: AppendRequest[], meta: EventMetadata) {
    return this.runtime.store.appendMany(requests, meta, { inline: this.runtime.inlineHook });
  }

  /**
   * The typed user name as attempts keep it: an HMAC under the installation's key (migration
   * 0003), so the log never holds a password typed into the name field, nor a hash to test guesses on.
   */
  private async nameKeyOf(typed: string): Promise<string> {
    this.nameHmacKey ??= this.db.query<{ key: Uint8Array }>(`select key from es.installation_keys where name = 'signin-names'`).then(({ rows }) => {
      if (!rows[0]) throw new Error('es.installation_keys has no signin-names key: run the migrations');
      return Buffer.from(rows[0].key);
    });
    this.nameHmacKey.catch(() => (this.nameHmacKey = null));
    return createHmac('sha256', await this.nameHmacKey).update(typed.trim().toLowerCase()).digest('hex').slice(0, 40);
  }

  private dummy() {
    this.dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }
}
