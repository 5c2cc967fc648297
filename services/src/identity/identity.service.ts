import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CreateEmployeeBody } from '@tradedesk/contracts/identity/employees';
import type { Language, Profile } from '@tradedesk/contracts/identity/identity';
import { POSITIONS_READ_MODEL } from '@tradedesk/contracts/identity/positions';
import { findSessionUser, findUserById, findUserByUsername, type SessionUser, type UserRecord } from '@tradedesk/projections/identity/users/users.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { CompanySettingsReader } from '../platform/cache/company-settings.reader.js';
import { type ReadModelCache, ReadModelCaches } from '../platform/cache/read-model-cache.js';
import { CommandRuntime } from '../platform/cqrs/command-runtime.js';
import { CONFIG, type AppConfig } from '../platform/config/config.js';
import { SessionResolver } from '../platform/http/auth.guard.js';
import { unauthenticated } from '../platform/http/errors.js';
import type { Session } from '../platform/http/request-context.js';
import { DATABASE } from '../platform/tokens.js';
import { SYSTEM_ACTOR } from '../platform/actors.js';
import { CreateEmployeeCommand } from './employees/create-employee/create-employee.command.js';
import { sha256 } from './passwords.js';
import { effectiveAccess } from './privileges.js';

export { sha256 } from './passwords.js';

export interface NewUser {
  username: string;
  name: string;
  password: string;
  roles: string[];
  language: Language;
  userId?: string;
  extra?: Partial<Pick<CreateEmployeeBody, 'positionIds' | 'tagIds' | 'isBoss' | 'pagePrivileges' | 'sysPagePrivileges' | 'phone' | 'email' | 'introduction'>>;
}

/**
 * Sessions (token -> who, with roles and page privileges resolved from the user's roles and
 * positions), the profile, and the first-start root user. Users and sessions are event streams;
 * rm.users, rm.positions and rm.sessions are inline read models.
 */
@Injectable()
export class IdentityService extends SessionResolver {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly runtime: CommandRuntime,
    private readonly commands: CommandBus,
    @Inject(CONFIG) private readonly config: AppConfig,
    caches: ReadModelCaches,
    private readonly settings: CompanySettingsReader,
  ) {
    super();
    this.sessions = caches.create(['sessions', 'users', POSITIONS_READ_MODEL], { ttlMs: 30_000 });
  }

  /** Sessions by token hash: read on nearly every request, changed by sign-in, sign-out and user edits. */
  private readonly sessions: ReadModelCache<SessionUser | null>;

  /** Unknown, expired (by the platform clock), ended, or of a disabled user: null. */
  async resolve(token: string): Promise<Session | null> {
    const now = this.runtime.clock();
    const hash = sha256(token);
    const u = await this.sessions.get(hash, () => findSessionUser(this.db, hash, now), (found) => found !== null);
    // A cached session still ends at its expiry.
    if (!u || new Date(u.expiresAt).getTime() <= now.getTime()) return null;
    const access = effectiveAccess(u);
    return { userId: u.id, username: u.username, roles: access.roles, pages: access.pages, isBoss: access.isBoss, tokenId: u.sessionId, language: u.language };
  }

  async profile(session: Pick<Session, 'userId'>): Promise<Profile> {
    const u = await findUserById(this.db, session.userId);
    if (!u || u.disabled) throw unauthenticated();
    return this.profileOf(u);
  }

  async profileOf(u: UserRecord): Promise<Profile> {
    const access = effectiveAccess(u);
    return {
      id: u.id,
      role: access.roles,
      name: u.name,
      avatar: u.avatar,
      introduction: u.introduction,
      language: u.language,
      username: u.username,
      privilege: { isBoss: access.isBoss },
      pagePrivileges: Object.entries(access.pages)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([page, ok]) => ({ page, privilege: ok ? 'Accessable' : 'NotAccessable' })),
      sysPagePrilvileges: u.sysPagePrivileges,
      sysSettings: { IsChainStoreHead: await this.settings.get('IsChainStoreHead') },
    };
  }

  /**
   * First start on an empty store: the user root, with ROOT_PASSWORD or a generated password
   * printed once. Answers the password when it generated one.
   */
  async ensureRoot(): Promise<{ created: boolean; generatedPassword?: string }> {
    if (await findUserByUsername(this.db, 'root')) return { created: false };
    const generated = this.config.ROOT_PASSWORD ? undefined : randomBytes(9).toString('base64url');
    const password = this.config.ROOT_PASSWORD ?? generated!;
    await this.createUser({ username: 'root', name: 'Root', password, roles: ['Root'], language: 'zh' }, SYSTEM_ACTOR);
    return { created: true, generatedPassword: generated };
  }

  /**
   * Creates a user on behalf of the application itself (first start, demo data): acts as Root,
   * through the same use case as the Employees screen (employees/create-employee).
   */
  createUser(u: NewUser, byUserId: string): Promise<{ id: string; streamVersion: number; globalPosition: string; duplicate: boolean }> {
    const body: CreateEmployeeBody = {
      username: u.username,
      name: u.name,
      password: u.password,
      // Not validated like a request body: the decision refuses a role that is not built in (unknown_role).
      roles: u.roles as CreateEmployeeBody['roles'],
      language: u.language,
      positionIds: [],
      tagIds: [],
      isBoss: false,
      pagePrivileges: {},
      sysPagePrivileges: {},
      phone: '',
      email: '',
      introduction: '',
      ...u.extra,
    };
    return this.commands.execute(new CreateEmployeeCommand(body, { userId: byUserId }, true, u.userId));
  }
}
