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
import { ProfileService } from './profile/profile.service.js';
import { SignInService } from './sign-in/sign-in.service.js';
import { CreateTagHandler } from './tags/create-tag/create-tag.handler.js';
import { SetTagStatusHandler } from './tags/set-tag-status/set-tag-status.handler.js';
import { TagsController } from './tags/tags.controller.js';
import { UpdateTagHandler } from './tags/update-tag/update-tag.handler.js';
import { UserCommands } from './user-commands.js';

@Module({
  imports: [CqrsModule],
  controllers: [IdentityController, EmployeesController, PositionsController, TagsController],
  providers: [
    IdentityService,
    { provide: SessionResolver, useExisting: IdentityService },
    UserCommands,
    SignInService,
    ProfileService,
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
  ],
  exports: [IdentityService, SessionResolver],
})
export class IdentityModule {}
