import { Controller, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import { type LoginBody, languageBody, loginBody, loginResponse, profileSchema } from '@tradedesk/contracts/identity/identity';
import type { Request } from 'express';
import { CurrentSession, Endpoint, ValidBody } from '../platform/http/endpoint.js';
import type { Session } from '../platform/http/request-context.js';
import { IdentityService } from './identity.service.js';

@Controller('api/user')
export class IdentityController {
  constructor(private readonly identity: IdentityService) {}

  @Post('login')
  @HttpCode(200)
  @Endpoint({ summary: 'Sign in (user name is trimmed)', access: 'public', body: loginBody, response: loginResponse })
  login(@ValidBody() body: LoginBody, @Req() req: Request) {
    return this.identity.login(body, req.ip ?? null);
  }

  @Post('logout')
  @HttpCode(200)
  @Endpoint({ summary: 'Sign out: the token stops working at once', access: 'session' })
  async logout(@CurrentSession() s: Session) {
    await this.identity.logout(s);
    return null;
  }

  @Get('profile')
  @Endpoint({ summary: 'The signed-in user, roles and privileges', access: 'session', response: profileSchema })
  profile(@CurrentSession() s: Session) {
    return this.identity.profile(s);
  }

  @Put('language')
  @Endpoint({ summary: 'Change my language', access: 'session', body: languageBody })
  async language(@ValidBody() body: { language: LoginBody['language'] & string }, @CurrentSession() s: Session) {
    await this.identity.changeLanguage(s.userId, body.language);
    return { language: body.language };
  }
}
