import type { Language, UserEvent } from '@tradedesk/contracts/identity/identity';
import type { Decider } from '../platform/cqrs/decider.js';
import { DomainError } from '../platform/event-store/errors.js';

export interface UserState {
  exists: boolean;
  language: Language | null;
}

export type UserCommand =
  | { type: 'CreateUser'; userId: string; username: string; name: string; passwordHash: string; roles: string[]; language: Language }
  | { type: 'ChangePassword'; passwordHash: string; userId: string }
  | { type: 'ChangeLanguage'; language: Language; userId: string };

export const userDecider: Decider<UserCommand, UserState, UserEvent> = {
  initialState: () => ({ exists: false, language: null }),
  decide(cmd, s) {
    switch (cmd.type) {
      case 'CreateUser':
        if (s.exists) throw new DomainError('user_exists', 'This user already exists.', 409);
        return [{ type: 'UserCreated', data: { userId: cmd.userId, username: cmd.username, name: cmd.name, passwordHash: cmd.passwordHash, roles: cmd.roles, language: cmd.language } }];
      case 'ChangePassword':
        if (!s.exists) throw new DomainError('user_not_found', 'This user does not exist.', 404);
        return [{ type: 'UserPasswordChanged', data: { userId: cmd.userId, passwordHash: cmd.passwordHash } }];
      case 'ChangeLanguage':
        if (!s.exists) throw new DomainError('user_not_found', 'This user does not exist.', 404);
        if (s.language === cmd.language) return [];
        return [{ type: 'UserLanguageChanged', data: { userId: cmd.userId, language: cmd.language } }];
    }
  },
  evolve(s, e) {
    switch (e.type) {
      case 'UserCreated':
        return { exists: true, language: e.data.language };
      case 'UserLanguageChanged':
        return { ...s, language: e.data.language };
      case 'UserPasswordChanged':
        return s;
      default: {
        const _exhaustive: never = e;
        return s;
      }
    }
  },
};
