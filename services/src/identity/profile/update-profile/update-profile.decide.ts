import type { Language, UserEvent } from '@tradedesk/contracts/identity/identity';
import { evolveUser, type ProfileChanges, profileDiff, userNotFound, type UserState } from '../../user.state.js';
import { decideChangeLanguage } from '../change-language/change-language.decide.js';

export interface UpdateOwnProfile {
  type: 'UpdateOwnProfile';
  userId: string;
  changes: ProfileChanges;
  language?: Language;
  /** The company setting IsCloseLang (IdentityFactsLoader.forUpdateProfile). */
  switchClosed: boolean;
}

/**
 * The signed-in user's name, avatar, introduction and language: the language as ChangeLanguage
 * decides it, then the profile fields that differ. A disabled user cannot edit their own profile.
 */
export function decideUpdateOwnProfile(c: UpdateOwnProfile, s: UserState): UserEvent[] {
  const events = c.language !== undefined ? decideChangeLanguage({ type: 'ChangeLanguage', userId: c.userId, language: c.language, switchClosed: c.switchClosed }, s) : [];
  if (Object.keys(c.changes).length === 0) return events;
  const after = events.reduce(evolveUser, s);
  if (!after.exists || after.disabled) throw userNotFound();
  const profile = profileDiff(after, c.changes);
  return profile ? [...events, { type: 'UserProfileChanged', data: { userId: c.userId, changes: profile } }] : events;
}
