import { Module } from '@nestjs/common';
import { PriceChangeReportController } from './price-change-report.controller.js';

/** The price changes report of the /report pages (issue 15, docs/reports.md). Reads only, no commands. */
@Module({
  controllers: [PriceChangeReportController],
})
export class PriceChangeReportModule {}
