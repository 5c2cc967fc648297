import { Module } from '@nestjs/common';
import { StockMovementReportsController } from './stock-movement-reports.controller.js';

/** The transfer and damage reports of the /report pages (issue 15, docs/reports.md). Reads only, no commands. */
@Module({
  controllers: [StockMovementReportsController],
})
export class StockMovementReportsModule {}
