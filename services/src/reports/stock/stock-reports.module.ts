import { Module } from '@nestjs/common';
import { StockReportsController } from './stock-reports.controller.js';

/** The stock reports of the /report pages (issue 15, docs/reports.md). Reads only, no commands. */
@Module({
  controllers: [StockReportsController],
})
export class StockReportsModule {}
