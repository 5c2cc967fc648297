import { Controller, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ROLE_ADMIN } from '@tradedesk/contracts/identity/identity';
import { historySchema } from '@tradedesk/contracts/platform/history';
import type { RouteName } from '@tradedesk/contracts/platform/route-names';
import {
  type AuthorizeDeviceBody,
  authorizeDeviceBody,
  type ChangeRegisterBody,
  changeRegisterBody,
  cashSessionListSchema,
  cashSessionReportSchema,
  cashSessionStreamId,
  posRegisterStreamId,
  type CreateRegisterBody,
  createRegisterBody,
  deviceAuthorizationSchema,
  type ListCashSessionsQuery,
  listCashSessionsQuery,
  type MachineLogQuery,
  machineLogQuery,
  machineLogSchema,
  POS_CASH_SESSIONS_READ_MODEL,
  POS_CASHIERS_READ_MODEL,
  POS_DEVICES_READ_MODEL,
  POS_MACHINE_LOG_READ_MODEL,
  POS_REGISTERS_READ_MODEL,
  posCashierListSchema,
  posDeviceListSchema,
  posRegisterListSchema,
  type RevokeDeviceBody,
  revokeDeviceBody,
  type SetCashierBody,
  setCashierBody,
} from '@tradedesk/contracts/pos/pos';
import type { Database } from '@tradedesk/projections/platform/sql';
import { cashSessionReport, listCashSessions } from '@tradedesk/projections/pos/pos-cash-sessions/pos-cash-sessions.query';
import { listPosCashiers } from '@tradedesk/projections/pos/pos-cashiers/pos-cashiers.query';
import { listPosDevices } from '@tradedesk/projections/pos/pos-devices/pos-devices.query';
import { machineLog } from '@tradedesk/projections/pos/pos-machine-log/pos-machine-log.query';
import { getPosRegister, listPosRegisters } from '@tradedesk/projections/pos/pos-registers/pos-registers.query';
import { DocumentHistory } from '../platform/event-store/stream-history.js';
import { envelopeOf } from '../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../platform/http/endpoint.js';
import { notFound } from '../platform/http/errors.js';
import { pathId } from '../platform/http/path-id.js';
import type { Session } from '../platform/http/request-context.js';
import { DATABASE } from '../platform/tokens.js';
import { AuthorizeDeviceCommand } from './authorize-device/authorize-device.command.js';
import { ChangeRegisterCommand } from './change-register/change-register.command.js';
import { CreateRegisterCommand } from './create-register/create-register.command.js';
import { RevokeDeviceCommand } from './revoke-device/revoke-device.command.js';
import { SetCashierCommand } from './set-cashier/set-cashier.command.js';

const rule = (...pages: RouteName[]) => ({ roles: [ROLE_ADMIN], page: pages }) as const;
/** Who may make each call: /setting/basics/pos (PosMachine) and its cashbox and machine logs (docs/pos.md "API"). */
export const POS_SETUP_ACCESS = {
  registerRead: rule('PosMachine', 'PosCashboxLog', 'PosMachineLog', 'PosBuyExcelExport'),
  setup: rule('PosMachine'),
  cashbox: rule('PosCashboxLog'),
  machineLog: rule('PosMachineLog'),
};
const A = POS_SETUP_ACCESS;

/** /setting/basics/pos: registers, devices, cashiers, and the logs (docs/pos.md). */
@Controller('api/pos')
export class PosSetupController {
  constructor(
    private readonly commands: CommandBus,
    private readonly histories: DocumentHistory,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get('registers')
  @Endpoint({ summary: 'The registers with their warehouse, default customer, currency, authorised devices and open cash session', access: A.registerRead, readModels: [POS_REGISTERS_READ_MODEL], response: posRegisterListSchema })
  registers() {
    return listPosRegisters(this.db);
  }

  @Post('registers')
  @Endpoint({ summary: 'Add a register: name, warehouse, default customer, currency, its own receipt texts and blind close (409 when the name is taken)', access: A.setup, body: createRegisterBody })
  createRegister(@ValidBody() b: CreateRegisterBody, @CurrentSession() s: Session) {
    return this.commands.execute(new CreateRegisterCommand(b, envelopeOf(s, b.commandId)));
  }

  @Put('registers/:id')
  @Endpoint({ summary: "Change a register's name, warehouse, default customer, currency, receipt header and footer ('' = the company's) or blind close (company, on, off)", access: A.setup, body: changeRegisterBody })
  changeRegister(@Param('id') id: string, @ValidBody() b: ChangeRegisterBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ChangeRegisterCommand(pathId(id), b, envelopeOf(s, b.commandId)));
  }

