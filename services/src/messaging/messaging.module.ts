import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AlarmClockController } from './alarm-clock.controller.js';
import { AnnouncementsController } from './announcements.controller.js';
import { ChangeAlarmHandler } from './change-alarm/change-alarm.handler.js';
import { CloseAlarmsHandler } from './close-alarms/close-alarms.handler.js';
import { DeleteAlarmsHandler } from './delete-alarms/delete-alarms.handler.js';
import { SetAlarmHandler } from './set-alarm/set-alarm.handler.js';

@Module({
  imports: [CqrsModule],
  controllers: [AlarmClockController, AnnouncementsController],
  providers: [SetAlarmHandler, ChangeAlarmHandler, CloseAlarmsHandler, DeleteAlarmsHandler],
})
export class MessagingModule {}
