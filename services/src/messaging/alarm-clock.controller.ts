import { Controller, Delete, Get, Inject, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ALARM_READ_MODEL,
  type AlarmIdsBody,
  type ChangeAlarmBody,
  changeAlarmBody,
  alarmIdsBody,
  alarmListSchema,
  type ListAlarmsQuery,
  listAlarmsQuery,
  type SetAlarmBody,
  setAlarmBody,
} from '@tradedesk/contracts/messaging/alarm-clock';
import { listAlarms } from '@tradedesk/projections/messaging/alarm-clock-list/alarm-clock-list.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { DATABASE } from '../platform/tokens.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../platform/http/endpoint.js';
import { envelopeOf } from '../platform/http/command-envelope.js';
import type { Session } from '../platform/http/request-context.js';
import { ChangeAlarmCommand } from './change-alarm/change-alarm.command.js';
import { CloseAlarmsCommand } from './close-alarms/close-alarms.command.js';
import { DeleteAlarmsCommand } from './delete-alarms/delete-alarms.command.js';
import { SetAlarmCommand } from './set-alarm/set-alarm.command.js';

/** Every signed-in user has their own reminders. */
@Controller('api/alarm-clock')
export class AlarmClockController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get('alarms')
  @Endpoint({ summary: 'List my reminders (alarmClocks, total)', access: 'session', query: listAlarmsQuery, response: alarmListSchema, readModels: [ALARM_READ_MODEL] })
  list(@ValidQuery() q: ListAlarmsQuery, @CurrentSession() s: Session) {
    return listAlarms(this.db, s.userId, q);
  }

  @Post('alarm')
  @Endpoint({ summary: 'Set a reminder', access: 'session', body: setAlarmBody })
  set(@ValidBody() body: SetAlarmBody, @CurrentSession() s: Session) {
    return this.commands.execute(new SetAlarmCommand(body, envelopeOf(s)));
  }

  @Put('alarm')
  @Endpoint({ summary: 'Change a reminder (409 when someone changed it after `version`)', access: 'session', body: changeAlarmBody })
  change(@ValidBody() body: ChangeAlarmBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ChangeAlarmCommand(body, envelopeOf(s)));
  }

  @Post('alarms/close')
  @Endpoint({ summary: 'Mark reminders read', access: 'session', body: alarmIdsBody })
  close(@ValidBody() body: AlarmIdsBody, @CurrentSession() s: Session) {
    return this.commands.execute(new CloseAlarmsCommand(body, envelopeOf(s)));
  }

  @Delete('alarms')
  @Endpoint({ summary: 'Delete reminders', access: 'session', body: alarmIdsBody })
  remove(@ValidBody() body: AlarmIdsBody, @CurrentSession() s: Session) {
    return this.commands.execute(new DeleteAlarmsCommand(body, envelopeOf(s)));
  }
}
