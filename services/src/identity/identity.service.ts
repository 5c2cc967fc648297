import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';
import type { Language, LoginBody, LoginResponse, Profile } from '@tradedesk/contracts/identity/identity';
import { sessionStreamId, userStreamId } from '@tradedesk/contracts/identity/identity';
import type { Database } from '@tradedesk/projections/platform/sql';
import { CommandRuntime, metadataOf } from '../platform/cqrs/command-runtime.js';
import { CONFIG, type AppConfig } from '../platform/config/config.js';
import { SessionResolver } from '../platform/http/auth.guard.js';
import { ApiException, unauthenticated } from '../platform/http/errors.js';
import type { Session } from '../platform/http/request-context.js';
import { DATABASE } from '../platform/tokens.js';
import { ErrorCode } from '@tradedesk/contracts/platform/envelope';
import { userDecider } from './user.decider.js';

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const SYSTEM_USER = 'system';

interface UserRow {
  id: string;
  username: string;
  name: string;
  password_hash: string;
  roles: string[];
  language: string;
  disabled: boolean;
}

/** Sign-in, sessions and the profile. Users and sessions are event streams; rm.users / rm.sessions are inline read models. */
@Injectable()
export class IdentityService extends SessionResolver {
  private readonly logger = new Logger('identity');
  // A hash to verify against when the user does not exist, so timing does not reveal it.
  private dummyHash: Promise<string> | null = null;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly runtime: CommandRuntime,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  async resolve(token: string): Promise<Session | null> {
    const { rows } = await this.db.query<UserRow & { session_id: string }>(
      `select u.*, s.session_id from rm.sessions s join rm.users u on u.id = s.user_id
        where s.token_hash = $1 and s.ended_at is null and s.expires_at > now() and not u.disabled`,
      [sha256(token)],
    );
    const u = rows[0];
    if (!u) return null;
    return { userId: u.id, username: u.username, roles: u.roles, pages: {}, isBoss: u.roles.includes('Root'), tokenId: u.session_id, language: u.language };
  }

  async login(body: LoginBody, address: string | null): Promise<LoginResponse> {
    const { rows } = await this.db.query<UserRow>('select * from rm.users where lower(username) = lower($1)', [body.username]);
    const user = rows[0];
    const ok = user && !user.disabled ? await verify(user.password_hash, body.password) : (await verify(await this.dummy(), body.password), false);
    if (!ok) throw new ApiException(401, ErrorCode.Unauthenticated, 'The user name or password is wrong.', undefined, 'bad_credentials');
    const token = randomBytes(32).toString('base64url');
    const sessionId = randomUUID();
    const now = this.runtime.clock();
    const extend = Math.round(this.config.SESSION_HOURS * 3600);
    const expiresAt = new Date(now.getTime() + extend * 1000);
    await this.runtime.store.append(
      sessionStreamId(sessionId),
      'no_stream',
      [{ type: 'SessionStarted', data: { sessionId, userId: user.id, tokenHash: sha256(token), expiresAt: expiresAt.toISOString(), address } }],
      metadataOf({ userId: user.id }, randomUUID),
      { inline: this.inlineHook() },
    );
    if (body.language && body.language !== user.language) await this.changeLanguage(user.id, body.language);
    const toTime = Math.floor(expiresAt.getTime() / 1000);
    return { accessToken: token, extend, toTime, expireTime: toTime };
  }

  async logout(session: Session): Promise<void> {
    await this.runtime.store.append(
      sessionStreamId(session.tokenId),
      'any',
      [{ type: 'SessionEnded', data: { sessionId: session.tokenId, reason: 'logout' } }],
      metadataOf({ userId: session.userId }, randomUUID),
      { inline: this.inlineHook() },
    );
  }

  async changeLanguage(userId: string, language: Language) {
    return this.runtime.run(userDecider, userStreamId(userId), { type: 'ChangeLanguage', userId, language }, { userId });
  }

  async profile(session: Session): Promise<Profile> {
    const { rows } = await this.db.query<UserRow>('select * from rm.users where id = $1', [session.userId]);
    const u = rows[0];
    if (!u) throw unauthenticated();
    return {
      id: u.id,
      role: u.roles,
      name: u.name,
      avatar: null,
      introduction: '',
      language: u.language,
      username: u.username,
      privilege: { isBoss: session.isBoss },
      pagePrivileges: Object.entries(session.pages).map(([page, ok]) => ({ page, privilege: ok ? 'Accessable' : 'NotAccessable' })),
      sysPagePrilvileges: {},
      sysSettings: { IsChainStoreHead: false },
    };
  }

  /**
   * First start on an empty store: the user root, with ROOT_PASSWORD or a generated password
   * printed once. Answers the password when it generated one.
   */
  async ensureRoot(): Promise<{ created: boolean; generatedPassword?: string }> {
    const { rows } = await this.db.query<{ n: number }>("select count(*)::int as n from rm.users where lower(username) = 'root'");
    if (rows[0].n > 0) return { created: false };
    const generated = this.config.ROOT_PASSWORD ? undefined : randomBytes(9).toString('base64url');
    const password = this.config.ROOT_PASSWORD ?? generated!;
    await this.createUser({ username: 'root', name: 'Root', password, roles: ['Root'], language: 'zh' }, SYSTEM_USER);
    return { created: true, generatedPassword: generated };
  }

  async createUser(u: { username: string; name: string; password: string; roles: string[]; language: Language; userId?: string }, byUserId: string) {
    const userId = u.userId ?? randomUUID();
    const passwordHash = await hash(u.password);
    return this.runtime.run(
      userDecider,
      userStreamId(userId),
      { type: 'CreateUser', userId, username: u.username, name: u.name, passwordHash, roles: u.roles, language: u.language },
      { userId: byUserId },
    );
  }

  private inlineHook() {
    return this.runtime.inlineHook;
  }

  private dummy() {
    this.dummyHash ??= hash(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }
}
