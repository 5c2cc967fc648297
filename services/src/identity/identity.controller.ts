import { Controller, Get, HttpCode, Post, Put, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type ChangePasswordBody,
  changePasswordBody,
  type ConfirmBody,
  confirmBody,
  confirmResponse,
  type IssueLoginCodeBody,
  issueLoginCodeBody,
  issueLoginCodeResponse,
  type LanguageBody,
  languageBody,
  type LoginBody,
  loginBody,
  type LoginCodeBody,
  loginCodeBody,
  loginResponse,
  profileSchema,
  ROLE_ADMIN,
  type UpdateProfileBody,
  updateProfileBody,
} from '@tradedesk/contracts/identity/identity';
import type { Request, Response } from 'express';
import { envelopeOf } from '../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody } from '../platform/http/endpoint.js';
import type { Session } from '../platform/http/request-context.js';
import { isRoot } from '../platform/actors.js';
import { IdentityService } from './identity.service.js';
import { ChangeLanguageCommand } from './profile/change-language/change-language.command.js';
import { ChangeOwnPasswordCommand } from './profile/change-own-password/change-own-password.command.js';
import { UpdateProfileCommand } from './profile/update-profile/update-profile.command.js';
import { IssueLoginCodeCommand } from './sign-in/issue-login-code/issue-login-code.command.js';
import { SignInService, TooManyAttempts } from './sign-in/sign-in.service.js';

/** A locked sign-in also says when to come back (Retry-After, seconds). */
async function withRetryAfter<T>(res: Response, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof TooManyAttempts) res.setHeader('Retry-After', String(e.retryAfterSeconds));
    throw e;
  }
}

const addressOf = (req: Request) => req.ip ?? null;

@Controller('api/user')
export class IdentityController {
  constructor(
    private readonly commands: CommandBus,
    private readonly identity: IdentityService,
    private readonly signIn: SignInService,
  ) {}

  @Post('login')
  @HttpCode(200)
  @Endpoint({
    summary: 'Sign in (user name is trimmed). 401 on a wrong name or password; 429 while locked (docs/api.md "Sign-in throttle": 5 failures of a name from an address, 20 from an address, 50 of a name anywhere, in 60 minutes; locks from 1 minute, doubling)',
    access: 'public',
    body: loginBody,
    response: loginResponse,
  })
  login(@ValidBody() body: LoginBody, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return withRetryAfter(res, () => this.signIn.login(body, addressOf(req)));
  }

  @Post('login/code')
  @HttpCode(200)
  @Endpoint({ summary: 'Sign in with a one-time code an administrator issued (401 when wrong, used or expired)', access: 'public', body: loginCodeBody, response: loginResponse })
  loginWithCode(@ValidBody() body: LoginCodeBody, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return withRetryAfter(res, () => this.signIn.loginWithCode(body, addressOf(req)));
  }

  @Post('login-codes')
  @Endpoint({ summary: 'Issue a one-time sign-in code for a user (shown once)', access: { roles: [ROLE_ADMIN] }, body: issueLoginCodeBody, response: issueLoginCodeResponse })
  issueLoginCode(@ValidBody() body: IssueLoginCodeBody, @CurrentSession() s: Session) {
    return this.commands.execute(new IssueLoginCodeCommand(body, envelopeOf(s), isRoot(s)));
  }

  @Post('logout')
  @HttpCode(200)
  @Endpoint({ summary: 'Sign out: the token stops working at once', access: 'session' })
  async logout(@CurrentSession() s: Session) {
    await this.signIn.logout(s);
    return null;
  }

  @Post('confirm')
  @HttpCode(200)
  @Endpoint({ summary: 'Re-enter my password before a sensitive action (400 reason bad_password when wrong; the session stays)', access: 'session', body: confirmBody, response: confirmResponse })
  confirm(@ValidBody() body: ConfirmBody, @CurrentSession() s: Session, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return withRetryAfter(res, () => this.signIn.confirm(s, body.password, addressOf(req)));
  }

  @Post('password')
  @HttpCode(200)
  @Endpoint({ summary: 'Change my password (the old one is required; my other sessions end)', access: 'session', body: changePasswordBody })
  changePassword(@ValidBody() body: ChangePasswordBody, @CurrentSession() s: Session, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return withRetryAfter(res, () => this.commands.execute(new ChangeOwnPasswordCommand(s, body, addressOf(req), envelopeOf(s))));
  }

  @Get('profile')
  @Endpoint({ summary: 'The signed-in user, roles and privileges', access: 'session', response: profileSchema })
  profile(@CurrentSession() s: Session) {
    return this.identity.profile(s);
  }

  @Put('profile')
  @Endpoint({ summary: 'Change my name, avatar, introduction or language; answers the profile', access: 'session', body: updateProfileBody, response: profileSchema })
  async updateProfile(@ValidBody() body: UpdateProfileBody, @CurrentSession() s: Session) {
    await this.commands.execute(new UpdateProfileCommand(s.userId, body, envelopeOf(s)));
    return this.identity.profile(s);
  }

  @Put('language')
  @Endpoint({ summary: 'Change my language (400 reason language_switch_closed while IsCloseLang is on)', access: 'session', body: languageBody })
  language(@ValidBody() body: LanguageBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ChangeLanguageCommand(s.userId, body.language, envelopeOf(s)));
  }
}
