import { EMPLOYEES_READ_MODEL } from '@tradedesk/contracts/identity/employees';
import { Controller, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type CreateEmployeeBody,
  createEmployeeBody,
  employeeListSchema,
  employeeSchema,
  type ListEmployeesQuery,
  listEmployeesQuery,
  type ResetPasswordBody,
  resetPasswordBody,
  type UpdateEmployeeBody,
  updateEmployeeBody,
} from '@tradedesk/contracts/identity/employees';
import { ROLE_ADMIN } from '@tradedesk/contracts/identity/identity';
import { getEmployee, listEmployees } from '@tradedesk/projections/identity/users/users.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.js';
import { notFound } from '../../platform/http/errors.js';
import type { Session } from '../../platform/http/request-context.js';
import { DATABASE } from '../../platform/tokens.js';
import { isRoot } from '../../platform/actors.js';
import { pathId } from '../../platform/http/path-id.js';
import { CreateEmployeeCommand } from './create-employee/create-employee.command.js';
import { ResetPasswordCommand } from './reset-password/reset-password.command.js';
import { SetEmployeeStatusCommand } from './set-employee-status/set-employee-status.command.js';
import { UpdateEmployeeCommand } from './update-employee/update-employee.command.js';

const ADMINS = { roles: [ROLE_ADMIN] } as const;

/**
 * The Employees screen: users, their roles, positions, privileges and tags. Root and Admin only.
 * rm.users is inline (current when a command answers), so the reads name no `readModels`.
 */
@Controller('api/employees')
export class EmployeesController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get()
  @Endpoint({ summary: 'List employees (search, disabled, role, positionId, tagId, page, limit)', access: ADMINS, readModels: [EMPLOYEES_READ_MODEL], query: listEmployeesQuery, response: employeeListSchema })
  list(@ValidQuery() q: ListEmployeesQuery) {
    return listEmployees(this.db, q);
  }

  @Get(':id')
  @Endpoint({ summary: 'One employee', access: ADMINS, readModels: [EMPLOYEES_READ_MODEL], response: employeeSchema })
  async get(@Param('id') id: string) {
    const e = await getEmployee(this.db, pathId(id));
    if (!e) throw notFound(`No employee ${id}.`, 'user_not_found');
    return e;
  }

  @Post()
  @Endpoint({ summary: 'Create an employee (only Root may grant Root)', access: ADMINS, body: createEmployeeBody })
  create(@ValidBody() body: CreateEmployeeBody, @CurrentSession() s: Session) {
    return this.commands.execute(new CreateEmployeeCommand(body, envelopeOf(s), isRoot(s)));
  }

  @Put(':id')
  @Endpoint({ summary: 'Change an employee: profile, language, roles, positions, privileges, boss flag, tags', access: ADMINS, body: updateEmployeeBody })
  update(@Param('id') id: string, @ValidBody() body: UpdateEmployeeBody, @CurrentSession() s: Session) {
    return this.commands.execute(new UpdateEmployeeCommand(pathId(id), body, envelopeOf(s), isRoot(s)));
  }

  @Post(':id/disable')
  @HttpCode(200)
  @Endpoint({ summary: 'Disable an employee: they cannot sign in and their sessions end at once', access: ADMINS })
  disable(@Param('id') id: string, @CurrentSession() s: Session) {
    return this.commands.execute(new SetEmployeeStatusCommand(pathId(id), 'disable', envelopeOf(s), isRoot(s)));
  }

  @Post(':id/enable')
  @HttpCode(200)
  @Endpoint({ summary: 'Enable a disabled employee', access: ADMINS })
  enable(@Param('id') id: string, @CurrentSession() s: Session) {
    return this.commands.execute(new SetEmployeeStatusCommand(pathId(id), 'enable', envelopeOf(s), isRoot(s)));
  }

  @Put(':id/password')
  @Endpoint({ summary: "Set an employee's password (their sessions end)", access: ADMINS, body: resetPasswordBody })
  resetPassword(@Param('id') id: string, @ValidBody() body: ResetPasswordBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ResetPasswordCommand(pathId(id), body.newPassword, envelopeOf(s), isRoot(s)));
  }
}
