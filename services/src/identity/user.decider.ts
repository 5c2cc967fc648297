import type { UserEvent } from '@tradedesk/contracts/identity/identity';
import { decideByType, type Decider } from '../platform/cqrs/decider.js';
import { type CreateEmployee, decideCreateEmployee } from './employees/create-employee/create-employee.decide.js';
import { decideResetPassword, type ResetPassword } from './employees/reset-password/reset-password.decide.js';
import { decideDisableUser, decideEnableUser, type DisableUser, type EnableUser } from './employees/set-employee-status/set-employee-status.decide.js';
import { decideUpdateEmployee, type UpdateEmployee } from './employees/update-employee/update-employee.decide.js';
import { type ChangeLanguage, decideChangeLanguage } from './profile/change-language/change-language.decide.js';
import { type ChangeOwnPassword, decideChangeOwnPassword } from './profile/change-own-password/change-own-password.decide.js';
import { decideUpdateOwnProfile, type UpdateOwnProfile } from './profile/update-profile/update-profile.decide.js';
import { evolveUser, initialUserState, type UserState } from './user.state.js';

export type UserCommand = CreateEmployee | UpdateEmployee | DisableUser | EnableUser | ResetPassword | ChangeLanguage | UpdateOwnProfile | ChangeOwnPassword;

/**
 * A user's stream. Each command's rule is in its use-case folder: employees/* for what an
 * administrator does, profile/* for what the signed-in user changes about themself. The rules that
 * protect the company from lock-out and privilege escalation are shared in user.state.ts.
 */
export const userDecider: Decider<UserCommand, UserState, UserEvent> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideByType<UserCommand, UserState, UserEvent>({
    CreateEmployee: decideCreateEmployee,
    UpdateEmployee: decideUpdateEmployee,
    DisableUser: decideDisableUser,
    EnableUser: decideEnableUser,
    ResetPassword: decideResetPassword,
    ChangeLanguage: decideChangeLanguage,
    UpdateOwnProfile: decideUpdateOwnProfile,
    ChangeOwnPassword: decideChangeOwnPassword,
  }),
};