  @Get('registers/:id/history')
  @Endpoint({ summary: "A register's history: created, its fields, receipt texts and blind close changed, who and when", access: A.setup, response: historySchema })
  registerHistory(@Param('id') id: string) {
    return this.histories.of(posRegisterStreamId(pathId(id)), 'register');
  }

  @Get('devices')
  @Endpoint({ summary: 'The authorised devices (browsers bound to a register), revoked ones too', access: A.setup, readModels: [POS_DEVICES_READ_MODEL], response: posDeviceListSchema })
  devices() {
    return listPosDevices(this.db);
  }

  @Post('devices')
  @Endpoint({
    summary: 'Authorise the calling browser as a till of a register (/pos/posAuthorize): answers the device token once; only its hash is kept',
    access: A.setup,
    body: authorizeDeviceBody,
    response: deviceAuthorizationSchema,
  })
  async authorize(@ValidBody() b: AuthorizeDeviceBody, @CurrentSession() s: Session) {
    const r = await this.commands.execute(new AuthorizeDeviceCommand(b, envelopeOf(s)));
    const register = await getPosRegister(this.db, b.registerId);
    return { ...r, registerId: b.registerId, registerName: register?.name ?? '' };
  }

  @Post('devices/:id/revoke')
  @HttpCode(200)
  @Endpoint({ summary: "Revoke a device: its next till call is refused (403 pos_device_revoked) and its cashiers' PIN sessions end", access: A.setup, body: revokeDeviceBody })
  revoke(@Param('id') id: string, @ValidBody() b: RevokeDeviceBody, @CurrentSession() s: Session) {
    return this.commands.execute(new RevokeDeviceCommand(pathId(id), b, envelopeOf(s, b.commandId)));
  }

  @Get('cashiers')
  @Endpoint({ summary: 'Employees with their till access, whether their PIN is set and whether it is locked', access: A.setup, readModels: [POS_CASHIERS_READ_MODEL], response: posCashierListSchema })
  cashiers() {
    return listPosCashiers(this.db);
  }

  @Put('cashiers/:employeeId')
  @Endpoint({ summary: 'Let an employee use the till (or not), flag them as a till supervisor (approves a discount over the limit), and set their PIN (4 to 8 digits; a new PIN lifts a lock)', access: A.setup, body: setCashierBody })
  setCashier(@Param('employeeId') employeeId: string, @ValidBody() b: SetCashierBody, @CurrentSession() s: Session) {
    return this.commands.execute(new SetCashierCommand(pathId(employeeId), b, envelopeOf(s, b.commandId)));
  }

  @Get('cash-sessions')
  @Endpoint({ summary: 'The cashbox log: cash sessions newest first, with their movements and the differences of their close', access: A.cashbox, readModels: [POS_CASH_SESSIONS_READ_MODEL], query: listCashSessionsQuery, response: cashSessionListSchema })
  cashSessions(@ValidQuery() q: ListCashSessionsQuery) {
    return listCashSessions(this.db, q);
  }

  @Get('cash-sessions/:id')
  @Endpoint({ summary: 'A cash session as its report prints it: X while open, Z once closed', access: A.cashbox, readModels: [POS_CASH_SESSIONS_READ_MODEL], response: cashSessionReportSchema })
  async cashSession(@Param('id') id: string) {
    const r = await cashSessionReport(this.db, pathId(id));
    if (!r) throw notFound(`No cash session ${id}.`, 'cash_session_not_found');
    return r;
  }

  @Get('cash-sessions/:id/history')
  @Endpoint({ summary: "A cash session's history: opened, cash moved, closed, who and when", access: A.cashbox, response: historySchema })
  cashSessionHistory(@Param('id') id: string) {
    return this.histories.of(cashSessionStreamId(pathId(id)), 'cash session');
  }

  @Get('machine-log')
  @Endpoint({ summary: 'The machine log: devices authorised and revoked, cashier sign-ins, sign-outs and refused PINs', access: A.machineLog, readModels: [POS_MACHINE_LOG_READ_MODEL], query: machineLogQuery, response: machineLogSchema })
  machineLog(@ValidQuery() q: MachineLogQuery) {
    return machineLog(this.db, q);
  }
}
