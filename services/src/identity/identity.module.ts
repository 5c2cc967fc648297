import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SessionResolver } from '../platform/http/auth.guard.js';
import { CreateEmployeeHandler } from './employees/create-employee/create-employee.handler.js';
import { EmployeesController } from './employees/employees.controller.js';
import { ResetPasswordHandler } from './employees/reset-password/reset-password.handler.js';
import { SetEmployeeStatusHandler } from './employees/set-employee-status/set-employee-status.handler.js';
import { UpdateEmployeeHandler } from './employees/update-employee/update-employee.handler.js';
import { IdentityController } from './identity.controller.js';
import { IdentityService } from './identity.service.js';
import { CreatePositionHandler } from './positions/create-position/create-position.handler.js';
import { PositionsController } from './positions/positions.controller.js';
import { SetPositionStatusHandler } from './positions/set-position-status/set-position-status.handler.js';
import { UpdatePositionHandler } from './positions/update-position/update-position.handler.js';
import { IdentityFactsLoader } from './identity-facts.loader.js';
import { ChangeLanguageHandler } from './profile/change-language/change-language.handler.js';
import { ChangeOwnPasswordHandler } from './profile/change-own-password/change-own-password.handler.js';
import { UpdateProfileHandler } from './profile/update-profile/update-profile.handler.js';
import { IssueLoginCodeHandler } from './sign-in/issue-login-code/issue-login-code.handler.js';
import { SignInService } from './sign-in/sign-in.service.js';
import { CreateTagHandler } from './tags/create-tag/create-tag.handler.js';
import { SetTagStatusHandler } from './tags/set-tag-status/set-tag-status.handler.js';
import { TagsController } from './tags/tags.controller.js';
import { UpdateTagHandler } from './tags/update-tag/update-tag.handler.js';
import { UserRuntime } from './user-runtime.js';

@Module({
  imports: [CqrsModule],
  controllers: [IdentityController, EmployeesController, PositionsController, TagsController],
  providers: [
    IdentityService,
    { provide: SessionResolver, useExisting: IdentityService },
    UserRuntime,
    IdentityFactsLoader,
    SignInService,
    CreateEmployeeHandler,
    UpdateEmployeeHandler,
    SetEmployeeStatusHandler,
    ResetPasswordHandler,
    CreatePositionHandler,
    UpdatePositionHandler,
    SetPositionStatusHandler,
    CreateTagHandler,
    UpdateTagHandler,
    SetTagStatusHandler,
    ChangeLanguageHandler,
    UpdateProfileHandler,
    ChangeOwnPasswordHandler,
    IssueLoginCodeHandler,
  ],
  exports: [IdentityService, SessionResolver],
})
export class IdentityModule {}
