import { Module } from '@nestjs/common';
import { FinanceReportsController } from './finance-reports.controller.js';

/** The finance reports of the /report pages (issue 15, docs/reports.md). Reads only, no commands. */
@Module({
  controllers: [FinanceReportsController],
})
export class FinanceReportsModule {}
