import type { Language, UserEvent } from '@tradedesk/contracts/identity/identity';
import { languageSwitchClosed, requireUser, type UserState } from '../../user.state.js';

export interface ChangeLanguage {
  type: 'ChangeLanguage';
  userId: string;
  language: Language;
  /** The company setting IsCloseLang (IdentityFactsLoader.forChangeLanguage). */
  switchClosed: boolean;
}

/** The same language again changes nothing; another is refused while the company closed switching. */
export function decideChangeLanguage(c: ChangeLanguage, s: UserState): UserEvent[] {
  requireUser(s);
  if (s.language === c.language) return [];
  if (c.switchClosed) throw languageSwitchClosed();
  return [{ type: 'UserLanguageChanged', data: { userId: c.userId, language: c.language } }];
}
