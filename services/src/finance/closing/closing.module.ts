import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CloseDayHandler } from './close-day/close-day.handler.js';
import { CloseMonthHandler } from './close-month/close-month.handler.js';
import { ClosingController } from './closing.controller.js';
import { ClosingFactsLoader } from './closing-facts.loader.js';
import { ReopenDayHandler } from './reopen-day/reopen-day.handler.js';
import { ReopenMonthHandler } from './reopen-month/reopen-month.handler.js';

/** Finance: day and month closing (docs/finance-closing.md). */
@Module({
  imports: [CqrsModule],
  controllers: [ClosingController],
  providers: [ClosingFactsLoader, CloseDayHandler, CloseMonthHandler, ReopenDayHandler, ReopenMonthHandler],
})
export class ClosingModule {}
