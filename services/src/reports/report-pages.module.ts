import { Module } from '@nestjs/common';
import { StockReportsController } from './stock-reports.controller.js';

/** The /report pages' reads (issue 15, docs/reports.md): stock reports. Reads only, no commands. */
@Module({
  controllers: [StockReportsController],
})
export class ReportPagesModule {}
