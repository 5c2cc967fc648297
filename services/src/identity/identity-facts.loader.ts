import { Inject, Injectable } from '@nestjs/common';
import type { ChangePasswordBody } from '@tradedesk/contracts/identity/identity';
import { ROLE_ROOT } from '@tradedesk/contracts/identity/identity';
import { existingIds, findUserById, findUserByUsername } from '@tradedesk/projections/identity/users/users.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { readCompanySetting } from '@tradedesk/projections/settings/company-settings/company-settings.query';
import { DATABASE } from '../platform/tokens.js';
import type { Session } from '../platform/http/request-context.js';
import type { IssueLoginCode } from './sign-in/issue-login-code/issue-login-code.decide.js';
import { SignInService } from './sign-in/sign-in.service.js';
import type { EmployeeReferenceFacts } from './user.state.js';

/**
 * The facts identity decisions need from outside their stream, one method per command: read
 * through the read models' query modules (inline: current when a command answers). The decisions
 * check them (user.state.ts, the decide functions).
 */
@Injectable()
export class IdentityFactsLoader {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly signIn: SignInService,
  ) {}

  /** Whether the user name is taken, and the positions and tags given. */
  async forCreateEmployee(body: { username: string; positionIds?: string[]; tagIds?: string[] }) {
    return { usernameTaken: !!(await findUserByUsername(this.db, body.username)), references: await this.references(body) };
  }

  /** The positions and tags the change gives. */
  forUpdateEmployee(changes: { positionIds?: string[]; tagIds?: string[] }): Promise<EmployeeReferenceFacts> {
    return this.references(changes);
  }

  /** Whether the company closed switching languages (IsCloseLang). */
  forChangeLanguage(): Promise<boolean> {
    return readCompanySetting(this.db, 'IsCloseLang');
  }

  /** Whether the company closed switching languages, when the profile change names a language. */
  async forUpdateProfile(language: string | undefined): Promise<boolean> {
    return language !== undefined && (await readCompanySetting(this.db, 'IsCloseLang'));
  }

  /**
   * The current password as typed, verified under the sign-in throttle (each check counts as an
   * attempt, and a locked name or address answers 429), and whether the new one is the same.
   */
  async forChangeOwnPassword(session: Session, body: ChangePasswordBody, address: string | null) {
    return { oldPasswordRight: await this.signIn.checkOwnPassword(session, body.oldPassword, address), samePassword: body.oldPassword === body.newPassword };
  }

  /** The user a sign-in code is for. */
  async forIssueLoginCode(userId: string): Promise<IssueLoginCode['target']> {
    const target = await findUserById(this.db, userId);
    return { exists: !!target, disabled: target?.disabled ?? false, isRoot: target?.roles.includes(ROLE_ROOT) ?? false };
  }

  private async references(wanted: { positionIds?: string[]; tagIds?: string[] }): Promise<EmployeeReferenceFacts> {
    const found = async (table: 'positions' | 'user_tags', ids: string[] | undefined) => new Map((await existingIds(this.db, table, ids ?? [])).map((r) => [r.id, { disabled: r.disabled }]));
    return { positions: await found('positions', wanted.positionIds), tags: await found('user_tags', wanted.tagIds) };
  }
}
