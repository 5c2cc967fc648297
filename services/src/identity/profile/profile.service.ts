import { Inject, Injectable } from '@nestjs/common';
import { type ChangePasswordBody, type Language, LANGUAGE_SWITCH_CLOSED, type Profile, type UpdateProfileBody } from '@tradedesk/contracts/identity/identity';
import { findUserById } from '@tradedesk/projections/identity/users/users.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { readCompanySetting } from '@tradedesk/projections/settings/company-settings/company-settings.query';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { DomainError } from '../../platform/event-store/errors.js';
import { unauthenticated } from '../../platform/http/errors.js';
import type { Session } from '../../platform/http/request-context.js';
import { DATABASE } from '../../platform/tokens.js';
import { IdentityService } from '../identity.service.js';
import { hashPassword } from '../passwords.js';
import { SignInService } from '../sign-in/sign-in.service.js';
import { UserCommands } from '../user-commands.js';

/**
 * Refusal while the company setting IsCloseLang is on (spec 8: "no permission, go to company
 * settings and turn off the close-language-switch setting"). HTTP 400, never 403: a 403 whose
 * message is not 'Access Denied' signs the browser out.
 */
export const languageSwitchClosed = () =>
  new DomainError(LANGUAGE_SWITCH_CLOSED, '没有权限切换语言：请到公司设置中关闭“关闭语言切换”（IsCloseLang）后再试。', 400);

/** What a signed-in user changes about themself: profile, language, password. */
@Injectable()
export class ProfileService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly users: UserCommands,
    private readonly identity: IdentityService,
    private readonly signIn: SignInService,
  ) {}

  async changeLanguage(session: Session, language: Language) {
    const user = await findUserById(this.db, session.userId);
    if (!user) throw unauthenticated();
    if (user.language === language) return { language };
    if (await readCompanySetting(this.db, 'IsCloseLang')) throw languageSwitchClosed();
    await this.users.run(session.userId, { type: 'ChangeLanguage', userId: session.userId, language }, envelopeOf(session));
    return { language };
  }

  /** Name, avatar, introduction, language of the signed-in user; answers the new profile. */
  async updateProfile(session: Session, body: UpdateProfileBody): Promise<Profile> {
    const { language, ...changes } = body;
    if (language !== undefined) await this.changeLanguage(session, language);
    if (Object.keys(changes).length) {
      await this.users.run(session.userId, { type: 'UpdateOwnProfile', userId: session.userId, changes }, envelopeOf(session));
    }
    return this.identity.profile(session);
  }

  /** The old password is required; the user's other sessions end, this one stays. */
  async changePassword(session: Session, body: ChangePasswordBody, address: string | null) {
    if (!(await this.signIn.checkOwnPassword(session, body.oldPassword, address))) {
      throw new DomainError('wrong_old_password', 'The current password is wrong.', 400);
    }
    if (body.oldPassword === body.newPassword) throw new DomainError('same_password', 'The new password must differ from the current one.', 400);
    const passwordHash = await hashPassword(body.newPassword);
    const r = await this.users.run(
      session.userId,
      { type: 'ChangePassword', userId: session.userId, passwordHash, by: 'self', actorIsRoot: false },
      envelopeOf(session),
      { endSessions: { reason: 'password_changed', except: session.tokenId } },
    );
    return { changed: true, streamVersion: r.streamVersion, globalPosition: r.globalPosition };
  }
}
